import { useMediaQuery } from '../../lib/use-media-query.ts';

/** Below Tailwind's `sm` breakpoint: a list's filters move into a sheet so the first item shows without scrolling. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** Whether the viewport is phone-sized, following it as it changes (false where `matchMedia` is missing; true when rendered on the server). */
export function useIsPhone(): boolean {
  // The server renders public pages for a phone, where most of their readers are.
  return useMediaQuery(PHONE_QUERY, { whereMissing: false, onServer: true });
}
