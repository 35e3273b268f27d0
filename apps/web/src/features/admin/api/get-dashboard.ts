import { useQuery } from '@tanstack/react-query';
import type { adminDashboard } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/dashboard`: the counts on the admin home. */
export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => apiRequest<typeof adminDashboard>('/api/admin/dashboard', { signal }),
  });
}
