import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: a list's filters move into a sheet so the first item shows without scrolling. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** Whether the viewport is phone-sized, following it as it changes (false where `matchMedia` is missing; true when rendered on the server). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    // The server renders public pages for a phone, where most of their readers are.
    () => true,
  );
}
