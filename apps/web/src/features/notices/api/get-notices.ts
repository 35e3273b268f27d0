import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { noticesPage, NoticesQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

type NoticesRequest = Pick<NoticesQuery, 'type' | 'page'> & { q?: string | undefined; when?: NoticesQuery['when'] };

function noticesSearch(query: NoticesRequest): string {
  const params = new URLSearchParams({ type: query.type, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.when) params.set('when', query.when);
  return params.toString();
}

/** The request behind {@link useNotices} (also the key of its saved copy offline). */
export function noticesRequestPath(query: NoticesRequest): string {
  return `/api/notices?${noticesSearch(query)}`;
}

/** `GET /api/notices` for one notice type (exam dates: upcoming or past); `enabled: false` waits. */
export function useNotices(query: NoticesRequest, { enabled = true }: { enabled?: boolean } = {}) {
  const search = noticesSearch(query);
  return useQuery({
    queryKey: ['notices', search],
    queryFn: ({ signal }) => apiRequest<typeof noticesPage>(noticesRequestPath(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
