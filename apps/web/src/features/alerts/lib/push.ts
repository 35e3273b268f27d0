import type { z } from 'zod';
import type { pushPublicKey } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type PushSetup = 'subscribed' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (only ever called from the user turning push on, never on page load), subscribes
 * this browser with the server's VAPID key and registers the subscription.
 */
export async function enablePush(): Promise<PushSetup> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await apiRequest<typeof pushPublicKey>('/api/push/public-key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiRequest<z.ZodUnknown>('/api/push/subscriptions', { method: 'POST', json: subscription.toJSON() });
  return 'subscribed';
}

/** Unsubscribes this browser (when the user turns push off). */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest<z.ZodUnknown>('/api/push/subscriptions', {
    method: 'DELETE',
    json: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe();
}
