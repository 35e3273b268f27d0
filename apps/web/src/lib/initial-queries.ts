import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query the server answered while rendering the page (entry-server.tsx): its key and its data. */
export type InitialQuery = { key: QueryKey; data: unknown };

/** Id of the script element in which the server hands a server-rendered page its queries' answers. */
export const INITIAL_QUERIES_ELEMENT_ID = 'jobportal-initial-queries';

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
