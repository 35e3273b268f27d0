/**
 * The chat dock loads after first paint (components/lazy-chat-dock.tsx); a chat opened before that
 * asks for it at once. Kept apart from the chat store so the first load carries only these lines.
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
