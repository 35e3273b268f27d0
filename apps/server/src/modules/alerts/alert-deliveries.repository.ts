import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';

/** A notification with what its delivery needs: the address, the preferences now, the language. */
export type DeliveryRow = {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  url: string;
  data: Record<string, string | number>;
  email: string;
  name: string;
  email_mode: string | null;
  push: boolean | null;
  remind_by_email: boolean | null;
  remind_by_push: boolean | null;
  notice_types: string[] | null;
  applied_by_email: boolean | null;
  applied_by_push: boolean | null;
  preferred_language: string | null;
};

/** Notifications (`n`) with what a delivery needs (a {@link DeliveryRow}), to be narrowed by a WHERE. */
export const DELIVERY_ROWS = `SELECT n.id, n.user_id, n.kind, n.title, n.url, n.data, u.email, u.name,
       p.email_mode, p.push, p.remind_by_email, p.remind_by_push, p.notice_types,
       p.applied_by_email, p.applied_by_push, pr.preferred_language
  FROM notifications n JOIN "user" u ON u.id = n.user_id
  LEFT JOIN alert_preferences p ON p.user_id = n.user_id
  LEFT JOIN profiles pr ON pr.id = n.user_id`;

/** One delivery at a time, in the caller's transaction: its notification, its idempotency key, and digests. */
export function createAlertDeliveriesRepository(db: Database) {
  return {
    /** Users in daily or weekly mode with alerts no mail has carried yet. */
    async digestRecipients(mode: 'daily' | 'weekly'): Promise<string[]> {
      const rows = await db.execute<{ user_id: string }>(sql`
        SELECT p.user_id FROM alert_preferences p
         WHERE p.email_mode = ${mode}
           AND EXISTS (SELECT 1 FROM notifications n
                        WHERE n.user_id = p.user_id AND n.kind = 'alert' AND n.digested_at IS NULL)`);
      return rows.rows.map((row) => row.user_id);
    },

    /** A notification with its user's address, for a delivery. */
    async forDelivery(client: pg.PoolClient, notificationId: string) {
      const result = await client.query<DeliveryRow>(`${DELIVERY_ROWS} WHERE n.id = $1`, [notificationId]);
      return result.rows[0];
    },

    async userForDigest(client: pg.PoolClient, userId: string) {
      const result = await client.query<{
        email: string;
        name: string;
        email_mode: string | null;
        preferred_language: string | null;
      }>(
        `SELECT u.email, u.name, p.email_mode, pr.preferred_language FROM "user" u
           LEFT JOIN alert_preferences p ON p.user_id = u.id
           LEFT JOIN profiles pr ON pr.id = u.id WHERE u.id = $1`,
        [userId],
      );
      return result.rows[0];
    },

    /** The alerts a digest carries, marked as carried in the delivery's transaction. */
    async takeUndigested(client: pg.PoolClient, userId: string, limit = 50) {
      const result = await client.query<{ title: string; url: string; data: Record<string, string | number> }>(
        `UPDATE notifications SET digested_at = now()
          WHERE id IN (SELECT id FROM notifications
                        WHERE user_id = $1 AND kind = 'alert' AND digested_at IS NULL
                        ORDER BY created_at DESC LIMIT $2)
          RETURNING title, url, data`,
        [userId, limit],
      );
      return result.rows;
    },

    async markDigested(client: pg.PoolClient, notificationId: string): Promise<void> {
      await client.query(`UPDATE notifications SET digested_at = now() WHERE id = $1`, [notificationId]);
    },

    /**
     * Claims a delivery's idempotency key inside the caller's transaction. False if it was sent already.
     * A concurrent claim of the same key waits here until the other transaction ends.
     */
    async claimDelivery(
      client: pg.PoolClient,
      key: string,
      userId: string,
      channel: 'email' | 'push',
    ): Promise<boolean> {
      const result = await client.query(
        `INSERT INTO alert_deliveries (idempotency_key, user_id, channel) VALUES ($1, $2, $3)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [key, userId, channel],
      );
      return result.rowCount === 1;
    },

    async deliverySent(client: pg.PoolClient, key: string, status: 'sent' | 'skipped' = 'sent'): Promise<void> {
      await client.query(`UPDATE alert_deliveries SET status = $2, sent_at = now() WHERE idempotency_key = $1`, [
        key,
        status,
      ]);
    },
  };
}

/** What a single delivery and a digest read and record. */
export type AlertDeliveriesRepository = ReturnType<typeof createAlertDeliveriesRepository>;
