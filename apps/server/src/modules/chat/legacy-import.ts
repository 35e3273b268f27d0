import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEGACY_V0_PREFIX } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';

/**
 * One row of the seed's `messages` table as exported (e.g. `\copy (select row_to_json(m) from messages m)`
 * or a JSON array): the content is the legacy v0 ciphertext, kept as it is. The browser reads it with the
 * v0 codec and marks it "not end-to-end encrypted".
 */
export const legacyMessageRow = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  sender_id: z.string().min(1),
  receiver_id: z.string().min(1),
  encrypted_content: z.string().startsWith(LEGACY_V0_PREFIX, { message: 'is not a legacy v0 ciphertext' }),
  created_at: z.iso.datetime({ offset: true }).or(z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]/)),
  is_read: z.boolean().optional().default(false),
});

export type LegacyImportReport = {
  total: number;
  imported: number;
  alreadyThere: number;
  skipped: Array<{ row: number; id: string | null; reason: string }>;
};

/**
 * Imports old rows: each keeps its ciphertext, time and read state, with the client id `legacy-<old id>`,
 * so running the import twice stores every message once. Rows whose sender or receiver has no account
 * here, or that do not parse, are skipped and reported; nothing is decrypted.
 */
export async function importLegacyMessages(db: Database, rows: unknown[]): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { total: rows.length, imported: 0, alreadyThere: 0, skipped: [] };
  for (const [index, raw] of rows.entries()) {
    const parsed = legacyMessageRow.safeParse(raw);
    const id =
      typeof (raw as { id?: unknown })?.id === 'string' || typeof (raw as { id?: unknown })?.id === 'number'
        ? String((raw as { id: unknown }).id)
        : null;
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      report.skipped.push({ row: index + 1, id, reason: `${issue.path.join('.') || 'row'} ${issue.message}` });
      continue;
    }
    const row = parsed.data;
    const result = await db.execute<{ inserted: boolean }>(sql`
      WITH candidate AS (
        SELECT ${row.sender_id}::text AS sender_id, ${row.receiver_id}::text AS receiver_id
         WHERE EXISTS (SELECT 1 FROM "user" WHERE id = ${row.sender_id})
           AND EXISTS (SELECT 1 FROM "user" WHERE id = ${row.receiver_id})
      ), inserted AS (
        INSERT INTO messages (client_id, sender_id, receiver_id, encrypted_content, created_at, read_at)
        SELECT ${`legacy-${row.id}`}, sender_id, receiver_id, ${row.encrypted_content}, ${row.created_at}::timestamptz,
               CASE WHEN ${row.is_read} THEN ${row.created_at}::timestamptz END
          FROM candidate
        ON CONFLICT (sender_id, client_id) DO NOTHING
        RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM inserted) AS inserted, EXISTS (SELECT 1 FROM candidate) AS known`);
    const outcome = result.rows[0] as unknown as { inserted: boolean; known: boolean };
    if (!outcome.known)
      report.skipped.push({ row: index + 1, id: row.id, reason: 'sender or receiver has no account' });
    else if (outcome.inserted) report.imported += 1;
    else report.alreadyThere += 1;
  }
  return report;
}
