import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ownProfile, OwnProfile, ProfileUpdate } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const ownProfileKey = ['own-profile'] as const;

/** `GET /api/me/profile`: every field of the signed-in user's profile, with the visibility settings. */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: ownProfileKey,
    enabled,
    queryFn: ({ signal }) => apiRequest<typeof ownProfile>('/api/me/profile', { signal }),
  });
}

/** Stores the server's answer and refreshes what shows the profile elsewhere (header name, profile view). */
function afterChange(client: QueryClient, profile: OwnProfile) {
  client.setQueryData(ownProfileKey, profile);
  void client.invalidateQueries({ queryKey: ['profile', profile.id] });
  void client.invalidateQueries({ queryKey: ['me'] });
  // Job lists and pages carry the "Can I apply?" verdicts computed from the profile.
  void client.invalidateQueries({ queryKey: ['jobs'] });
  void client.invalidateQueries({ queryKey: ['job'] });
}

/** `PATCH /api/me/profile`. A 400 carries `issues` with field paths such as `name` or `visibility.bio`. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      apiRequest<typeof ownProfile>('/api/me/profile', { method: 'PATCH', json: changes }),
    onSuccess: (profile) => afterChange(client, profile),
  });
}

/** `PUT /api/me/avatar` with the image in the multipart field `file`. */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<typeof ownProfile>('/api/me/avatar', { method: 'PUT', body: form });
    },
    onSuccess: (profile) => afterChange(client, profile),
  });
}

/** `DELETE /api/me/avatar`. */
export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<typeof ownProfile>('/api/me/avatar', { method: 'DELETE' }),
    onSuccess: (profile) => afterChange(client, profile),
  });
}
