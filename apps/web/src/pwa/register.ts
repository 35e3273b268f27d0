/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (built by vite-plugin-pwa, registerType 'prompt'). A new version
 * waits: `onNeedRefresh` asks the user (update-prompt.ts) and only their answer calls `update`.
 * This module imports nothing of the app, so its chunk holds only the registration code and the
 * app's own chunks stay as they are.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => Promise<void>) => void): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => onNeedRefresh(() => updateServiceWorker(true)),
  });
}
