import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  mockTestAttemptState,
  mockTestCatalogue,
  mockTestHistory,
  mockTestResult,
  mockTestSaved,
  mockTestSummary,
  MockTestLanguage,
  SaveMockTestResponsesInput,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const mockTestKeys = {
  all: ['mock-tests'] as const,
  catalogue: (sector: string, q: string) => ['mock-tests', 'catalogue', sector, q] as const,
  test: (slug: string) => ['mock-tests', 'test', slug] as const,
  attempt: (id: string) => ['mock-tests', 'attempt', id] as const,
  result: (id: string) => ['mock-tests', 'result', id] as const,
  history: ['mock-tests', 'history'] as const,
};

/** `GET /api/mock-tests`: the catalogue, by sector and search text. */
export function useMockTestCatalogue(filter: { sector: string; q: string }) {
  return useQuery({
    queryKey: mockTestKeys.catalogue(filter.sector, filter.q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filter.sector) params.set('sector', filter.sector);
      if (filter.q.trim()) params.set('q', filter.q.trim());
      const query = params.size > 0 ? `?${params.toString()}` : '';
      return apiRequest<typeof mockTestCatalogue>(`/api/mock-tests${query}`, { signal });
    },
  });
}

/** `GET /api/mock-tests/tests/:slug`: one test for its instructions page. */
export function useMockTest(slug: string) {
  return useQuery({
    queryKey: mockTestKeys.test(slug),
    queryFn: ({ signal }) =>
      apiRequest<typeof mockTestSummary>(`/api/mock-tests/tests/${encodeURIComponent(slug)}`, { signal }),
  });
}

/** Starts an attempt, or resumes the one in progress. */
export function useStartMockTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, language }: { slug: string; language: MockTestLanguage }) =>
      apiRequest<typeof mockTestAttemptState>(`/api/mock-tests/tests/${encodeURIComponent(slug)}/attempts`, {
        method: 'POST',
        json: { language },
      }),
    onSuccess: (state) => {
      client.setQueryData(mockTestKeys.attempt(state.id), state);
      void client.invalidateQueries({ queryKey: ['mock-tests', 'catalogue'] });
    },
  });
}

/** `GET /api/mock-tests/attempts/:id`: the paper (no answer key), my responses and the server's clock. */
export function useMockTestAttempt(id: string) {
  return useQuery({
    queryKey: mockTestKeys.attempt(id),
    // Read once per visit: the player keeps its own state and syncs it; a refetch would reset it.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => getMockTestAttempt(id, { signal }),
  });
}

/** `GET /api/mock-tests/attempts/:id`: the attempt as the server has it now. */
export function getMockTestAttempt(id: string, init: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof mockTestAttemptState>(`/api/mock-tests/attempts/${encodeURIComponent(id)}`, init);
}

/** `PUT /api/mock-tests/attempts/:id/responses`. */
export function saveMockTestResponses(id: string, input: SaveMockTestResponsesInput) {
  return apiRequest<typeof mockTestSaved>(`/api/mock-tests/attempts/${encodeURIComponent(id)}/responses`, {
    method: 'PUT',
    json: input,
  });
}

/** `POST /api/mock-tests/attempts/:id/submit`: submits the attempt and returns its result. */
export function useSubmitMockTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<typeof mockTestResult>(`/api/mock-tests/attempts/${encodeURIComponent(id)}/submit`, {
        method: 'POST',
      }),
    onSuccess: (result) => {
      client.setQueryData(mockTestKeys.result(result.attempt.id), result);
      void client.invalidateQueries({ queryKey: mockTestKeys.history });
      void client.invalidateQueries({ queryKey: ['mock-tests', 'catalogue'] });
    },
  });
}

/** `GET /api/mock-tests/attempts/:id/result`: the result and review of a submitted attempt. */
export function useMockTestResult(id: string) {
  return useQuery({
    queryKey: mockTestKeys.result(id),
    queryFn: ({ signal }) =>
      apiRequest<typeof mockTestResult>(`/api/mock-tests/attempts/${encodeURIComponent(id)}/result`, { signal }),
  });
}

/** `GET /api/mock-tests/history`: my attempts, newest first. */
export function useMockTestHistory() {
  return useQuery({
    queryKey: mockTestKeys.history,
    queryFn: ({ signal }) => apiRequest<typeof mockTestHistory>('/api/mock-tests/history', { signal }),
  });
}
