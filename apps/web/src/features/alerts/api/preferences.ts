import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { alertPreferences, AlertPreferences } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

const preferencesKey = ['alert-preferences'] as const;

export function useAlertPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => apiRequest<typeof alertPreferences>('/api/alerts/preferences'),
  });
}

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: AlertPreferences) =>
      apiRequest<typeof alertPreferences>('/api/alerts/preferences', { method: 'PUT', json: prefs }),
    onSuccess: (saved) => client.setQueryData(preferencesKey, saved),
  });
}
