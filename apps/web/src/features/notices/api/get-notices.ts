import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noticesPage, type NoticesQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/notices` for one notice type. */
export function useNotices(query: Pick<NoticesQuery, 'type' | 'page'> & { q?: string | undefined }) {
  const params = new URLSearchParams({ type: query.type, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return useQuery({
    queryKey: ['notices', search],
    queryFn: ({ signal }) => apiRequest(`/api/notices?${search}`, noticesPage, { signal }),
    placeholderData: keepPreviousData,
  });
}
