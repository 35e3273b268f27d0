import { ApiRequestError } from '../../../lib/api-client.ts';

/** Where the mock-test pages live (`app/router.tsx` maps them). */
export const mockTestPaths = {
  catalogue: '/tests',
  history: '/tests/history',
  test: (slug: string) => `/tests/${encodeURIComponent(slug)}`,
  attempt: (id: string) => `/tests/attempts/${encodeURIComponent(id)}`,
  result: (id: string) => `/tests/attempts/${encodeURIComponent(id)}/result`,
};

/** A score as shown: at most two decimals, no trailing zeros. */
export const formatScore = (score: number) => String(Math.round(score * 100) / 100);

/** A duration as `1 h 02 m`, `4 m 05 s` or `12 s`. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} m`;
  if (m > 0) return `${m} m ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

/**
 * The test or attempt asked for does not exist (404), or its address cannot name one (a 400 on the id):
 * both are "not found" to the person who opened the link.
 */
export const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
