import { useQuery } from '@tanstack/react-query';
import type { contentPage } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => apiRequest<typeof contentPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal }),
  });
}
