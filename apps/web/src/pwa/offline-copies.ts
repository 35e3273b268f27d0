import { useCallback, useSyncExternalStore } from 'react';
import { RUNTIME_CACHE_PREFIX, SAVED_AT_HEADER } from './cache-names.ts';

// Which API answers on screen are the service worker's saved copies (offline or a network too slow),
// and from when: the pages show "offline: saved on …" for them.

/** Request path (with query) → ISO time the saved copy came from the server. */
const savedAt = new Map<string, string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Records where the last answer for `path` came from: a saved copy has the service worker's stamp. */
export function noteApiResponse(path: string, headers: Headers): void {
  const stamp = headers.get(SAVED_AT_HEADER);
  if (stamp === null) {
    if (savedAt.delete(path)) changed();
  } else if (savedAt.get(path) !== stamp) {
    savedAt.set(path, stamp);
    changed();
  }
}

/** When the oldest of these paths' answers on screen was saved, or null when all came from the server. */
export function offlineSavedAt(paths: readonly string[]): string | null {
  let oldest: string | null = null;
  for (const path of paths) {
    const stamp = savedAt.get(path);
    if (stamp !== undefined && (oldest === null || stamp < oldest)) oldest = stamp;
  }
  return oldest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** {@link offlineSavedAt}, kept current. */
export function useOfflineSavedAt(paths: readonly string[]): string | null {
  const key = paths.join('\n');
  const read = useCallback(() => offlineSavedAt(key.split('\n')), [key]);
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * Forgets every saved copy: the service worker's runtime caches (job pages, lists, the user's saved
 * jobs and session) and what this page knows of them. Called at sign-out, so the next person on this
 * phone never reads the previous one's data offline.
 */
export async function clearOfflineCopies(): Promise<void> {
  if (savedAt.size > 0) {
    savedAt.clear();
    changed();
  }
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
