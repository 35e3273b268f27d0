import { useQuery } from '@tanstack/react-query';
import { noticeListItem } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useNotice(id: string) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: ({ signal }) => apiRequest(`/api/notices/${encodeURIComponent(id)}`, noticeListItem, { signal }),
  });
}
