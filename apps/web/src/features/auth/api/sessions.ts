import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client.ts';

export type SessionEntry = { id: string; token: string; createdAt: Date; userAgent?: string | null; current: boolean };

const sessionsKey = ['auth', 'sessions'] as const;

async function unwrap<T>(call: Promise<{ data: T | null; error: { message?: string } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error || data === null) throw new Error(error?.message ?? 'Something went wrong');
  return data;
}

/** The caller's sign-in sessions, newest first, marking the one of this browser. */
export function useSessions(currentSessionId: string | undefined) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async (): Promise<SessionEntry[]> => {
      const sessions = await unwrap(authClient.listSessions());
      return sessions
        .map((session) => ({
          id: session.id,
          token: session.token,
          createdAt: new Date(session.createdAt),
          userAgent: session.userAgent,
          current: session.id === currentSessionId,
        }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(authClient.revokeSession({ token })),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions()),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
