import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApplicationInput, applicationList, applicationLookup } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

// The job page's button reads `['application', id]` (./application.ts, in the page's first load); these
// keys are spelled out here so this lazy module does not make that one a chunk of its own.
const applicationKey = (recruitmentId: string) => ['application', recruitmentId] as const;
const applicationsKey = ['applications'] as const;

/** The member's applications, each with its recruitment's next step (`/applications`). */
export function useApplications() {
  return useQuery({
    queryKey: applicationsKey,
    queryFn: ({ signal }) => apiRequest<typeof applicationList>('/api/me/applications', { signal }),
  });
}

/** Records or updates "I applied"; the job page's button and the list follow. */
export function useSaveApplication(recruitmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) =>
      apiRequest<typeof applicationLookup>(`/api/me/applications/${recruitmentId}`, { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(applicationKey(recruitmentId), saved);
      void client.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}

export function useRemoveApplication(recruitmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<z.ZodUnknown>(`/api/me/applications/${recruitmentId}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData(applicationKey(recruitmentId), { application: null });
      void client.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}
