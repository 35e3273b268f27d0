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

/** Set once this device holds the user's chat key, published (the chat dock makes it on a first visit). */
const KEY_ON_DEVICE_KEY = 'jobportal.chat.keyOnDevice.';

/**
 * Whether this device already has the user's chat key. Until it has, every page loads the chat dock
 * after first paint to make it: friends can only write to a member whose key is published.
 */
export function hasKeyOnDevice(userId: string): boolean {
  try {
    return localStorage.getItem(KEY_ON_DEVICE_KEY + userId) !== null;
  } catch {
    return false;
  }
}

export function noteKeyOnDevice(userId: string): void {
  try {
    localStorage.setItem(KEY_ON_DEVICE_KEY + userId, '1');
  } catch {
    // Storage disabled: the dock loads on each page, as it must to keep the key.
  }
}
