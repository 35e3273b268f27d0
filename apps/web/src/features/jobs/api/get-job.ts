import { useQuery } from '@tanstack/react-query';
import { jobDetail } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/jobs/{idOrSlug}`. */
export function useJob(idOrSlug: string) {
  return useQuery({
    queryKey: ['job', idOrSlug],
    queryFn: ({ signal }) => apiRequest(`/api/jobs/${encodeURIComponent(idOrSlug)}`, jobDetail, { signal }),
  });
}
