import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mail, Mailer } from '../mail/index.ts';
import { alertLanguage, describe, digestMail, singleAlertMail } from './alert-mails.ts';
import type { AlertDeliveriesRepository, DeliveryRow } from './alert-deliveries.repository.ts';
import { ALERT_QUEUES, INSERT_CHUNK, type DeliveryJob } from './alert-queues.service.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { inTransaction } from './transaction.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import type { PushSender } from './web-push.ts';
import { wantsChannel, type NotificationReason } from './alert-channels.ts';

/** The same Message-ID for every send of one delivery (a retry after a lost "250" carries it again). */
export function messageIdFor(key: string, appUrl: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(appUrl).hostname}>`;
}

/** Whether the user wants this notification by mail now (preferences are read at delivery time). */
export const wantsInstantMail = (row: DeliveryRow): boolean => wantsChannel('email', row, reasonOf(row));

/**
 * Why the member has this notification, as far as their preferences now can tell: an applicant's alert
 * (`data.applied`) counts as subscribed too while their alert filters still ask for its notice type.
 */
function reasonOf(row: DeliveryRow): NotificationReason {
  if (row.kind === 'reminder') return { kind: 'reminder' };
  const applied = Boolean(row.data['applied']);
  const subscribed = !applied || (row.notice_types ?? []).includes(String(row.data['noticeType']));
  return { kind: 'alert', subscribed, applied };
}

/** The link in a user's alert mails that unsubscribes them without signing in. */
export function unsubscribeUrl(appUrl: string, unsubscribeSecret: string, userId: string): string {
  return `${appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(unsubscribeSecret, userId))}`;
}

/** The instant alert or reminder mail of one notification, in its user's language. */
export function instantMail(row: DeliveryRow, appUrl: string, unsubscribeSecret: string): Mail {
  return singleAlertMail(
    row.email,
    appUrl,
    { kind: row.kind, title: row.title, url: row.url, data: row.data },
    unsubscribeUrl(appUrl, unsubscribeSecret, row.user_id),
    alertLanguage(row.preferred_language),
  );
}

/** Digests and single deliveries (a push, or a mail outside a batch), each sent exactly once. */
export function createAlertDeliveryService(deps: {
  db: Database;
  alerts: AlertDeliveriesRepository & PushSubscriptionsRepository;
  queue: JobQueue;
  mailer: Mailer;
  push: PushSender | undefined;
  appUrl: string;
  unsubscribeSecret: string;
}) {
  const { db, alerts, queue, mailer } = deps;

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

  return {
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
        return await inTransaction(db, async (client) => {
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
              unsubscribeUrl(deps.appUrl, deps.unsubscribeSecret, job.userId),
              alertLanguage(user.preferred_language),
            ),
            messageId: messageIdFor(key, deps.appUrl),
          });
          await alerts.deliverySent(client, key);
          return 'sent';
        });
      }
      return await inTransaction(db, async (client) => {
        await client.query(`SET LOCAL lock_timeout = '30s'`);
        const row = await alerts.forDelivery(client, job.notificationId);
        if (!row) return 'skipped';
        const key = `${row.user_id}:${row.kind}:${job.notificationId}:${job.channel}`;
        if (!(await alerts.claimDelivery(client, key, row.user_id, job.channel))) return 'duplicate';
        // Preferences may have changed since the fan-out (an unsubscribe in between): read them now.
        const wanted = wantsChannel(job.channel, row, reasonOf(row));
        if (!wanted) {
          await alerts.deliverySent(client, key, 'skipped');
          return 'skipped';
        }
        const item = { kind: row.kind, title: row.title, url: row.url, data: row.data };
        if (job.channel === 'email') {
          await mailer.deliver({
            ...instantMail(row, deps.appUrl, deps.unsubscribeSecret),
            messageId: messageIdFor(key, deps.appUrl),
          });
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
  };
}
