import { useQuery } from '@tanstack/react-query';
import type { currentUser } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const meQueryKey = (userId: string | undefined) => ['me', userId] as const;

/** `GET /api/me`: the signed-in user with `is_admin`; refetched whenever the session's user changes. */
export function useMe(userId: string | undefined) {
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: () => apiRequest<typeof currentUser>('/api/me'),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}
