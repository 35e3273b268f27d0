import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { storyCard } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const myStoriesKey = ['my-stories'] as const;

/** `GET /api/me/stories`: the signed-in user's stories with their review status. */
export function useMyStories(enabled = true) {
  return useQuery({
    queryKey: myStoriesKey,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<z.ZodType<{ items: z.output<typeof storyCard>[] }>>('/api/me/stories', { signal }),
  });
}
