import type { Draft } from './player.ts';

/** The draft of one question: what is chosen or typed on it and not saved yet. */
export type ChosenDraft = { key: string; draft: Draft };

/** A store of the draft, read with `useSyncExternalStore`. */
export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * The draft on the question shown, outside React state: a tap on an option or a key typed in the
 * numeric box re-renders the question card that reads it, not the whole player (palette, tabs,
 * header), whose render would otherwise land in the frame the tap or the key waits for.
 */
export function createDraftStore() {
  let state: ChosenDraft | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: ChosenDraft | null) {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
