import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML (React uses the
 * server snapshot then, so both agree); true from the render after. What only the browser can show
 * (the page's head tags, a form that may be typed into) waits for it: the HTML and the app's first
 * render stay the same, and nothing typed before the app runs is lost (docs/decisions/018).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
