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
