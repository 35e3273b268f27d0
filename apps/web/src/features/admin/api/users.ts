import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUser, adminUsersPage, AdminUser } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

/** `GET /api/admin/users?…`: accounts, newest first, by name or email. */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ signal }) => apiRequest<typeof adminUsersPage>(`/api/admin/users?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/users/{id}`. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => apiRequest<typeof adminUser>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
}

export type UserAction =
  | { kind: 'grantAdmin' }
  | { kind: 'revokeAdmin' }
  | { kind: 'ban'; reason?: string }
  | { kind: 'unban' }
  | { kind: 'passwordReset' }
  | { kind: 'delete' };

type ok = z.ZodType<{ ok: true }>;

function request(userId: string, action: UserAction): Promise<AdminUser | { ok: true }> {
  const base = `/api/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case 'grantAdmin':
      return apiRequest<typeof adminUser>(`${base}/admin`, { method: 'PUT' });
    case 'revokeAdmin':
      return apiRequest<typeof adminUser>(`${base}/admin`, { method: 'DELETE' });
    case 'ban':
      return apiRequest<typeof adminUser>(`${base}/ban`, {
        method: 'PUT',
        json: action.reason ? { reason: action.reason } : {},
      });
    case 'unban':
      return apiRequest<typeof adminUser>(`${base}/ban`, { method: 'DELETE' });
    case 'passwordReset':
      return apiRequest<ok>(`${base}/password-reset`, { method: 'POST' });
    case 'delete':
      return apiRequest<ok>(base, { method: 'DELETE' });
  }
}

/** Every account action of the user page; the answer (the updated account) replaces the cached one. */
export function useUserAction(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => request(userId, action),
    onSuccess: async (result, action) => {
      if (action.kind === 'delete') {
        // The page is left at once: do not wait for (or refetch) the account that is gone.
        client.removeQueries({ queryKey: adminKeys.user(userId) });
        void refreshAfterWrite(client, 'users');
        return;
      }
      if ('id' in result) client.setQueryData(adminKeys.user(userId), result);
      await refreshAfterWrite(client, 'users');
    },
  });
}
