import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { story, StoryInput } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

export type ModerationStatus = 'pending' | 'published' | 'rejected';
export const STORIES_PER_PAGE = 10;

type storiesPage = z.ZodType<{ items: z.output<typeof story>[]; total: number; page: number; perPage: number }>;

/** `GET /api/admin/stories?status=…`: the moderation queue and the decided stories. */
export function useAdminStories(status: ModerationStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.stories(status, page),
    queryFn: ({ signal }) =>
      apiRequest<storiesPage>(`/api/admin/stories?status=${status}&page=${page}&perPage=${STORIES_PER_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/stories/{id}/approve|reject|unpublish`. */
export function useModerateStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject' | 'unpublish'; reason?: string }) =>
      apiRequest<typeof story>(`/api/admin/stories/${id}/${action}`, {
        method: 'POST',
        ...(action === 'reject' ? { json: { reason } } : {}),
      }),
    onSuccess: () => refreshAfterWrite(client, 'stories'),
  });
}

export type StoryEdit = Pick<StoryInput, 'title' | 'exam' | 'year' | 'post' | 'body' | 'tips'>;

/** `PATCH /api/admin/stories/{id}`: the admin fixes the text. */
export function useEditStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StoryEdit }) =>
      apiRequest<typeof story>(`/api/admin/stories/${id}`, { method: 'PATCH', json: changes }),
    onSuccess: () => refreshAfterWrite(client, 'stories'),
  });
}
