import { i18next } from '../../lib/i18n.ts';

/**
 * The Android wrapper's JavaScript bridge (docs/android-bridge.md). When the app runs inside the
 * wrapper's WebView, `window.JobPortalAndroid.showExitPrompt()` shows the native exit dialog.
 */
type AndroidBridge = { showExitPrompt?: () => void };

declare global {
  interface Window {
    JobPortalAndroid?: AndroidBridge;
    /** Called by the Android wrapper when the hardware back button is pressed. */
    jobPortalBack?: () => void;
  }
}

/**
 * Spec §2 "Back action": one step back in history, except on `/jobs?cat=…` (the wrapper's start
 * page), where it asks the wrapper for its exit prompt, or without the wrapper confirms
 * 'Do you want to exit the app?' and closes the window on yes.
 */
export function performBackAction(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const onCategoryJobs = location.pathname === '/jobs' && new URLSearchParams(location.search).has('cat');
  if (!onCategoryJobs) {
    window.history.back();
    return;
  }
  const bridge = window.JobPortalAndroid;
  if (bridge?.showExitPrompt) {
    bridge.showExitPrompt();
    return;
  }
  if (window.confirm(i18next.t('exitPrompt'))) window.close();
}

/** Exposes the back action for the wrapper to call. */
export function installBackActionHandler(): void {
  window.jobPortalBack = () => performBackAction();
}
