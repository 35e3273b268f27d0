import type { SyncStatus } from './response-sync.ts';

/** The save's status as the notice shows it. */
export type SyncState = { status: SyncStatus; message?: string | undefined };

/** A store of the save's status, read with `useSyncExternalStore`. */
export type StatusStore = ReturnType<typeof createStatusStore>;

/** A store of the save's status that tells its listeners only when the status or its message changes. */
export function createStatusStore() {
  let state: SyncState = { status: 'saved' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: SyncState) {
      if (next.status === state.status && next.message === state.message) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
