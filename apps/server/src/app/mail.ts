import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import type { AppDependencies } from '../app.ts';
import type { Metrics } from '../lib/metrics.ts';
import { startMailQueue } from '../modules/mail/mail-queue.ts';
import { createMailer, type Mailer } from '../modules/mail/mailer.ts';

/** The app's mailer (given, SMTP or the development outbox), queued when there is a job queue; closed with the app. */
export async function startMailer(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'mailer' | 'queue' | 'mailRetryDelaySeconds' | 'alertPollingSeconds'> & {
    logger: pino.Logger;
    metrics: Metrics;
  },
): Promise<Mailer> {
  const { config, logger, metrics } = deps;
  const directMailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      production: config.nodeEnv === 'production',
      logger,
      onResult: (ok) => metrics.mailSent(ok),
    });
  // Over SMTP with a job queue, confirmation and reset mails wait in the queue while SMTP is down
  // (decision 026); the development outbox keeps them at once.
  const mailer =
    deps.queue && config.smtpUrl && !directMailer.outbox
      ? await startMailQueue({
          queue: deps.queue,
          mailer: directMailer,
          appUrl: config.appUrl,
          logger,
          ...(deps.mailRetryDelaySeconds ? { retryDelaySeconds: deps.mailRetryDelaySeconds } : {}),
          ...(deps.alertPollingSeconds ? { pollingIntervalSeconds: deps.alertPollingSeconds } : {}),
        })
      : directMailer;
  app.addHook('onClose', () => mailer.close());
  return mailer;
}
