import { useQuery } from '@tanstack/react-query';
import type { publicProfile } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const profileKey = (userId: string) => ['profile', userId] as const;

/** `GET /api/profiles/{userId}`: the profile as the viewer may see it (hidden fields are absent). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) =>
      apiRequest<typeof publicProfile>(`/api/profiles/${encodeURIComponent(userId)}`, { signal }),
  });
}
