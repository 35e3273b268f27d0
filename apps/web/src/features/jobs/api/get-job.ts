import { useQuery } from '@tanstack/react-query';
import type { jobDetail } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The request behind {@link useJob} (also the key of its saved copy offline). */
export function jobRequestPath(idOrSlug: string): string {
  return `/api/jobs/${encodeURIComponent(idOrSlug)}`;
}

export function jobQueryOptions(idOrSlug: string) {
  return {
    queryKey: ['job', idOrSlug],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      apiRequest<typeof jobDetail>(jobRequestPath(idOrSlug), { signal }),
  };
}

/** `GET /api/jobs/{idOrSlug}` (a server-rendered page starts with its answer: lib/initial-queries.ts). */
export function useJob(idOrSlug: string) {
  return useQuery(jobQueryOptions(idOrSlug));
}
