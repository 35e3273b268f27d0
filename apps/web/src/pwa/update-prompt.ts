import { toast, type ToastHandle } from '../components/ui/toast-store.ts';
import { i18next } from '../lib/i18n.ts';

/**
 * Tells the user a new version is ready: a toast that stays until answered. Only its
 * "Refresh to update" button calls `update` (activate the waiting service worker and reload), so a
 * new version never takes over by itself in the middle of something.
 */
export function promptToUpdate(update: () => unknown): ToastHandle {
  return toast({
    title: i18next.t('pwa.updateReady'),
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18next.t('pwa.refreshToUpdate'), onClick: () => void update() },
  });
}
