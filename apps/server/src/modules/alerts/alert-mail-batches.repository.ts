import type { Database } from '../../db/client.ts';
import { DELIVERY_ROWS, type DeliveryRow } from './alert-deliveries.repository.ts';

/** The bookkeeping of instant mails sent a batch at a time (decision 026): one statement per step. */
export function createAlertMailBatchesRepository(db: Database) {
  return {
    /** Many notifications with their users' addresses and preferences: one query per delivery batch. */
    async forDeliveries(notificationIds: string[]) {
      const result = await db.$client.query<DeliveryRow>(`${DELIVERY_ROWS} WHERE n.id = ANY($1::uuid[])`, [
        notificationIds,
      ]);
      return result.rows;
    },

    /**
     * Claims a batch of idempotency keys in one committed statement (decision 026). A key is claimed when
     * it is new, or when it is still `sending` and its claim is older than `leaseSeconds`: the instance
     * that claimed it died (a live one never keeps a claim that long, see `deliverBatch`), so whether
     * that mail went out is unknown and it is sent again, with the same Message-ID. Keys given as
     * `skipped` (the user no longer wants the mail) are recorded as such and never returned. Returns
     * the keys this call may send.
     */
    async claimDeliveries(
      claims: Array<{ key: string; userId: string; channel: 'email' | 'push'; skip: boolean }>,
      leaseSeconds: number,
    ): Promise<Set<string>> {
      if (claims.length === 0) return new Set();
      const result = await db.$client.query<{ idempotency_key: string; status: string }>(
        `INSERT INTO alert_deliveries (idempotency_key, user_id, channel, status, sent_at)
         SELECT c.key, c.user_id, c.channel, CASE WHEN c.skip THEN 'skipped' ELSE 'sending' END,
                CASE WHEN c.skip THEN now() END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[]) AS c(key, user_id, channel, skip)
         ON CONFLICT (idempotency_key) DO UPDATE SET created_at = now()
          WHERE alert_deliveries.status = 'sending'
            AND alert_deliveries.created_at < now() - make_interval(secs => $5)
         RETURNING idempotency_key, status`,
        [
          claims.map((claim) => claim.key),
          claims.map((claim) => claim.userId),
          claims.map((claim) => claim.channel),
          claims.map((claim) => claim.skip),
          leaseSeconds,
        ],
      );
      return new Set(result.rows.filter((row) => row.status === 'sending').map((row) => row.idempotency_key));
    },

    /**
     * Records mails the SMTP server accepted, in one statement: their keys `sent`, their notifications
     * carried by a mail (no digest repeats them).
     */
    async deliveriesSent(keys: string[], notificationIds: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.$client.query(
        `WITH sent AS (
           UPDATE alert_deliveries SET status = 'sent', sent_at = now()
            WHERE idempotency_key = ANY($1::text[]) AND status = 'sending')
         UPDATE notifications SET digested_at = now() WHERE id = ANY($2::uuid[]) AND digested_at IS NULL`,
        [keys, notificationIds],
      );
    },

    /** Of these keys, those still being sent (claimed `sending` by another instance, within its lease). */
    async stillSending(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const result = await db.$client.query<{ idempotency_key: string }>(
        `SELECT idempotency_key FROM alert_deliveries WHERE idempotency_key = ANY($1::text[]) AND status = 'sending'`,
        [keys],
      );
      return result.rows.map((row) => row.idempotency_key);
    },

    /** Gives up claims whose send failed, so the job's retry may claim them again. */
    async releaseDeliveries(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.$client.query(
        `DELETE FROM alert_deliveries WHERE idempotency_key = ANY($1::text[]) AND status = 'sending'`,
        [keys],
      );
    },
  };
}

/** What a batch of instant mails reads and records. */
export type AlertMailBatchesRepository = ReturnType<typeof createAlertMailBatchesRepository>;
