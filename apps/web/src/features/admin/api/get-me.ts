import { useQuery } from '@tanstack/react-query';
import type { currentUser } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/me`: who the admin is, to keep them from locking themselves out. */
export function useAdminMe() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => apiRequest<typeof currentUser>('/api/me', { signal }),
    staleTime: 5 * 60_000,
  });
}
