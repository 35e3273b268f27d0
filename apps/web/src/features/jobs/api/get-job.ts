import { useQuery } from '@tanstack/react-query';
import type { jobDetail, JobDetail } from '@jobportal/shared';
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

/** Id of the script element in which the server hands a public job page its data (PUBLIC_CONTENT=true). */
export const INITIAL_JOB_ELEMENT_ID = 'jobportal-initial-job';

let initialJob: JobDetail | null | undefined;

/**
 * The recruitment the server rendered into this document, when it is the one asked for: the page shows
 * it at once instead of a spinner over the server-rendered content (and refetches it in the background).
 */
function serverRenderedJob(idOrSlug: string): JobDetail | undefined {
  if (initialJob === undefined) {
    const text = document.getElementById(INITIAL_JOB_ELEMENT_ID)?.textContent;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    // The server serialised this from the same contract as `GET /api/jobs/{slug}` (see api-client.ts
    // on why the browser does not parse answers again); a page without it just fetches.
    const job = parsed as Partial<JobDetail> | null;
    initialJob = job && typeof job.id === 'string' && typeof job.slug === 'string' ? (job as JobDetail) : null;
  }
  return initialJob && (initialJob.slug === idOrSlug || initialJob.id === idOrSlug) ? initialJob : undefined;
}

/** `GET /api/jobs/{idOrSlug}`. */
export function useJob(idOrSlug: string) {
  return useQuery({ ...jobQueryOptions(idOrSlug), initialData: () => serverRenderedJob(idOrSlug) });
}
