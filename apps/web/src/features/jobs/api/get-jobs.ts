import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { jobsPage, JobsQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type JobsFilters = Partial<JobsQuery>;

function jobsSearch(filters: JobsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The request behind {@link useJobs} (also the key of its saved copy offline). */
export function jobsRequestPath(filters: JobsFilters): string {
  const search = jobsSearch(filters);
  return `/api/jobs${search ? `?${search}` : ''}`;
}

/** `GET /api/jobs` with the filters from the URL; the previous page stays on screen while the next loads. */
export function useJobs(filters: JobsFilters) {
  const search = jobsSearch(filters);
  return useQuery({
    queryKey: ['jobs', search],
    queryFn: ({ signal }) => apiRequest<typeof jobsPage>(jobsRequestPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}
