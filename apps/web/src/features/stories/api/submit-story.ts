import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { story, StoryInput } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyKey } from './get-story.ts';
import { myStoriesKey } from './my-stories.ts';

/** `POST /api/stories`: the new story, pending review. */
export function useSubmitStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryInput) => apiRequest<typeof story>('/api/stories', { method: 'POST', json: input }),
    onSuccess: (created) => {
      client.setQueryData(storyKey(created.slug), created);
      void client.invalidateQueries({ queryKey: myStoriesKey });
    },
  });
}

/** `PUT /api/stories/{id}/photo` with the image in the multipart field `file`. */
export function useUploadStoryPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<typeof story>(`/api/stories/${encodeURIComponent(id)}/photo`, { method: 'PUT', body: form });
    },
    onSuccess: (updated) => {
      client.setQueryData(storyKey(updated.slug), updated);
      void client.invalidateQueries({ queryKey: myStoriesKey });
    },
  });
}
