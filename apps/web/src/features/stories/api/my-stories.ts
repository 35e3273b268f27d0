import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { storyCard } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const myStoriesKey = ['my-stories'] as const;

/** `GET /api/me/stories`: the signed-in user's stories with their review status. */
export function useMyStories(enabled = true) {
  return useQuery({
    queryKey: myStoriesKey,
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/me/stories', z.object({ items: z.array(storyCard) }), { signal }),
  });
}
