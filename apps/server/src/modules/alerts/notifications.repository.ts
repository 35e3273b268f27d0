import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

function toNotification(
  row: typeof notifications.$inferSelect,
): Notification & { data: Record<string, string | number> } {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    url: row.url,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The notification centre: a user's notifications, read marks, and notifications outside any fan-out. */
export function createNotificationsRepository(db: Database) {
  return {
    async list(userId: string, limit = 50) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit),
        db
          .select({ unread: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return { items: rows.map(toNotification), unread: count?.unread ?? 0 };
    },

    async markRead(userId: string, ids?: string[]): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ...(ids ? [inArray(notifications.id, ids)] : []),
          ),
        );
    },

    /** One notification outside any fan-out (friend request, story moderation); false if it existed. */
    async notify(values: {
      userId: string;
      kind: NotificationKind;
      itemKey: string;
      title: string;
      url: string;
      data?: Record<string, string | number>;
    }): Promise<boolean> {
      const rows = await db
        .insert(notifications)
        .values({ ...values, data: values.data ?? {} })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Many notifications at once (a re-scored answer key's members), in chunks; the users newly told. */
    async notifyMany(
      rows: ReadonlyArray<{
        userId: string;
        kind: NotificationKind;
        itemKey: string;
        title: string;
        url: string;
        data: Record<string, string | number>;
      }>,
    ): Promise<string[]> {
      const told: string[] = [];
      for (let from = 0; from < rows.length; from += 1_000) {
        const inserted = await db
          .insert(notifications)
          .values(rows.slice(from, from + 1_000))
          .onConflictDoNothing()
          .returning({ userId: notifications.userId });
        told.push(...inserted.map((row) => row.userId));
      }
      return told;
    },

    async nameOf(userId: string): Promise<string> {
      const result = await db.execute<{ name: string }>(sql`SELECT name FROM "user" WHERE id = ${userId}`);
      return result.rows[0]?.name ?? '';
    },
  };
}
