import { afterFirstPaint } from '../../../lib/page-lifecycle.ts';

/**
 * The chat dock loads when there is a chat to show (components/lazy-chat-dock.tsx): whatever shows or
 * opens one asks for it here. Kept apart from the chat store so the first load carries only these lines.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Asks the layout to load the chat dock now. */
export function requestChatDock(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** How long the member has not touched or typed before a chat key is made for them (`requestChatDockWhenQuiet`). */
export const QUIET_BEFORE_KEY_MS = 2_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/**
 * Asks for the dock once the member has not touched, typed or scrolled for `QUIET_BEFORE_KEY_MS` and the
 * browser is idle: for work nothing waits on (a new member's chat key), so that loading the dock (at a
 * phone's speed 85 ms of script for zod, the chat's contracts and its windows, then the key's
 * generation) does not hold the taps and keys of the member's first seconds on a page. Returns a stop.
 */
export function requestChatDockWhenQuiet(): () => void {
  if (requested) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const stop = () => {
    clearTimeout(timer);
    cancelIdle?.();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, true);
  };
  function fire() {
    stop();
    requestChatDock();
  }
  function restart() {
    clearTimeout(timer);
    cancelIdle?.();
    cancelIdle = undefined;
    timer = setTimeout(() => (cancelIdle = afterFirstPaint(fire, QUIET_BEFORE_KEY_MS)), QUIET_BEFORE_KEY_MS);
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}

/** Calls `listener` once the dock is asked for (at once if it already was). */
export function onChatDockRequest(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the chat store keeps a tab's open windows (sessionStorage; removed when none is open). */
export const SAVED_WINDOWS_KEY = 'jobportal.chat.windows.';

/** Whether this tab had a chat window open for this user before the page (re)loaded. */
export function hasSavedWindows(userId: string): boolean {
  try {
    return sessionStorage.getItem(SAVED_WINDOWS_KEY + userId) !== null;
  } catch {
    return false;
  }
}
