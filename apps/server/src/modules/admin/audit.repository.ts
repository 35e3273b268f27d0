import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditQuery } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Viewer } from '../auth/index.ts';

export type AuditRecord = {
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string;
  summary?: Record<string, unknown>;
};

/** The audit log: append-only; every admin route records what it did, after it succeeded. */
export function createAuditLog(db: Database) {
  return {
    async record(actor: Viewer, entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        summary: entry.summary ?? {},
      });
    },

    async list(query: AuditQuery) {
      const conditions: SQL[] = [];
      if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
      if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where);
      const items: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        actor: row.actorId ? { id: row.actorId, name: row.actorName } : null,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        summary: row.summary,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total: count!.n, page: query.page, perPage: query.perPage };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** The fields that differ between two versions of an item, for an audit summary. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}
