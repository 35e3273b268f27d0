import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { retryOnDeadlock, type JobQueue } from '../../lib/job-queue.ts';
import { SMTP_POOL_CONNECTIONS } from '../mail/index.ts';

/** The names of the alert queues. */
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

/** A job of the deliver queue: one notification over one channel, or one user's digest. */
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

/** Delivery jobs queued per INSERT. */
export const INSERT_CHUNK = 2_000;
/** Fan-out jobs a worker takes per fetch (worked one after the other). */
const FANOUT_BATCH = 20;
/** Deliveries in flight per instance: one per pooled SMTP connection (a mail holds no database connection). */
export const DELIVERY_LANES = SMTP_POOL_CONNECTIONS;
/** Delivery jobs fetched at once: their bookkeeping is a few statements for the whole batch (decision 026). */
const DELIVERY_BATCH = 100;
/**
 * Retries of a failed delivery or queued mail, backing off from `retryDelay` (10 s) and doubling: 12
 * retries wait about 11 to 23 hours in all, so an SMTP server down for a night loses nothing.
 */
export const MAIL_RETRY_LIMIT = 12;

/** A delivery job of one instant alert or reminder mail (those go out in batches, with `deliverMails`). */
export type InstantMailJob = { channel: 'email'; userId: string; notificationId: string };
/** Whether a delivery job is an instant alert or reminder mail. */
export const isInstantMail = (job: DeliveryJob): job is InstantMailJob => job.channel === 'email' && !('digest' in job);

/** The work the queues' workers do: the alerts service's steps. */
type AlertJobs = {
  scan(requestId?: string): Promise<string[]>;
  fanOut(itemKey: string, log?: Logger): Promise<{ deliveries: number }>;
  runReminders(): Promise<number>;
  runDigest(mode: 'daily' | 'weekly'): Promise<number>;
  deliver(job: DeliveryJob): Promise<unknown>;
  deliverMails(jobs: Array<{ id: string; data: InstantMailJob }>): Promise<Array<{ id: string; error: string }>>;
};

/** The alert queues on the job queue: the kick after a publish, the workers and the schedules. */
export function createAlertQueues(deps: {
  queue: JobQueue;
  logger: Logger;
  deliveryExpireSeconds?: number;
  pollingIntervalSeconds?: number;
  deliveryRetryDelaySeconds?: number;
}) {
  const { queue, logger } = deps;

  // Work queued by this instance starts at once here (other instances find it at their next poll).
  const workers: Partial<Record<'scan' | 'fanout' | 'deliver', string>> = {};
  const wake = (name: keyof typeof workers) => {
    const id = workers[name];
    if (id) queue.notifyWorker(id);
  };

  /** The request id a job carries (the request that enqueued it), if it is one. */
  function jobRequestId(data: { requestId?: unknown } | undefined): string | undefined {
    return typeof data?.requestId === 'string' ? data.requestId : undefined;
  }

  /** The worker's logger for a job: its lines carry the enqueuing request's id (`reqId`, as the request's own). */
  function jobLogger(requestId: string | undefined): Logger {
    return requestId ? logger.child({ reqId: requestId }) : logger;
  }

  return {
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

    /** Registers the queues, their workers and the schedules. */
    async start(service: AlertJobs): Promise<void> {
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
}
