import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import type { AppDependencies } from '../app.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import { createAlertsRepository } from '../modules/alerts/alerts.repository.ts';
import { alertsRoutes } from '../modules/alerts/alerts.routes.ts';
import { createAlertsService } from '../modules/alerts/alerts.service.ts';
import { startNotificationListeners } from '../modules/alerts/notification-listeners.ts';
import type { Guards } from '../modules/auth/auth.guard.ts';
import type { PersonalParts } from '../modules/documents/personal-parts.ts';
import type { Mailer } from '../modules/mail/mailer.ts';

/** Alerts: their routes, the queue's fan-out and delivery workers (with a job queue), notification listeners. */
export async function startAlerts(
  app: FastifyInstance,
  deps: Pick<
    AppDependencies,
    | 'config'
    | 'db'
    | 'authSecret'
    | 'queue'
    | 'push'
    | 'alertsSecret'
    | 'alertDeliveryExpireSeconds'
    | 'alertPollingSeconds'
    | 'mailRetryDelaySeconds'
  > & {
    guards: Guards;
    mailer: Mailer;
    events: DomainEvents;
    logger: pino.Logger;
    personalParts: PersonalParts;
  },
) {
  const { config, db, events, logger } = deps;
  // Alerts: publishing kicks a scan on the job queue; the queue's workers fan out and deliver.
  const alerts = createAlertsRepository(db);
  const alertsSecret =
    deps.alertsSecret ?? createHmac('sha256', deps.authSecret).update('alerts-unsubscribe').digest('base64url');
  const alertsService = deps.queue
    ? createAlertsService({
        db,
        alerts,
        queue: deps.queue,
        mailer: deps.mailer,
        push: deps.push,
        appUrl: config.appUrl,
        unsubscribeSecret: alertsSecret,
        events,
        logger,
        ...(deps.alertDeliveryExpireSeconds ? { deliveryExpireSeconds: deps.alertDeliveryExpireSeconds } : {}),
        ...(deps.alertPollingSeconds ? { pollingIntervalSeconds: deps.alertPollingSeconds } : {}),
        ...(deps.mailRetryDelaySeconds ? { deliveryRetryDelaySeconds: deps.mailRetryDelaySeconds } : {}),
      })
    : undefined;
  await alertsService?.start();
  // Content written by an admin may have published something: the scan finds out what, and fans it out.
  const stopKicks = events.on('content.changed', ({ requestId }) => alertsService?.kick(requestId));
  await app.register(
    alertsRoutes({
      alerts,
      service: alertsService,
      guards: deps.guards,
      push: deps.push,
      unsubscribeSecret: alertsSecret,
      pushServiceHosts: config.pushServiceHosts,
      devRoutes: config.nodeEnv !== 'production',
      personalParts: deps.personalParts,
    }),
  );
  const stopNotificationListeners = startNotificationListeners(
    events,
    alerts,
    (error) => logger.error({ err: error }, 'notification not created'),
    alertsService?.notifyScoreChanges,
  );
  app.addHook('preClose', async () => {
    stopKicks();
    stopNotificationListeners();
  });
  return alertsService;
}
