import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Mailer } from '../mail/index.ts';
import { createAlertDeliveryService } from './alert-delivery.service.ts';
import { createAlertFanoutService } from './alert-fanout.service.ts';
import { createAlertMailBatchesService } from './alert-mail-batches.service.ts';
import { createAlertQueues } from './alert-queues.service.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { PushSender } from './web-push.ts';

export type AlertsService = ReturnType<typeof createAlertsService>;

/** Alerts on the job queue: the scan after a publish, fan-outs, reminders, digests and deliveries. */
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
  const queues = createAlertQueues(deps);
  const service = {
    kick: queues.kick,
    ...createAlertFanoutService(deps),
    ...createAlertDeliveryService(deps),
    ...createAlertMailBatchesService(deps),
    start: (): Promise<void> => queues.start(service),
  };
  return service;
}
