import webpush from 'web-push';
import type { PushPayload } from '@jobportal/shared';
import { loadOrCreateSecretWith } from '../../config/secrets.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Sends web push messages; one interface so tests can watch what would be pushed. */
export type PushSender = {
  publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (404/410). */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'>;
};

/** The VAPID key pair, generated once into `DATA_DIR/secrets/vapid-keys` (JSON, mode 0600). */
export async function loadVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const raw = await loadOrCreateSecretWith(dataDir, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(raw) as { publicKey: string; privateKey: string };
}

export function createWebPushSender(keys: { publicKey: string; privateKey: string }, appUrl: string): PushSender {
  const subject = appUrl.startsWith('https:') ? appUrl : `mailto:alerts@${new URL(appUrl).hostname}`;
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 60 * 60 },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
