import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { usersPage, UsersQuery } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/users` with the directory's filters; the previous page stays on screen while the next loads. */
export function useUsers(filters: Partial<UsersQuery>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return useQuery({
    queryKey: ['users', search],
    queryFn: ({ signal }) => apiRequest<typeof usersPage>(`/api/users${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
