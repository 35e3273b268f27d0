import { useQuery } from '@tanstack/react-query';
import type { applicationLookup } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query key of the member's record on one recruitment (also written out in ./applications.ts). */
const applicationKey = (recruitmentId: string) => ['application', recruitmentId] as const;

/** The signed-in member's own "I applied" record on a recruitment (`application: null` when none). */
export function useApplication(recruitmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: applicationKey(recruitmentId),
    queryFn: ({ signal }) => apiRequest<typeof applicationLookup>(`/api/me/applications/${recruitmentId}`, { signal }),
    enabled,
  });
}
