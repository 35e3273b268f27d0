import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { ANNOUNCED_NOTICE_TYPES, APPLIED_NOTICE_TYPES } from '@jobportal/shared';
import { eligibleForFacts, factsOfProfiles } from '../jobs/index.ts';
import { wantsChannel, type ChannelPreferences, type NotificationReason } from './alert-channels.ts';

const dialect = new PgDialect();

/** A notification row just created by a fan-out or a reminder scan, with the channels its user wants. */
export type CreatedNotification = { id: string; userId: string; email: boolean; push: boolean };

/** How many days before a date a reminder goes out: the 3-day one (2 or 3 days left), the 1-day one (0 or 1). */
export const REMINDER_DAYS = [3, 1] as const;
/** Timeline dates of a saved job that get reminders (besides the last date to apply). */
export const REMINDER_DATE_KINDS = ['last_date', 'fee_last_date', 'admit_card', 'objection_end'] as const;
/** The notice types that are announced (a new recruitment, type `job`, is announced as itself). */
const ANNOUNCED_NOTICES = ANNOUNCED_NOTICE_TYPES.filter((type) => type !== 'job');

const visibleRecruitment = sql`r.status IN ('published', 'scheduled') AND coalesce(r.published_at, r.publish_at) <= now()`;

/** The statements that create notifications: the fan-out of newly live items and the deadline reminders. */
export function createAlertFanoutRepository() {
  return {
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
            WHERE n.type = ANY ($1::text[])
              -- Exam dates go to the members who applied to their recruitment only.
              AND (n.type <> 'exam_date' OR n.recruitment_id IS NOT NULL)
              AND n.status IN ('published', 'scheduled')
              AND coalesce(n.publish_at, n.created_at) <= now()
              AND coalesce(n.publish_at, n.created_at) > now() - interval '2 days'
              AND (r.id IS NULL OR (r.status IN ('published', 'scheduled') AND coalesce(r.published_at, r.publish_at) <= now()))
         )
         INSERT INTO alert_fanouts (item_key) SELECT item_key FROM live
         ON CONFLICT DO NOTHING RETURNING item_key`,
        [ANNOUNCED_NOTICES],
      );
      return result.rows.map((row) => row.item_key);
    },

    /**
     * The fan-out: ONE statement matches every preference row against the item and creates the
     * notification rows (an existing one is left alone, so a retried fan-out creates nothing twice),
     * returning the new rows with the channels their users want right away.
     *
     * Members who recorded that they applied to the item's recruitment get its admit card, answer key,
     * result and exam date notices too, whatever their alert filters: one row per user and item either
     * way (a member both subscribed and applied gets one). Their rows carry `applied: 1`; mail and push
     * go out unless they turned off `applied_by_email` / `applied_by_push` (on by default, also for
     * users who never saved preferences). An exam date carries its calendar link.
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
        SELECT created.id, created.user_id, ${CHANNEL_COLUMNS},
               s.user_id IS NOT NULL AS subscribed, a.user_id IS NOT NULL AS applied,
               EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = created.user_id) AS has_push
          FROM created
          LEFT JOIN alert_preferences p ON p.user_id = created.user_id
          LEFT JOIN subscribers s ON s.user_id = created.user_id
          LEFT JOIN applicants a ON a.user_id = created.user_id`;
      return await runOn(client, statement, (row) =>
        created(row, { kind: 'alert', subscribed: row['subscribed'] as boolean, applied: row['applied'] as boolean }),
      );
    },

    /**
     * A changed answer key's news for the members whose score it moved (decision 040): a notification
     * each (one per member and key version), with the channels they want for the recruitments they
     * applied to ("applied" alerts: mail and push unless they turned them off).
     */
    async createScoreChanges(
      client: pg.PoolClient,
      rows: ReadonlyArray<{
        userId: string;
        itemKey: string;
        title: string;
        url: string;
        data: Record<string, number>;
      }>,
    ): Promise<CreatedNotification[]> {
      if (rows.length === 0) return [];
      const statement = sql`
        WITH created AS (
          INSERT INTO notifications (user_id, kind, item_key, title, data, url)
          SELECT u.user_id, 'score_changed', u.item_key, u.title, u.data, u.url
            FROM jsonb_to_recordset(${JSON.stringify(
              rows.map((row) => ({
                user_id: row.userId,
                item_key: row.itemKey,
                title: row.title,
                data: row.data,
                url: row.url,
              })),
            )}::jsonb) AS u(user_id text, item_key text, title text, data jsonb, url text)
          ON CONFLICT (user_id, kind, item_key) DO NOTHING
          RETURNING id, user_id
        )
        SELECT created.id, created.user_id, ${CHANNEL_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = created.user_id) AS has_push
          FROM created LEFT JOIN alert_preferences p ON p.user_id = created.user_id`;
      return await runOn(client, statement, (row) => created(row, { kind: 'alert', subscribed: false, applied: true }));
    },

    /**
     * Deadline reminders for saved jobs: ONE statement creates a notification per saved job and timeline
     * date (last date, fee last date, admit card) that is 3 days away (2–3 days left) or 1 day away (0–1),
     * dates read in India's time zone; and, for a member who checked their score on an answer key, its
     * objection window's last day, the day before (0–1 days left). The item key names the date and the
     * step, so each goes out once.
     */
    async createReminders(client: pg.PoolClient): Promise<CreatedNotification[]> {
      const statement = sql`
        WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d),
        dates AS (
          SELECT s.user_id, r.id, r.slug, r.title, r.title_hi, 'last_date'::text AS kind, r.last_date AS day,
                 '/jobs/' || r.slug AS url
            FROM saved_jobs s JOIN recruitments r ON r.id = s.recruitment_id
           WHERE ${visibleRecruitment} AND r.last_date IS NOT NULL
          UNION ALL
          SELECT s.user_id, r.id, r.slug, r.title, r.title_hi, e->>'kind', (e->>'date')::date, '/jobs/' || r.slug
            FROM saved_jobs s JOIN recruitments r ON r.id = s.recruitment_id
           CROSS JOIN LATERAL jsonb_array_elements(r.details->'importantDates') e
           WHERE ${visibleRecruitment} AND e->>'kind' IN ('fee_last_date', 'admit_card') AND e ? 'date'
          UNION ALL
          SELECT c.user_id, r.id, r.slug, r.title, r.title_hi, 'objection_end', n.objection_end,
                 '/answer-key/' || n.id || '/check'
            FROM answer_key_checks c JOIN notices n ON n.id = c.notice_id JOIN recruitments r ON r.id = n.recruitment_id
           WHERE ${visibleRecruitment} AND n.objection_end IS NOT NULL
        ),
        due AS (
          SELECT dates.*, dates.day - today.d AS days_left,
                 CASE WHEN dates.day - today.d <= 1 THEN 1 ELSE 3 END AS step
            FROM dates, today
           WHERE dates.day - today.d BETWEEN 0 AND CASE WHEN dates.kind = 'objection_end' THEN 1 ELSE 3 END
        ),
        created AS (
          INSERT INTO notifications (user_id, kind, item_key, title, data, url)
          SELECT user_id, 'reminder', 'reminder:' || id || ':' || kind || ':' || day || ':' || step, title,
                 jsonb_build_object('dateKind', kind, 'daysLeft', days_left, 'date', day::text)
                   || jsonb_strip_nulls(jsonb_build_object('titleHi', nullif(title_hi, ''))),
                 url
            FROM due
          ON CONFLICT (user_id, kind, item_key) DO NOTHING
          RETURNING id, user_id
        )
        SELECT created.id, created.user_id, ${CHANNEL_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = created.user_id) AS has_push
          FROM created LEFT JOIN alert_preferences p ON p.user_id = created.user_id`;
      return await runOn(client, statement, (row) => created(row, { kind: 'reminder' }));
    },
  };
}

/** Runs a Drizzle `sql` statement on a transaction's client. */
/** The member's channel switches (`p`: their alert_preferences row, if any). */
const CHANNEL_COLUMNS = sql.raw(
  'p.email_mode, p.push, p.remind_by_email, p.remind_by_push, p.applied_by_email, p.applied_by_push',
);

/** A created notification with the channels its member wants now (push only with a device to push to). */
function created(row: Record<string, unknown>, reason: NotificationReason): CreatedNotification {
  const preferences = row as ChannelPreferences;
  return {
    id: row['id'] as string,
    userId: row['user_id'] as string,
    email: wantsChannel('email', preferences, reason),
    push: Boolean(row['has_push']) && wantsChannel('push', preferences, reason),
  };
}

async function runOn<T>(
  client: pg.PoolClient,
  statement: ReturnType<typeof sql>,
  map: (row: Record<string, unknown>) => T,
): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const result = await client.query<Record<string, unknown>>(query.sql, query.params);
  return result.rows.map(map);
}

/** The notification-creating statements the fan-out service runs. */
export type AlertFanoutRepository = ReturnType<typeof createAlertFanoutRepository>;
