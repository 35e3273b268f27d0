/**
 * A server-rendered page (PUBLIC_CONTENT=true) hands the web app the answers it was rendered from: JSON
 * in the script element with this id, a list of queries (key and data) for the app's query cache.
 */
export const INITIAL_QUERIES_ELEMENT_ID = 'jobportal-initial-queries';
export type InitialQuery = { key: readonly unknown[]; data: unknown };
