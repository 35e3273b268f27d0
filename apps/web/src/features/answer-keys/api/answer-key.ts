import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { answerKeyCheckView, answerKeyView, AnswerKeyView, CheckInput } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

// Under the 'answer-keys' prefix, which an admin's change of a key makes stale (admin/api/query-keys.ts).
const answerKeyKey = (noticeId: string) => ['answer-keys', noticeId] as const;

/** An answer key's score check, with the member's own check when they made one. */
export function useAnswerKey(noticeId: string) {
  return useQuery({
    queryKey: answerKeyKey(noticeId),
    queryFn: ({ signal }) => apiRequest<typeof answerKeyView>(`/api/answer-keys/${noticeId}`, { signal }),
  });
}

/** Sends the sheet's answers (never the person) and keeps the scored check the server answers with. */
export function useCheckScore(noticeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInput) =>
      apiRequest<typeof answerKeyCheckView>(`/api/answer-keys/${noticeId}/check`, { method: 'PUT', json: input }),
    onSuccess: (check) =>
      client.setQueryData<AnswerKeyView>(answerKeyKey(noticeId), (view) => (view ? { ...view, check } : view)),
  });
}

export function useObjections(noticeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionIds: string[]) =>
      apiRequest<typeof answerKeyCheckView>(`/api/answer-keys/${noticeId}/check/objections`, {
        method: 'PUT',
        json: { questionIds },
      }),
    onSuccess: (check) =>
      client.setQueryData<AnswerKeyView>(answerKeyKey(noticeId), (view) => (view ? { ...view, check } : view)),
  });
}

export function useForgetCheck(noticeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<z.ZodUnknown>(`/api/answer-keys/${noticeId}/check`, { method: 'DELETE' }),
    onSuccess: () =>
      client.setQueryData<AnswerKeyView>(answerKeyKey(noticeId), (view) => (view ? { ...view, check: null } : view)),
  });
}
