import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { queueConnection, retryOnDeadlock, type JobQueue } from '../../lib/job-queue.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { SMTP_POOL_CONNECTIONS, type Mailer } from '../mail/mailer.ts';
import { alertLanguage, describe, digestMail, singleAlertMail } from './alert-mails.ts';
import type { AlertsRepository, CreatedNotification, DeliveryRow } from './alerts.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import type { PushSender } from './web-push.ts';

export const ALERT_QUEUES = {
  /** Finds recruitments and notices that went live and queues one fan-out per item. */
  scan: 'alerts-scan',
  /** One item: matches every preference in one statement, queues the per-user deliveries. */
  fanout: 'alerts-fanout',
  /** One message to one user over one channel. */
  deliver: 'alerts-deliver',
  /** Daily and weekly digests: one delivery per user in that mode (pg-boss keeps one schedule per queue). */
  digestDaily: 'alerts-digest-daily',
  digestWeekly: 'alerts-digest-weekly',
  /** Deadline reminders for saved jobs. */
  reminders: 'alerts-reminders',
} as const;

export type DeliveryJob =
  | { channel: 'email' | 'push'; userId: string; notificationId: string }
  | { channel: 'email'; userId: string; digest: 'daily' | 'weekly'; period: string };

/** Schedules (cron, UTC). Digests at 08:30 India time; the weekly one on Mondays. */
const SCHEDULES = [
  { queue: ALERT_QUEUES.scan, cron: '* * * * *', data: {} },
  { queue: ALERT_QUEUES.reminders, cron: '30 * * * *', data: {} },
  { queue: ALERT_QUEUES.digestDaily, cron: '0 3 * * *', data: {} },
  { queue: ALERT_QUEUES.digestWeekly, cron: '0 3 * * 1', data: {} },
];

const INSERT_CHUNK = 2_000;
/** Fan-out jobs a worker takes per fetch (worked one after the other). */
const FANOUT_BATCH = 20;
/** Deliveries in flight per instance: one per pooled SMTP connection (a mail holds no database connection). */
const DELIVERY_LANES = SMTP_POOL_CONNECTIONS;
/** Delivery jobs fetched at once: their bookkeeping is a few statements for the whole batch (decision 026). */
const DELIVERY_BATCH = 100;
/**
 * Retries of a failed delivery or queued mail, backing off from `retryDelay` (10 s) and doubling: 12
 * retries wait about 11 to 23 hours in all, so an SMTP server down for a night loses nothing.
 */
export const MAIL_RETRY_LIMIT = 12;

