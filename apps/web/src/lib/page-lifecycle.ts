import { useSyncExternalStore } from 'react';

/**
 * Runs `run` at the browser's first idle moment after the page has painted (at most `timeout` ms
 * later): for code no page needs to paint (the chat engine, the sign-in client), fetched ahead of use.
 * Returns a function that cancels it.
 */
export function afterFirstPaint(run: () => void, timeout = 1_500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

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
