import { useSyncExternalStore } from 'react';

/** One media query followed: its list, made once, and a stable subscription to it. */
type QueryStore = { subscribe: (onChange: () => void) => () => void; matches: () => boolean };

/**
 * The stores of each `matchMedia` (tests put in their own) by query. A render only reads `matches`:
 * making a MediaQueryList and subscribing again at every render of a player's tap was measurable on
 * a slow phone.
 */
const stores = new WeakMap<Window['matchMedia'], Map<string, QueryStore>>();

function storeOf(query: string): QueryStore | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let byQuery = stores.get(window.matchMedia);
  if (!byQuery) stores.set(window.matchMedia, (byQuery = new Map()));
  let store = byQuery.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    store = {
      subscribe: (onChange) => {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      matches: () => list.matches,
    };
    byQuery.set(query, store);
  }
  return store;
}

const noSubscription = () => () => undefined;

/**
 * Whether a media query matches, following it as it changes. `whereMissing` answers where `matchMedia`
 * does not exist (tests' jsdom), `onServer` when rendered on the server.
 */
export function useMediaQuery(query: string, answers: { whereMissing: boolean; onServer: boolean }): boolean {
  const store = storeOf(query);
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.matches : () => answers.whereMissing,
    () => answers.onServer,
  );
}
