import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noticesPage, type NoticesQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/notices` for one notice type (exam dates: upcoming or past); `enabled: false` waits. */
export function useNotices(
  query: Pick<NoticesQuery, 'type' | 'page'> & { q?: string | undefined; when?: NoticesQuery['when'] },
  { enabled = true }: { enabled?: boolean } = {},
) {
  const params = new URLSearchParams({ type: query.type, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.when) params.set('when', query.when);
  const search = params.toString();
  return useQuery({
    queryKey: ['notices', search],
    queryFn: ({ signal }) => apiRequest(`/api/notices?${search}`, noticesPage, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