/** The same Message-ID for every send of one delivery (a retry after a lost "250" carries it again). */
export function messageIdFor(key: string, appUrl: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(appUrl).hostname}>`;
}

type InstantMailJob = { channel: 'email'; userId: string; notificationId: string };
const isInstantMail = (job: DeliveryJob): job is InstantMailJob => job.channel === 'email' && !('digest' in job);

/** Whether the user wants this notification by mail now (preferences are read at delivery time). */
const wantsInstantMail = (row: DeliveryRow): boolean => wantedOn('email', row);

/**
 * Whether the user wants this notification over this channel, by their preferences now. An alert
 * about a recruitment they applied to (`data.applied`) goes out unless they turned applied-job
 * mail/push off (no preference row: on), or when their own alert filters ask for that notice type.
 */
function wantedOn(channel: 'email' | 'push', row: DeliveryRow): boolean {
  if (row.kind === 'reminder') return Boolean(channel === 'email' ? row.remind_by_email : row.remind_by_push);
  const bySubscription = channel === 'email' ? row.email_mode === 'instant' : Boolean(row.push);
  if (!row.data['applied']) return bySubscription;
  const byApplied = (channel === 'email' ? row.applied_by_email : row.applied_by_push) ?? true;
  const subscribed = (row.notice_types ?? []).includes(String(row.data['noticeType']));
  return byApplied || (subscribed && bySubscription);
}

export type AlertsService = ReturnType<typeof createAlertsService>;

export function createAlertsService(deps: {
  db: Database;
  alerts: AlertsRepository;
  queue: JobQueue;
  mailer: Mailer;
  push: PushSender | undefined;
  appUrl: string;
  unsubscribeSecret: string;
  events: DomainEvents;
  logger: Logger;
  /** How long a delivery may run before another instance retries it (60 s; tests shorten it). */
  deliveryExpireSeconds?: number;
  /** How often idle workers look for jobs (1 s). */
  pollingIntervalSeconds?: number;
  /** First retry delay of a failed or expired job (10 s, then backing off; tests shorten it). */
  deliveryRetryDelaySeconds?: number;
  /** Deliveries in flight at once on this instance (DELIVERY_LANES; the killed-worker test uses 1). */
  deliveryLanes?: number;
}) {
  const { db, alerts, queue, mailer, logger } = deps;
  const unsubscribeUrl = (userId: string) =>
    `${deps.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(deps.unsubscribeSecret, userId))}`;

  async function inTransaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await db.$client.connect();
    try {
      await client.query('BEGIN');
      const result = await run(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Queues the deliveries of new notifications inside the transaction that created them. */
  async function queueDeliveries(client: pg.PoolClient, created: CreatedNotification[]): Promise<number> {
    const jobs: PgBoss.JobInsert<DeliveryJob>[] = [];
    for (const row of created) {
      if (row.email)
        jobs.push({
          name: ALERT_QUEUES.deliver,
          data: { channel: 'email', userId: row.userId, notificationId: row.id },
        });
      if (row.push)
        jobs.push({
          name: ALERT_QUEUES.deliver,
          data: { channel: 'push', userId: row.userId, notificationId: row.id },
        });
    }
    for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
      await queue.insert(jobs.slice(start, start + INSERT_CHUNK), { db: queueConnection(client) });
    }
    return jobs.length;
  }

  // Work queued by this instance starts at once here (other instances find it at their next poll).
  const workers: Partial<Record<'scan' | 'fanout' | 'deliver', string>> = {};
  const wake = (name: keyof typeof workers) => {
    const id = workers[name];
    if (id) queue.notifyWorker(id);
  };

  function announce(created: CreatedNotification[]): void {
    if (created.length > 0)
      deps.events.emit('notifications.created', { userIds: [...new Set(created.map((row) => row.userId))] });
  }

  const service = {
    /**
     * Something was published (or may have been): look for newly live items soon. Never throws.
     * `requestId`: the request that published, named in the log lines of the jobs that follow from it.
     */
    kick(requestId?: string): void {
      queue
        .send(ALERT_QUEUES.scan, requestId ? { requestId } : {})
        .then(() => wake('scan'))
        .catch((error: unknown) => logger.error({ err: error }, 'alerts scan not queued'));
    },

    /** Claims newly live items and queues ONE fan-out job per item, in one transaction. */
    async scan(requestId?: string): Promise<string[]> {
      return await inTransaction(async (client) => {
        const items = await alerts.claimNewlyLive(client);
        if (items.length > 0) {
          await queue.insert(
            items.map((itemKey) => ({
              name: ALERT_QUEUES.fanout,
              data: { itemKey, ...(requestId ? { requestId } : {}) },
              singletonKey: itemKey,
            })),
            { db: queueConnection(client) },
          );
        }
        return items;
      });
    },

    /**
     * One item: the notification rows (one INSERT … SELECT from the preferences) and the delivery jobs
     * commit together; a retry finds the rows there and queues nothing twice.
     */
    async fanOut(itemKey: string, log: Logger = logger): Promise<{ notifications: number; deliveries: number }> {
      const created = await inTransaction(async (client) => {
        const rows = await alerts.fanOut(client, itemKey);
        const deliveries = await queueDeliveries(client, rows);
        return { rows, deliveries };
      });
      announce(created.rows);
      log.info({ itemKey, notifications: created.rows.length, deliveries: created.deliveries }, 'alert fan-out');
      return { notifications: created.rows.length, deliveries: created.deliveries };
    },

    /** Creates the due deadline reminders and queues their deliveries. */
    async runReminders(): Promise<number> {
      const created = await inTransaction(async (client) => {
        const rows = await alerts.createReminders(client);
        await queueDeliveries(client, rows);
        return rows;
      });
      announce(created);
      return created.length;
    },

    /** Queues one digest delivery per user in this mode with alerts not mailed yet. */
    async runDigest(mode: 'daily' | 'weekly'): Promise<number> {
      const users = await alerts.digestRecipients(mode);
      const period = new Date().toISOString().slice(0, 10);
      const jobs = users.map((userId) => ({
        name: ALERT_QUEUES.deliver,
        data: { channel: 'email', userId, digest: mode, period } satisfies DeliveryJob,
      }));
      for (let start = 0; start < jobs.length; start += INSERT_CHUNK)
        await queue.insert(jobs.slice(start, start + INSERT_CHUNK));
      return users.length;
    },

    /**
     * One delivery, exactly once per idempotency key (user × item × channel). The key row is inserted in
     * the same transaction that then sends and commits:
     * - a retry after a commit finds the key and sends nothing;
     * - a concurrent run of the same job (an expired job retried elsewhere while the first still runs)
     *   waits on the key's row lock, then finds it committed and sends nothing;
     * - a send that throws rolls back (the key is gone) and the job queue retries it later;
     * - a process that dies before the commit leaves no key, so the retry sends: nothing is lost. The one
     *   window for a duplicate is a death between the SMTP server's "250 OK" and our COMMIT (milliseconds).
     */
    async deliver(job: DeliveryJob): Promise<'sent' | 'duplicate' | 'skipped'> {
      if ('digest' in job) {
        const key = `${job.userId}:digest-${job.digest}-${job.period}:email`;
        return await inTransaction(async (client) => {
          if (!(await alerts.claimDelivery(client, key, job.userId, 'email'))) return 'duplicate';
          const user = await alerts.userForDigest(client, job.userId);
          const items = user?.email_mode === job.digest ? await alerts.takeUndigested(client, job.userId) : [];
          if (!user || items.length === 0) {
            await alerts.deliverySent(client, key, 'skipped');
            return 'skipped';
          }
          const mails = items.map((item) => ({ ...item, kind: 'alert' }));
          await mailer.deliver({
            ...digestMail(
              user.email,
              deps.appUrl,
              job.digest,
              mails,
              unsubscribeUrl(job.userId),
              alertLanguage(user.preferred_language),
            ),
            messageId: messageIdFor(key, deps.appUrl),
          });
          await alerts.deliverySent(client, key);
          return 'sent';
        });
      }
      return await inTransaction(async (client) => {
        await client.query(`SET LOCAL lock_timeout = '30s'`);
        const row = await alerts.forDelivery(client, job.notificationId);
        if (!row) return 'skipped';
        const key = `${row.user_id}:${row.kind}:${job.notificationId}:${job.channel}`;
        if (!(await alerts.claimDelivery(client, key, row.user_id, job.channel))) return 'duplicate';
        // Preferences may have changed since the fan-out (an unsubscribe in between): read them now.
        const wanted = wantedOn(job.channel, row);
        if (!wanted) {
          await alerts.deliverySent(client, key, 'skipped');
          return 'skipped';
        }
        const item = { kind: row.kind, title: row.title, url: row.url, data: row.data };
        if (job.channel === 'email') {
          await mailer.deliver({ ...instantMail(row), messageId: messageIdFor(key, deps.appUrl) });
          await alerts.markDigested(client, row.id);
        } else {
          await pushToAll(row.user_id, {
            title: 'JobPortal',
            body: describe(item, alertLanguage(row.preferred_language)),
            url: row.url,
          });
        }
        await alerts.deliverySent(client, key);
        return 'sent';
      });
    },

    /**
     * The instant alert and reminder mails of one fetched batch of jobs, with the bookkeeping done per
     * batch, not per mail (decision 026): one query reads every notification, one committed statement
     * claims every idempotency key (`sending`), the mails go out over the pooled SMTP transport, several
     * in flight, and the accepted ones are recorded `sent` in one statement per flush (a flush starts as
     * soon as a mail is accepted and none is running, so under load each records the mails accepted
     * during the previous one). Returns the jobs that must be retried, with why.
     *
     * Exactly once: a key recorded `sent` or `skipped` is never sent again; a failed send gives its claim
     * back and its job is retried. A claim still `sending` after the lease (the delivery expiry, 60 s)
     * belongs to an instance that died, and is sent again. What can go twice, at worst: the mails an
     * instance had handed to the SMTP server but not yet recorded when it died (those in flight and
     * those waiting for the running flush: a few tens of milliseconds' worth), or a mail whose "250" was
     * lost on the way back. Either is sent again with the same Message-ID. A live instance never sends
     * a claim older than half the lease, so no two live instances send the same key.
     */
    async deliverMails(
      jobs: Array<{ id: string; data: InstantMailJob }>,
    ): Promise<Array<{ id: string; error: string }>> {
      const leaseSeconds = deps.deliveryExpireSeconds ?? 60;
      const retry: Array<{ id: string; error: string }> = [];
      if (jobs.length === 0) return retry;
      const rows = new Map(
        (await alerts.forDeliveries([...new Set(jobs.map((job) => job.data.notificationId))])).map((row) => [
          row.id,
          row,
        ]),
      );
      const planned = new Map<string, { jobIds: string[]; row: DeliveryRow; wanted: boolean }>();
      for (const job of jobs) {
        const row = rows.get(job.data.notificationId);
        if (!row) continue; // the notification is gone (its user deleted): nothing to send
        const key = `${row.user_id}:${row.kind}:${row.id}:email`;
        const plan = planned.get(key);
        if (plan) plan.jobIds.push(job.id);
        else planned.set(key, { jobIds: [job.id], row, wanted: Boolean(wantsInstantMail(row)) });
      }
      const claimedAt = Date.now();
      const claims = [...planned].map(([key, plan]) => ({
        key,
        userId: plan.row.user_id,
        channel: 'email' as const,
        skip: !plan.wanted,
      }));
      const claimed = await alerts.claimDeliveries(claims, leaseSeconds);
      // A key another live instance is sending right now: its job comes back later to see how that ended.
      const elsewhere = await alerts.stillSending(
        claims.filter((claim) => !claim.skip && !claimed.has(claim.key)).map((claim) => claim.key),
      );
      for (const key of elsewhere)
        for (const id of planned.get(key)!.jobIds) retry.push({ id, error: 'delivery in progress elsewhere' });

      const toSend = [...claimed].map((key) => ({ key, ...planned.get(key)! }));
      const accepted: Array<{ key: string; notificationId: string }> = [];
      const released: string[] = [];
      let flushing: Promise<void> | undefined;
      let flushError: unknown;
      const flush = (): void => {
        if (flushing || accepted.length === 0) return;
        const chunk = accepted.splice(0);
        flushing = alerts
          .deliveriesSent(
            chunk.map((mail) => mail.key),
            chunk.map((mail) => mail.notificationId),
          )
          .catch((error: unknown) => {
            flushError = error;
            accepted.push(...chunk);
          })
          .finally(() => {
            flushing = undefined;
            if (!flushError) flush();
          });
      };
      const lane = async (): Promise<void> => {
        for (let mail = toSend.shift(); mail; mail = toSend.shift()) {
          // Past half the lease, another instance may soon take this claim over: give it back instead.
          if (Date.now() - claimedAt > (leaseSeconds * 1000) / 2) {
            released.push(mail.key);
            for (const id of mail.jobIds) retry.push({ id, error: 'delivery batch ran out of time' });
            continue;
          }
          try {
            await mailer.deliver({ ...instantMail(mail.row), messageId: messageIdFor(mail.key, deps.appUrl) });
            accepted.push({ key: mail.key, notificationId: mail.row.id });
            flush();
          } catch (error) {
            released.push(mail.key);
            const message = error instanceof Error ? error.message : String(error);
            for (const id of mail.jobIds) retry.push({ id, error: message });
          }
        }
      };
      await Promise.all(Array.from({ length: deps.deliveryLanes ?? DELIVERY_LANES }, lane));
      while (flushing) await flushing;
      if (flushError) {
        // Sent but not recorded: the claims stay `sending`, so nothing is sent twice unless the lease
        // runs out first. One more try now; the jobs complete either way (the mails did go out).
        flushError = undefined;
        flush();
        while (flushing) await flushing;
        if (flushError) logger.error({ err: flushError }, 'alert mails sent but not recorded');
      }
      await alerts.releaseDeliveries(released);
      return retry;
    },

    /** Registers the queues, their workers and the schedules. */
    async start(): Promise<void> {
      const expireInSeconds = deps.deliveryExpireSeconds ?? 60;
      for (const name of Object.values(ALERT_QUEUES)) {
        const options: PgBoss.Queue = {
          name,
          // Scans: at most one waiting (a burst of publishes queues one); the others: as many as sent.
          policy: name === ALERT_QUEUES.fanout || name === ALERT_QUEUES.deliver ? 'standard' : 'short',
          retryLimit: name === ALERT_QUEUES.deliver ? MAIL_RETRY_LIMIT : 5,
          retryDelay: deps.deliveryRetryDelaySeconds ?? 10,
          retryBackoff: true,
          expireInSeconds: name === ALERT_QUEUES.deliver ? expireInSeconds : 300,
        };
        // createQueue leaves an existing queue as it was: updateQueue brings its retries up to date.
        await retryOnDeadlock(() => queue.createQueue(name, options));
        await retryOnDeadlock(() => queue.updateQueue(name, options));
      }
      const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 1;
      const onJobError = (name: string) => (error: unknown) =>
        logger.error({ err: error, queue: name }, 'alert job failed');
      workers.scan = await queue.work<{ requestId?: string }>(
        ALERT_QUEUES.scan,
        { pollingIntervalSeconds },
        async ([job]) => {
          const requestId = jobRequestId(job?.data);
          const items = await service.scan(requestId);
          if (items.length > 0) jobLogger(requestId).info({ items: items.length }, 'alerts scan');
          if (items.length > 0) wake('fanout');
        },
      );
      // Fan-outs a batch at a time, one after the other: a burst of items going live together (an
      // import, the demo content of a fresh install) is not worked through at one item per poll, ahead
      // of a notice published meanwhile. A failed one fails alone (and is retried), the rest complete.
      // Each logs with the id of the request that enqueued it.
      workers.fanout = await queue.work<{ itemKey: string; requestId?: string }>(
        ALERT_QUEUES.fanout,
        { pollingIntervalSeconds, batchSize: FANOUT_BATCH },
        async (jobs) => {
          let deliveries = 0;
          for (const job of jobs) {
            const log = jobLogger(jobRequestId(job.data));
            try {
              deliveries += (await service.fanOut(job.data.itemKey, log)).deliveries;
            } catch (error) {
              onJobError(ALERT_QUEUES.fanout)(error);
              await queue.fail(ALERT_QUEUES.fanout, job.id, {
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }
          if (deliveries > 0) wake('deliver');
        },
      );
      await queue.work(ALERT_QUEUES.reminders, { pollingIntervalSeconds }, async () => {
        if ((await service.runReminders()) > 0) wake('deliver');
      });
      await queue.work(ALERT_QUEUES.digestDaily, { pollingIntervalSeconds }, async () => {
        await service.runDigest('daily');
      });
      await queue.work(ALERT_QUEUES.digestWeekly, { pollingIntervalSeconds }, async () => {
        await service.runDigest('weekly');
      });
      // Deliveries in batches: instant mails with their bookkeeping per batch (`deliverMails`), the rest
      // (digests, pushes) one transaction each, a few at a time. A failed one fails alone (and is
      // retried), the rest complete when the batch does.
      workers.deliver = await queue.work<DeliveryJob>(
        ALERT_QUEUES.deliver,
        { pollingIntervalSeconds, batchSize: DELIVERY_BATCH },
        async (jobs) => {
          const failJob = async (id: string, message: string) =>
            queue
              .fail(ALERT_QUEUES.deliver, id, { message })
              .catch((error: unknown) => onJobError(ALERT_QUEUES.deliver)(error));
          const mails = jobs.filter((job): job is PgBoss.Job<InstantMailJob> => isInstantMail(job.data));
          const pending = jobs.filter((job) => !isInstantMail(job.data));
          const runOne = async (): Promise<void> => {
            for (let job = pending.shift(); job; job = pending.shift()) {
              try {
                await service.deliver(job.data);
              } catch (error) {
                onJobError(ALERT_QUEUES.deliver)(error);
                await failJob(job.id, error instanceof Error ? error.message : String(error));
              }
            }
          };
          const batch = async (): Promise<void> => {
            try {
              const retry = await service.deliverMails(mails);
              if (retry.length > 0)
                logger.warn({ jobs: retry.length, reason: retry[0]!.error }, 'alert mails to retry');
              for (const { id, error } of retry) await failJob(id, error);
            } catch (error) {
              // The batch's bookkeeping failed before anything was sent (claims not made): retry them all.
              onJobError(ALERT_QUEUES.deliver)(error);
              for (const job of mails) await failJob(job.id, error instanceof Error ? error.message : String(error));
            }
          };
          await Promise.all([batch(), ...Array.from({ length: Math.min(pending.length, DELIVERY_LANES) }, runOne)]);
        },
      );
      for (const schedule of SCHEDULES) {
        await retryOnDeadlock(() => queue.schedule(schedule.queue, schedule.cron, schedule.data));
      }
    },
  };

  function instantMail(row: DeliveryRow) {
    return singleAlertMail(
      row.email,
      deps.appUrl,
      { kind: row.kind, title: row.title, url: row.url, data: row.data },
      unsubscribeUrl(row.user_id),
      alertLanguage(row.preferred_language),
    );
  }

  /** The request id a job carries (the request that enqueued it), if it is one. */
  function jobRequestId(data: { requestId?: unknown } | undefined): string | undefined {
    return typeof data?.requestId === 'string' ? data.requestId : undefined;
  }

  /** The worker's logger for a job: its lines carry the enqueuing request's id (`reqId`, as the request's own). */
  function jobLogger(requestId: string | undefined): Logger {
    return requestId ? logger.child({ reqId: requestId }) : logger;
  }

  async function pushToAll(userId: string, payload: { title: string; body: string; url: string }): Promise<void> {
    if (!deps.push) throw new Error('web push is not configured');
    const targets = await alerts.pushSubscriptionsOf(userId);
    let failure: unknown;
    for (const target of targets) {
      try {
        if ((await deps.push.send(target, payload)) === 'gone') await alerts.dropPushSubscription(target.endpoint);
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
  }

  return service;
}
