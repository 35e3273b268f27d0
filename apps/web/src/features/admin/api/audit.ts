import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { auditPage } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/audit?…`: newest first, by action, item type, item or actor. */
export function useAuditLog(search: string) {
  return useQuery({
    queryKey: adminKeys.audit(search),
    queryFn: ({ signal }) => apiRequest<typeof auditPage>(`/api/admin/audit?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
