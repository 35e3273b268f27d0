import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { retryOnDeadlock, type JobQueue } from '../../lib/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/** The queue of confirmation and reset mails (decision 026). */
export const MAIL_QUEUE = 'mail-send';
/** Retries of a queued mail, backing off from `retryDelaySeconds` (10 s), doubling: about 11 to 23 hours in all. */
export const QUEUED_MAIL_RETRY_LIMIT = 12;
const MAILS_PER_FETCH = 20;

type QueuedMail = Mail & { messageId: string };

/**
 * Confirmation and reset mails through the job queue, so an SMTP server that is down loses none
 * (decision 026). `send` stores the mail as a pg-boss job and returns at once (a sign-up never waits
 * for, or fails on, SMTP); a worker hands it to the SMTP server, and a send that fails is retried with
 * backoff, by whichever instance fetches it next. Once the server took the mail, its job is deleted
 * (the mail holds a one-time link, which should not stay in the queue's archive). Each mail gets its
 * Message-ID when it is queued: sent again after a lost "250" or a crash between the "250" and the
 * deletion, it carries the same one. If the queue cannot take the mail (the database is down), the
 * mail is sent at once by `mailer.send`, which retries it a few times in this process.
 */
export async function startMailQueue(deps: {
  queue: JobQueue;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** First retry delay (10 s, then doubling; tests shorten it). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for mail (1 s). */
  pollingIntervalSeconds?: number;
  /** How long one send may run before another instance retries it (60 s). */
  expireInSeconds?: number;
}): Promise<Mailer> {
  const { queue, mailer, logger } = deps;
  const host = new URL(deps.appUrl).hostname;
  const options: PgBoss.Queue = {
    name: MAIL_QUEUE,
    policy: 'standard',
    retryLimit: QUEUED_MAIL_RETRY_LIMIT,
    retryDelay: deps.retryDelaySeconds ?? 10,
    retryBackoff: true,
    expireInSeconds: deps.expireInSeconds ?? 60,
  };
  await retryOnDeadlock(() => queue.createQueue(MAIL_QUEUE, options));
  await retryOnDeadlock(() => queue.updateQueue(MAIL_QUEUE, options));

  const worker = await queue.work<QueuedMail>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1, batchSize: MAILS_PER_FETCH },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await mailer.deliver(job.data);
          } catch (error) {
            // The address and the subject only: the body holds a one-time link.
            logger.warn({ err: error, to: job.data.to }, 'queued mail not sent; retried later');
            await queue
              .fail(MAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) })
              .catch((failError: unknown) => logger.error({ err: failError }, 'queued mail not marked failed'));
            return;
          }
          logger.info({ to: job.data.to, subject: job.data.subject }, 'mail sent');
          await queue
            .deleteJob(MAIL_QUEUE, job.id)
            .catch((error: unknown) => logger.error({ err: error }, 'sent mail not removed from the queue'));
        }),
      );
    },
  );

  return {
    async send(mail) {
      const queued: QueuedMail = { ...mail, messageId: mail.messageId ?? `<${randomUUID()}@${host}>` };
      try {
        await queue.send(MAIL_QUEUE, queued);
        queue.notifyWorker(worker);
      } catch (error) {
        logger.error({ err: error, to: mail.to }, 'mail not queued; sending it directly');
        await mailer.send(queued);
      }
    },
    deliver: (mail) => mailer.deliver(mail),
    ...(mailer.outbox ? { outbox: mailer.outbox } : {}),
    close: () => mailer.close(),
  };
}
