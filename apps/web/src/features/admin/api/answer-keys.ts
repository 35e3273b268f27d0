import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminAnswerKeyView, AdminAnswerKeyView, AnswerKeyInput, answerKeySaved } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

/** The key attached to an answer-key notice as the editor gets it back: its table as text, one question a line. */
export type AdminAnswerKey = NonNullable<AdminAnswerKeyView['key']>;

/** Members' checks of the notice in aggregate, per shift (never one member's answers). */
export type AnswerKeyCheckFigures = AdminAnswerKeyView['checks'];

/** `GET /api/admin/answer-keys/{noticeId}`: the notice and its attached key, or `key: null` before the first save. */
export function useAdminAnswerKey(noticeId: string) {
  return useQuery({
    queryKey: adminKeys.answerKey(noticeId),
    queryFn: ({ signal }) => apiRequest<typeof adminAnswerKeyView>(`/api/admin/answer-keys/${noticeId}`, { signal }),
  });
}

/**
 * `PUT /api/admin/answer-keys/{noticeId}`: attach or change the key. `rescoring` in the answer says the
 * key changed, so members' checks are being scored again.
 */
export function useSaveAnswerKey(noticeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerKeyInput) =>
      apiRequest<typeof answerKeySaved>(`/api/admin/answer-keys/${noticeId}`, { method: 'PUT', json: input }),
    onSuccess: () => refreshAfterWrite(client, 'answerKeys'),
  });
}
