import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_QUERIES_ELEMENT_ID, type InitialQuery } from '@jobportal/shared';

/**
 * Puts the answers the server rendered this page from into the query cache, so the app's first render
 * shows the same items as the HTML (no spinner, nothing moves) and refreshes them in the background.
 * Not a script the browser runs: JSON the server wrote (strict CSP). A page without it just fetches.
 */
export function seedInitialQueries(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(INITIAL_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(parsed)) return;
  for (const entry of parsed as Partial<InitialQuery>[]) {
    if (Array.isArray(entry?.key) && entry.data !== undefined) client.setQueryData(entry.key, entry.data);
  }
}
