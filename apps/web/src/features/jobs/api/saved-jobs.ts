import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { savedJobsList, JobCard, SavedJobsList } from '@jobportal/shared';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useOfflineSavedAt } from '../../../pwa/offline-copies.ts';
import { jobQueryOptions } from './get-job.ts';

const savedKey = ['saved-jobs'] as const;
/** The request behind {@link useSavedJobs} (also the key of its saved copy offline). */
export const SAVED_JOBS_PATH = '/api/saved-jobs';
const SAVED_JOBS_PATHS = [SAVED_JOBS_PATH] as const;

/** The signed-in user's saved jobs, next deadline first (`enabled: false` for a signed-out visitor). */
export function useSavedJobs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: savedKey, queryFn: () => apiRequest<typeof savedJobsList>(SAVED_JOBS_PATH), enabled });
}

/** At most this many saved jobs' pages are fetched ahead for offline reading. */
export const PREFETCHED_SAVED_JOBS = 50;

/** Saved jobs whose pages this page load already fetched ahead: once per load is enough. */
const prefetched = new Set<string>();

/**
 * Fetches the pages of the user's saved jobs once the list came from the server, so the service
 * worker keeps them and they open offline too, not only the ones already visited.
 */
export function usePrefetchSavedJobPages() {
  const client = useQueryClient();
  const saved = useSavedJobs();
  const copySavedAt = useOfflineSavedAt(SAVED_JOBS_PATHS);
  const fromServer = saved.isSuccess && copySavedAt === null;
  useEffect(() => {
    if (!fromServer || !saved.data) return;
    for (const job of saved.data.items.slice(0, PREFETCHED_SAVED_JOBS)) {
      if (prefetched.has(job.slug)) continue;
      prefetched.add(job.slug);
      void client.prefetchQuery({ ...jobQueryOptions(job.slug), staleTime: 5 * 60_000 });
    }
  }, [client, fromServer, saved.data]);
}

/**
 * Save or unsave with an optimistic update: the star changes at once and rolls back if the server
 * refuses.
 */
export function useToggleSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ job, save }: { job: JobCard; save: boolean }) =>
      apiRequest<z.ZodUnknown>(`/api/saved-jobs/${job.id}`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: async ({ job, save }) => {
      await client.cancelQueries({ queryKey: savedKey });
      const previous = client.getQueryData<SavedJobsList>(savedKey);
      const items = previous?.items ?? [];
      const next = save
        ? [...items.filter((item) => item.id !== job.id), job].sort((a, b) =>
            (a.lastDate ?? '9999').localeCompare(b.lastDate ?? '9999'),
          )
        : items.filter((item) => item.id !== job.id);
      client.setQueryData<SavedJobsList>(savedKey, { items: next });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(savedKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedKey }),
  });
}
