import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { storiesPage } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/stories`: published stories, newest first, optionally for one exam. */
export function useStories(filters: { q?: string | undefined; page: number }) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return useQuery({
    queryKey: ['stories', search],
    queryFn: ({ signal }) => apiRequest<typeof storiesPage>(`/api/stories${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
