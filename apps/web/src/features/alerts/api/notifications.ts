import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { notificationList } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_CHANGED_EVENT } from '../../../lib/realtime-signals.ts';

const notificationsKey = ['notifications'] as const;

/**
 * The bell's list and unread count: fetched on sign-in, again whenever the socket says something new
 * arrived or (re)connects (what came while it was down was never announced), and every 2 minutes as a
 * fallback while it is down.
 */
export function useNotifications(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () => void client.invalidateQueries({ queryKey: notificationsKey });
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, refetch);
  }, [client, enabled]);
  return useQuery({
    queryKey: notificationsKey,
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
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
