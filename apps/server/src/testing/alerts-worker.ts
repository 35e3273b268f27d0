/**
 * One app instance's alert workers, as a process of its own, for the killed-worker test
 * (modules/alerts/job-queue.test.ts). The mail to STUCK_EMAIL hangs after its idempotency key was
 * claimed, so the test can kill the process with a delivery half done. Prints `stuck` then.
 *
 * One delivery at a time: when the stuck one hangs, no other delivery of this process is between the
 * SMTP server's acceptance and its record as sent, the one window in which a death can duplicate a mail
 * (see `deliverMails` in alert-mail-batches.service.ts and decision 026). With six in flight, a kill on a loaded
 * machine sometimes landed in that window of another mail, and the test saw that duplicate.
 */
import pino from 'pino';
import { createDatabase } from '../db/client.ts';
import { createDomainEvents } from '../lib/domain-events.ts';
import { startJobQueue } from '../lib/job-queue.ts';
import { createAlertsRepository } from '../modules/alerts/alerts.repository.ts';
import { createAlertsService } from '../modules/alerts/alerts.service.ts';
import { createSmtpMailer } from '../modules/mail/mailer.ts';

const env = process.env as Record<string, string>;
const logger = pino({ level: 'silent' });
const db = createDatabase(env['DATABASE_URL']!, { max: 6 });
const queue = await startJobQueue({
  databaseUrl: env['DATABASE_URL']!,
  logger,
  max: 3,
  schedule: false,
  maintenanceIntervalSeconds: 1,
});
const smtp = createSmtpMailer({ url: env['SMTP_URL']!, from: 'JobPortal <no-reply@localhost>', logger });
const service = createAlertsService({
  db,
  alerts: createAlertsRepository(db),
  queue,
  mailer: {
    ...smtp,
    async deliver(mail) {
      if (mail.to === env['STUCK_EMAIL']) {
        process.stdout.write('stuck\n');
        await new Promise(() => undefined);
      }
      await smtp.deliver(mail);
    },
  },
  push: undefined,
  appUrl: 'http://localhost:3000',
  unsubscribeSecret: 'secret',
  events: createDomainEvents(() => undefined),
  logger,
  deliveryExpireSeconds: 2,
  pollingIntervalSeconds: 0.5,
  deliveryRetryDelaySeconds: 1,
  deliveryLanes: 1,
});
await service.start();
process.stdout.write('ready\n');
