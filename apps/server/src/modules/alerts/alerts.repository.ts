import type { Database } from '../../db/client.ts';
import { createAlertDeliveriesRepository } from './alert-deliveries.repository.ts';
import { createAlertFanoutRepository } from './alert-fanout.repository.ts';
import { createAlertMailBatchesRepository } from './alert-mail-batches.repository.ts';
import { createAlertPreferencesRepository } from './alert-preferences.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** Everything alerts store: preferences, notifications, their deliveries and push subscriptions. */
export function createAlertsRepository(db: Database) {
  return {
    ...createAlertPreferencesRepository(db),
    ...createAlertFanoutRepository(),
    ...createAlertDeliveriesRepository(db),
    ...createAlertMailBatchesRepository(db),
    ...createNotificationsRepository(db),
    ...createPushSubscriptionsRepository(db),
  };
}

/** The alerts repository the routes, the service and the notification listeners are given. */
export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
