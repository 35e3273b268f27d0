/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/ui/toast-store.ts';
import { i18next } from '../lib/i18n.ts';

/**
 * Registers the service worker (built by vite-plugin-pwa, registerType 'prompt'). A new version
 * waits: the user gets a "Refresh to update" toast that stays until answered, and only that button
 * activates the new worker and reloads the page. Nothing updates by itself mid-task.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast({
        title: i18next.t('pwa.updateReady'),
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18next.t('pwa.refreshToUpdate'), onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
