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
