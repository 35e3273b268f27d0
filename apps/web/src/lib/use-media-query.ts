import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as it changes. `whereMissing` answers where `matchMedia`
 * does not exist (tests' jsdom), `onServer` when rendered on the server.
 */
export function useMediaQuery(query: string, answers: { whereMissing: boolean; onServer: boolean }): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : answers.whereMissing),
    () => answers.onServer,
  );
}
