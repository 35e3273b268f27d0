/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { promptToUpdate } from './update-prompt.ts';

/**
 * Registers the service worker (built by vite-plugin-pwa, registerType 'prompt'). A new version
 * waits for the user's "Refresh to update" ({@link promptToUpdate}); nothing updates by itself.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => promptToUpdate(() => updateServiceWorker(true)),
  });
}
