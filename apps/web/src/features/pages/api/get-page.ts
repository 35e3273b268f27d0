import { useQuery } from '@tanstack/react-query';
import { contentPage } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => apiRequest(`/api/pages/${encodeURIComponent(slug)}`, contentPage, { signal }),
  });
}
