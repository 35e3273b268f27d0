import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
  type Notification,
  type NotificationKind,
  type PushSubscriptionInput,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { alertPreferences, notifications, pushSubscriptions } from '../../db/schema.ts';
import { eligibleForFacts, factsOfProfiles } from '../jobs/eligibility.ts';

const dialect = new PgDialect();

/** A notification row just created by a fan-out or a reminder scan, with the channels its user wants. */
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
export type CreatedNotification = { id: string; userId: string; email: boolean; push: boolean };

/** How many days before a date a reminder goes out: the 3-day one (2 or 3 days left), the 1-day one (0 or 1). */
export const REMINDER_DAYS = [3, 1] as const;
/** Timeline dates of a saved job that get reminders (besides the last date to apply). */
export const REMINDER_DATE_KINDS = ['last_date', 'fee_last_date', 'admit_card'] as const;
/** Notices of a recruitment its applicants are told about (issue #26). */
export const APPLIED_NOTICE_TYPES = ['admit_card', 'answer_key', 'result', 'exam_date'] as const;

const visibleRecruitment = sql`r.status IN ('published', 'scheduled') AND coalesce(r.published_at, r.publish_at) <= now()`;

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

export function createAlertsRepository(db: Database) {
  return {
    async preferences(userId: string): Promise<AlertPreferences> {
      const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
      if (!row) return DEFAULT_ALERT_PREFERENCES;
      return {
        sectors: row.sectors as AlertPreferences['sectors'],
        states: row.states as AlertPreferences['states'],
        qualifications: row.qualifications as AlertPreferences['qualifications'],
        noticeTypes: row.noticeTypes as AlertPreferences['noticeTypes'],
        eligibleOnly: row.eligibleOnly,
        emailMode: row.emailMode as AlertPreferences['emailMode'],
        push: row.push,
        remindByEmail: row.remindByEmail,
        remindByPush: row.remindByPush,
        appliedByEmail: row.appliedByEmail,
        appliedByPush: row.appliedByPush,
      };
    },

    async savePreferences(userId: string, prefs: AlertPreferences): Promise<void> {
      const values = { ...prefs, userId, updatedAt: new Date() };
      await db
        .insert(alertPreferences)
        .values(values)
        .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
    },

    /**
     * One-click unsubscribe: no more alert, reminder or applied-job mail. A user who never saved
     * preferences still gets applied-job mail by default, so the row is made if missing.
     */
    async unsubscribeEmail(userId: string): Promise<boolean> {
      const off = { emailMode: 'off', remindByEmail: false, appliedByEmail: false, updatedAt: new Date() };
      const rows = await db
        .insert(alertPreferences)
        .values({ userId, ...off })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: off })
        .returning({ userId: alertPreferences.userId });
      return rows.length > 0;
    },

    /**
     * Items go out once, and only within 2 days of going live (an old one is never announced late).
     * Claims the recruitments and notices that went live recently and were not fanned out yet (one row
     * each in alert_fanouts), inside the caller's transaction, so claiming and queueing the fan-out job
     * commit together.
     */
    async claimNewlyLive(client: pg.PoolClient): Promise<string[]> {
      const result = await client.query<{ item_key: string }>(
        `WITH live AS (
           SELECT 'recruitment:' || r.id AS item_key FROM recruitments r
            WHERE r.status IN ('published', 'scheduled')
              AND coalesce(r.published_at, r.publish_at) <= now()
              AND coalesce(r.published_at, r.publish_at) > now() - interval '2 days'
           UNION ALL
           SELECT 'notice:' || n.id FROM notices n LEFT JOIN recruitments r ON r.id = n.recruitment_id
            WHERE n.type IN ('result', 'admit_card', 'answer_key', 'exam_date')
              -- Exam dates go to the members who applied to their recruitment only (issue #26).
              AND (n.type <> 'exam_date' OR n.recruitment_id IS NOT NULL)
              AND n.status IN ('published', 'scheduled')
              AND coalesce(n.publish_at, n.created_at) <= now()
              AND coalesce(n.publish_at, n.created_at) > now() - interval '2 days'
              AND (r.id IS NULL OR (r.status IN ('published', 'scheduled') AND coalesce(r.published_at, r.publish_at) <= now()))
         )
         INSERT INTO alert_fanouts (item_key) SELECT item_key FROM live
         ON CONFLICT DO NOTHING RETURNING item_key`,
      );
      return result.rows.map((row) => row.item_key);
    },

    /**
     * The fan-out: ONE statement matches every preference row against the item and creates the
     * notification rows (an existing one is left alone, so a retried fan-out creates nothing twice),
     * returning the new rows with the channels their users want right away.
     *
     * Members who recorded that they applied to the item's recruitment (issue #26) get its admit card,
     * answer key, result and exam date notices too, whatever their alert filters: one row per user and
     * item either way (a member both subscribed and applied gets one). Their rows carry `applied: 1`;
     * mail and push go out unless they turned off `applied_by_email` / `applied_by_push` (on by default,
     * also for users who never saved preferences). An exam date carries its calendar link.
     *
     * Every row carries the names its texts need in either language (`alertNames`): the item's Hindi
     * title, and for a notice of a recruitment the recruitment's titles, since the notice's own title
     * seldom says which job it is about.
     */
    async fanOut(client: pg.PoolClient, itemKey: string): Promise<CreatedNotification[]> {
      const [kind, id] = itemKey.split(':') as ['recruitment' | 'notice', string];
      const item =
        kind === 'recruitment'
          ? sql`SELECT 'job'::text AS notice_type, r.id AS recruitment_id, r.title, r.title_hi,
                       NULL::text AS recruitment, NULL::text AS recruitment_hi, '/jobs/' || r.slug AS url,
                       r.sector, r.states, r.qualifications, NULL::text AS calendar
                  FROM recruitments r WHERE r.id = ${id} AND ${visibleRecruitment}`
          : sql`SELECT n.type AS notice_type, r.id AS recruitment_id, n.title, n.title_hi,
                       r.title AS recruitment, r.title_hi AS recruitment_hi,
                       CASE WHEN n.type = 'exam_date' AND n.exam_date IS NOT NULL
                            THEN '/api/notices/' || n.id || '/ics' END AS calendar,
                       CASE WHEN r.id IS NOT NULL THEN '/jobs/' || r.slug
                            WHEN n.pdf_file_id IS NOT NULL THEN '/notice/' || n.id || '/pdf'
                            ELSE '/' || replace(n.type, '_', '-') END AS url,
                       r.sector, coalesce(r.states, '{}') AS states, coalesce(r.qualifications, '{}') AS qualifications
                  FROM notices n LEFT JOIN recruitments r ON r.id = n.recruitment_id WHERE n.id = ${id}`;
      const statement = sql`
        WITH item AS (${item}),
        applicants AS (
          SELECT a.user_id FROM applications a, item
           WHERE item.notice_type IN (${sql.join(
             APPLIED_NOTICE_TYPES.map((type) => sql`${type}`),
             sql`, `,
           )})
             AND a.recruitment_id = item.recruitment_id
        ),
        subscribers AS (
          SELECT p.user_id FROM alert_preferences p, item
           WHERE item.notice_type = ANY (p.notice_types)
             AND (p.sectors = '{}' OR item.sector IS NULL OR item.sector = ANY (p.sectors))
             AND (p.states = '{}' OR item.states = '{}' OR p.states && item.states)
             AND (p.qualifications = '{}' OR item.qualifications = '{}' OR p.qualifications && item.qualifications)
             -- "Only jobs I am eligible for": the same rules as /api/jobs?eligible=1, on the subscriber's
             -- profile (a notice without a recruitment has nothing to check).
             AND (NOT p.eligible_only OR item.recruitment_id IS NULL OR EXISTS (
                   SELECT 1 FROM recruitments, profiles
                    WHERE recruitments.id = item.recruitment_id AND profiles.id = p.user_id
                      AND ${eligibleForFacts(factsOfProfiles())}))
        ),
        created AS (
          INSERT INTO notifications (user_id, kind, item_key, title, data, url)
          SELECT u.user_id, 'alert', ${itemKey}, item.title,
                 jsonb_build_object('noticeType', item.notice_type)
                   || jsonb_strip_nulls(jsonb_build_object(
                        'titleHi', nullif(item.title_hi, ''),
                        'recruitment', nullif(item.recruitment, ''),
                        'recruitmentHi', nullif(item.recruitment_hi, '')))
                   || CASE WHEN u.user_id IN (SELECT user_id FROM applicants)
                           THEN jsonb_build_object('applied', 1) ELSE '{}'::jsonb END
                   || CASE WHEN item.calendar IS NOT NULL
                           THEN jsonb_build_object('calendar', item.calendar) ELSE '{}'::jsonb END,
                 item.url
            FROM (SELECT user_id FROM subscribers UNION SELECT user_id FROM applicants) u, item
          ON CONFLICT (user_id, kind, item_key) DO NOTHING
          RETURNING id, user_id
        )
        SELECT created.id, created.user_id,
               (s.user_id IS NOT NULL AND p.email_mode = 'instant')
                 OR (a.user_id IS NOT NULL AND coalesce(p.applied_by_email, true)) AS email,
               ((s.user_id IS NOT NULL AND p.push) OR (a.user_id IS NOT NULL AND coalesce(p.applied_by_push, true)))
                 AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = created.user_id) AS push
          FROM created
          LEFT JOIN alert_preferences p ON p.user_id = created.user_id
          LEFT JOIN subscribers s ON s.user_id = created.user_id
          LEFT JOIN applicants a ON a.user_id = created.user_id`;
      return await runOn(client, statement, (row) => ({
        id: row['id'] as string,
        userId: row['user_id'] as string,
        email: row['email'] as boolean,
        push: row['push'] as boolean,
      }));
    },

    /**
     * Deadline reminders for saved jobs: ONE statement creates a notification per saved job and timeline
     * date (last date, fee last date, admit card) that is 3 days away (2–3 days left) or 1 day away (0–1),
     * dates read in India's time zone. The item key names the date and the step, so each goes out once.
     */
    async createReminders(client: pg.PoolClient): Promise<CreatedNotification[]> {
      const statement = sql`
        WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d),
        dates AS (
          SELECT s.user_id, r.id, r.slug, r.title, r.title_hi, 'last_date'::text AS kind, r.last_date AS day
            FROM saved_jobs s JOIN recruitments r ON r.id = s.recruitment_id
           WHERE ${visibleRecruitment} AND r.last_date IS NOT NULL
          UNION ALL
          SELECT s.user_id, r.id, r.slug, r.title, r.title_hi, e->>'kind', (e->>'date')::date
            FROM saved_jobs s JOIN recruitments r ON r.id = s.recruitment_id
           CROSS JOIN LATERAL jsonb_array_elements(r.details->'importantDates') e
           WHERE ${visibleRecruitment} AND e->>'kind' IN ('fee_last_date', 'admit_card') AND e ? 'date'
        ),
        due AS (
          SELECT dates.*, dates.day - today.d AS days_left,
                 CASE WHEN dates.day - today.d <= 1 THEN 1 ELSE 3 END AS step
            FROM dates, today
           WHERE dates.day - today.d BETWEEN 0 AND 3
        ),
        created AS (
          INSERT INTO notifications (user_id, kind, item_key, title, data, url)
          SELECT user_id, 'reminder', 'reminder:' || id || ':' || kind || ':' || day || ':' || step, title,
                 jsonb_build_object('dateKind', kind, 'daysLeft', days_left, 'date', day::text)
                   || jsonb_strip_nulls(jsonb_build_object('titleHi', nullif(title_hi, ''))),
                 '/jobs/' || slug
            FROM due
          ON CONFLICT (user_id, kind, item_key) DO NOTHING
          RETURNING id, user_id
        )
        SELECT created.id, created.user_id, coalesce(p.remind_by_email, false) AS email,
               coalesce(p.remind_by_push, false)
                 AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = created.user_id) AS push
          FROM created LEFT JOIN alert_preferences p ON p.user_id = created.user_id`;
      return await runOn(client, statement, (row) => ({
        id: row['id'] as string,
        userId: row['user_id'] as string,
        email: row['email'] as boolean,
        push: row['push'] as boolean,
      }));
    },

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
      const result = await client.query<DeliveryRow>(
        `SELECT n.id, n.user_id, n.kind, n.title, n.url, n.data, u.email, u.name,
                p.email_mode, p.push, p.remind_by_email, p.remind_by_push, p.notice_types,
                p.applied_by_email, p.applied_by_push, pr.preferred_language
           FROM notifications n JOIN "user" u ON u.id = n.user_id
           LEFT JOIN alert_preferences p ON p.user_id = n.user_id
           LEFT JOIN profiles pr ON pr.id = n.user_id
          WHERE n.id = $1`,
        [notificationId],
      );
      return result.rows[0];
    },

    /** Many notifications with their users' addresses and preferences: one query per delivery batch. */
    async forDeliveries(notificationIds: string[]) {
      const result = await db.$client.query<DeliveryRow>(
        `SELECT n.id, n.user_id, n.kind, n.title, n.url, n.data, u.email, u.name,
                p.email_mode, p.push, p.remind_by_email, p.remind_by_push, p.notice_types,
                p.applied_by_email, p.applied_by_push, pr.preferred_language
           FROM notifications n JOIN "user" u ON u.id = n.user_id
           LEFT JOIN alert_preferences p ON p.user_id = n.user_id
           LEFT JOIN profiles pr ON pr.id = n.user_id
          WHERE n.id = ANY($1::uuid[])`,
        [notificationIds],
      );
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

    // ── The notification centre.

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

    async nameOf(userId: string): Promise<string> {
      const result = await db.execute<{ name: string }>(sql`SELECT name FROM "user" WHERE id = ${userId}`);
      return result.rows[0]?.name ?? '';
    },

    // ── Web push subscriptions.

    async addPushSubscription(userId: string, sub: PushSubscriptionInput): Promise<void> {
      const values = { endpoint: sub.endpoint, userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async removePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async pushSubscriptionsOf(userId: string) {
      return await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** A subscription the push service says is gone (404/410). */
    async dropPushSubscription(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

/** Runs a Drizzle `sql` statement on a transaction's client. */
async function runOn<T>(
  client: pg.PoolClient,
  statement: ReturnType<typeof sql>,
  map: (row: Record<string, unknown>) => T,
): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const result = await client.query<Record<string, unknown>>(query.sql, query.params);
  return result.rows.map(map);
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
