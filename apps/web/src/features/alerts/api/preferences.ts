import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertPreferences, type AlertPreferences } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

const preferencesKey = ['alert-preferences'] as const;

export function useAlertPreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: () => apiRequest('/api/alerts/preferences', alertPreferences) });
}

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: AlertPreferences) =>
      apiRequest('/api/alerts/preferences', alertPreferences, { method: 'PUT', json: prefs }),
    onSuccess: (saved) => client.setQueryData(preferencesKey, saved),
  });
}
