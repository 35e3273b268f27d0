/** The Android wrapper's bridge, as the web app declares it (apps/web/src/app/layout/back-action.ts). */
interface Window {
  JobPortalAndroid?: { showExitPrompt?: () => void };
  jobPortalBack?: () => void;
}
