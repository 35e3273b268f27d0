import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError, fetchFromApi } from './api-client.ts';

/** What better-auth's `GET /api/auth/get-session` answers: the session, or null when signed out. */
export type AuthSession = {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string };
} | null;

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * Reads the session with a plain request: every page needs to know who is signed in before it
 * renders, but not better-auth's client, which arrives only with the pages that sign in or out
 * (`lib/auth-client.ts`, loaded on demand), so it stays out of the first load.
 */
export async function fetchSession(signal?: AbortSignal): Promise<AuthSession> {
  const response = await fetchFromApi('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  // Signed out (better-auth answers null; a 401 means the same): never keep the last user on screen.
  if (response.status === 401) return null;
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiRequestError(response.status, (body ?? {}) as { message?: string });
  return (body ?? null) as AuthSession;
}

/** The current session (null when signed out), asked again when the window comes back into focus. */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: true,
    // An error (network down, server busy) says nothing about who is signed in: the auth context
    // keeps what it knew, or waits and asks again.
    retry: false,
  });
}

/** Reads the session again now (after signing in or out, or when the server ended a socket). */
export async function refetchSession(client: QueryClient): Promise<void> {
  await client.refetchQueries({ queryKey: sessionQueryKey, exact: true });
}
