import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnswerKeyInput } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

/** The key attached to an answer-key notice as the editor gets it back: its table as text, one question a line. */
export type AdminAnswerKey = AnswerKeyInput & { questions: number; version: number };

/** The answer-key notice the key belongs to, named as its recruitment's editor names it. */
export type AnswerKeyNotice = { title: string; recruitmentId: string; recruitmentTitle: string };

/** Members' checks of the notice in aggregate, per shift (never one member's answers). */
export type AnswerKeyCheckFigures = {
  members: number;
  shifts: Array<{ shift: string; members: number; mean: number; sd: number; topAverage: number }>;
};

type adminAnswerKeyAnswer = z.ZodType<{
  notice: AnswerKeyNotice;
  key: AdminAnswerKey | null;
  checks: AnswerKeyCheckFigures;
}>;
export type AnswerKeySaved = { version: number; questions: number; rescoring: boolean };

/** `GET /api/admin/answer-keys/{noticeId}`: the notice and its attached key, or `key: null` before the first save. */
export function useAdminAnswerKey(noticeId: string) {
  return useQuery({
    queryKey: adminKeys.answerKey(noticeId),
    queryFn: ({ signal }) => apiRequest<adminAnswerKeyAnswer>(`/api/admin/answer-keys/${noticeId}`, { signal }),
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
      apiRequest<z.ZodType<AnswerKeySaved>>(`/api/admin/answer-keys/${noticeId}`, { method: 'PUT', json: input }),
    onSuccess: () => refreshAfterWrite(client, 'answerKeys'),
  });
}
