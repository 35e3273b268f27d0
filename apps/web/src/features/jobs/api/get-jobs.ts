import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsPage, type JobsQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type JobsFilters = Partial<JobsQuery>;

/** `GET /api/jobs` with the filters from the URL; the previous page stays on screen while the next loads. */
export function useJobs(filters: JobsFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return useQuery({
    queryKey: ['jobs', search],
    queryFn: ({ signal }) => apiRequest(`/api/jobs${search ? `?${search}` : ''}`, jobsPage, { signal }),
    placeholderData: keepPreviousData,
  });
}
