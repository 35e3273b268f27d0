import type { QueryClient } from '@tanstack/react-query';

/** Every admin query lives under `['admin', …]`, so one invalidation refreshes the whole area. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  recruitments: (search: string) => ['admin', 'recruitments', search] as const,
  recruitment: (id: string) => ['admin', 'recruitment', id] as const,
  pages: ['admin', 'pages'] as const,
  stories: (status: string, page: number) => ['admin', 'stories', status, page] as const,
  users: (search: string) => ['admin', 'users', search] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  audit: (search: string) => ['admin', 'audit', search] as const,
  typingRuleSets: ['admin', 'typing', 'rule-sets'] as const,
  typingPassages: ['admin', 'typing', 'passages'] as const,
  mockTests: ['admin', 'mock-tests'] as const,
  answerKey: (noticeId: string) => ['admin', 'answer-key', noticeId] as const,
};

/** Public caches an admin write can make stale: what users see must match at once. */
const PUBLIC_KEYS = {
  content: ['jobs', 'job', 'notices', 'notice', 'saved-jobs'],
  pages: ['page'],
  stories: ['stories', 'story', 'my-stories'],
  users: ['users', 'profile'],
  typing: ['typing'],
  mockTests: ['mock-tests'],
  answerKeys: ['answer-keys'],
} as const;

/**
 * After a successful write: refetch the admin lists, counts and audit log on screen, and mark the
 * public caches of the same kind stale.
 */
export function refreshAfterWrite(client: QueryClient, kind: keyof typeof PUBLIC_KEYS): Promise<void> {
  const publicKeys: readonly string[] = PUBLIC_KEYS[kind];
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.all }),
    client.invalidateQueries({ predicate: (query) => publicKeys.includes(String(query.queryKey[0])) }),
  ]).then(() => undefined);
}

/** A query string from the set values only, in a stable order (it doubles as the cache key). */
export function toSearch(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
