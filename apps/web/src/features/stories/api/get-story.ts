import { useQuery } from '@tanstack/react-query';
import type { story } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const storyKey = (slug: string) => ['story', slug] as const;

/** `GET /api/stories/{slug}`: 404 for an unknown slug, or an unpublished story of someone else. */
export function useStory(slug: string) {
  return useQuery({
    queryKey: storyKey(slug),
    queryFn: ({ signal }) => apiRequest<typeof story>(`/api/stories/${encodeURIComponent(slug)}`, { signal }),
  });
}
