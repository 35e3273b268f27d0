import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { queueConnection, type JobQueue } from '../../lib/job-queue.ts';
import type { AlertFanoutRepository, CreatedNotification } from './alert-fanout.repository.ts';
import { ALERT_QUEUES, INSERT_CHUNK, type DeliveryJob } from './alert-queues.service.ts';
import { inTransaction } from './transaction.ts';

/** Newly live items and due reminders made into notifications, their deliveries queued in the same transaction. */
export function createAlertFanoutService(deps: {
  db: Database;
  alerts: AlertFanoutRepository;
  queue: JobQueue;
  events: DomainEvents;
  logger: Logger;
}) {
  const { db, alerts, queue, logger } = deps;

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

  function announce(created: CreatedNotification[]): void {
    if (created.length > 0)
      deps.events.emit('notifications.created', { userIds: [...new Set(created.map((row) => row.userId))] });
  }

  return {
    /** Claims newly live items and queues ONE fan-out job per item, in one transaction. */
    async scan(requestId?: string): Promise<string[]> {
      return await inTransaction(db, async (client) => {
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
      const created = await inTransaction(db, async (client) => {
        const rows = await alerts.fanOut(client, itemKey);
        const deliveries = await queueDeliveries(client, rows);
        return { rows, deliveries };
      });
      announce(created.rows);
      log.info({ itemKey, notifications: created.rows.length, deliveries: created.deliveries }, 'alert fan-out');
      return { notifications: created.rows.length, deliveries: created.deliveries };
    },

    /** Tells the members whose answer-key score a new key moved: notifications and their deliveries. */
    async notifyScoreChanges(rows: Parameters<AlertFanoutRepository['createScoreChanges']>[1]): Promise<number> {
      const created = await inTransaction(db, async (client) => {
        const made = await alerts.createScoreChanges(client, rows);
        await queueDeliveries(client, made);
        return made;
      });
      announce(created);
      return created.length;
    },

    /** Creates the due deadline reminders and queues their deliveries. */
    async runReminders(): Promise<number> {
      const created = await inTransaction(db, async (client) => {
        const rows = await alerts.createReminders(client);
        await queueDeliveries(client, rows);
        return rows;
      });
      announce(created);
      return created.length;
    },
  };
}
