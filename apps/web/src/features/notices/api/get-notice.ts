import { useQuery } from '@tanstack/react-query';
import type { noticeListItem } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useNotice(id: string) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: ({ signal }) => apiRequest<typeof noticeListItem>(`/api/notices/${encodeURIComponent(id)}`, { signal }),
  });
}
