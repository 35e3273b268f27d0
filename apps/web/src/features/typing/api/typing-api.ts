import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  typingAttemptStarted,
  typingHistory,
  typingPassages,
  typingPresets,
  typingResult,
  type StartTypingAttemptInput,
  type SubmitTypingAttemptInput,
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
    queryFn: ({ signal }) => apiRequest('/api/typing/presets', typingPresets, { signal }),
  });
}

/** `GET /api/typing/passages`: every current passage (without text); the page filters them. */
export function useTypingPassages() {
  return useQuery({
    queryKey: typingKeys.passages,
    staleTime: STATIC_STALE_MS,
    queryFn: ({ signal }) => apiRequest('/api/typing/passages', typingPassages, { signal }),
  });
}

const profileCategory = z.object({ category: z.string().nullable() });

/**
 * The reservation category from `GET /api/me/profile`, for the pass mark shown before the test. The
 * server reads it again when it scores the attempt.
 */
export function useProfileCategory() {
  return useQuery({
    queryKey: typingKeys.profileCategory,
    queryFn: async ({ signal }) => (await apiRequest('/api/me/profile', profileCategory, { signal })).category,
  });
}

export function useStartTypingAttempt() {
  return useMutation({
    mutationFn: (input: StartTypingAttemptInput) =>
      apiRequest('/api/typing/attempts', typingAttemptStarted, { method: 'POST', json: input }),
  });
}

export function useSubmitTypingAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SubmitTypingAttemptInput & { id: string }) =>
      apiRequest(`/api/typing/attempts/${id}/submit`, typingResult, { method: 'POST', json: input }),
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
    queryFn: ({ signal }) => apiRequest(`/api/typing/attempts/${encodeURIComponent(id)}`, typingResult, { signal }),
  });
}

/** `GET /api/typing/history`: my attempts, newest first, and my personal bests. */
export function useTypingHistory(page: number) {
  return useQuery({
    queryKey: typingKeys.history(page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest(`/api/typing/history?page=${page}`, typingHistory, { signal }),
  });
}
