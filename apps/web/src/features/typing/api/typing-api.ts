import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  typingAttemptStarted,
  typingHistory,
  typingPassages,
  typingPresets,
  typingResult,
  StartTypingAttemptInput,
  SubmitTypingAttemptInput,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const typingKeys = {
  presets: ['typing', 'presets'] as const,
  passages: ['typing', 'passages'] as const,
  history: (page: number) => ['typing', 'history', page] as const,
  historyAll: ['typing', 'history'] as const,
  result: (id: string) => ['typing', 'result', id] as const,
  profileCategory: ['typing', 'profile-category'] as const,
};

/** Presets and passages change rarely (admins add versions): keep them for the visit. */
const STATIC_STALE_MS = 10 * 60_000;

/** `GET /api/typing/presets`: the current version of each rule set. */
export function useTypingPresets() {
  return useQuery({
    queryKey: typingKeys.presets,
    staleTime: STATIC_STALE_MS,
    queryFn: ({ signal }) => apiRequest<typeof typingPresets>('/api/typing/presets', { signal }),
  });
}

/** `GET /api/typing/passages`: every current passage (without text); the page filters them. */
export function useTypingPassages() {
  return useQuery({
    queryKey: typingKeys.passages,
    staleTime: STATIC_STALE_MS,
    queryFn: ({ signal }) => apiRequest<typeof typingPassages>('/api/typing/passages', { signal }),
  });
}

type profileCategory = z.ZodType<{ category: string | null }>;

/**
 * The reservation category from `GET /api/me/profile`, for the pass mark shown before the test. The
 * server reads it again when it scores the attempt.
 */
export function useProfileCategory() {
  return useQuery({
    queryKey: typingKeys.profileCategory,
    queryFn: async ({ signal }) => (await apiRequest<profileCategory>('/api/me/profile', { signal })).category,
  });
}

export function useStartTypingAttempt() {
  return useMutation({
    mutationFn: (input: StartTypingAttemptInput) =>
      apiRequest<typeof typingAttemptStarted>('/api/typing/attempts', { method: 'POST', json: input }),
  });
}

export function useSubmitTypingAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SubmitTypingAttemptInput & { id: string }) =>
      apiRequest<typeof typingResult>(`/api/typing/attempts/${id}/submit`, { method: 'POST', json: input }),
    onSuccess: (result) => {
      client.setQueryData(typingKeys.result(result.summary.id), result);
      void client.invalidateQueries({ queryKey: typingKeys.historyAll });
    },
  });
}

/** `GET /api/typing/attempts/:id`: one of my results with its marks. */
export function useTypingResult(id: string) {
  return useQuery({
    queryKey: typingKeys.result(id),
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiRequest<typeof typingResult>(`/api/typing/attempts/${encodeURIComponent(id)}`, { signal }),
  });
}

/** `GET /api/typing/history`: my attempts, newest first, and my personal bests. */
export function useTypingHistory(page: number) {
  return useQuery({
    queryKey: typingKeys.history(page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest<typeof typingHistory>(`/api/typing/history?page=${page}`, { signal }),
  });
}
