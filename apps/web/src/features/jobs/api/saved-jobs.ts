import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedJobsList, type JobCard, type SavedJobsList } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

const savedKey = ['saved-jobs'] as const;

/** The signed-in user's saved jobs, next deadline first. */
export function useSavedJobs() {
  return useQuery({ queryKey: savedKey, queryFn: () => apiRequest('/api/saved-jobs', savedJobsList) });
}

/**
 * Save or unsave with an optimistic update: the star changes at once and rolls back if the server
 * refuses.
 */
export function useToggleSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ job, save }: { job: JobCard; save: boolean }) =>
      apiRequest(`/api/saved-jobs/${job.id}`, z.unknown(), { method: save ? 'PUT' : 'DELETE' }),
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
