import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationList } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys.ts';

/**
 * The bell's list and unread count: fetched on sign-in, again whenever the socket says something new
 * arrived or (re)connects (`realtime/socket-queries.ts` marks it stale), and every 2 minutes as a
 * fallback while it is down.
 */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest<typeof notificationList>('/api/notifications'),
    enabled,
    refetchInterval: 120_000,
  });
}

/** Marks the given notifications read, or all of them. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<z.ZodUnknown>('/api/notifications/read', { method: 'POST', json: ids ? { ids } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
