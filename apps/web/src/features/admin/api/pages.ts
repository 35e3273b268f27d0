import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPage, type PageWrite } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

const pagesList = z.object({ items: z.array(adminPage) });
export type AdminPage = z.infer<typeof adminPage>;

/** `GET /api/admin/pages`: every content page, drafts included (with their bodies). */
export function useAdminPages() {
  return useQuery({
    queryKey: adminKeys.pages,
    queryFn: ({ signal }) => apiRequest('/api/admin/pages', pagesList, { signal }),
  });
}

/** `POST /api/admin/pages` (no `slug`) or `PUT /api/admin/pages/{slug}` (the slug may change). */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, page }: { slug?: string; page: PageWrite }) =>
      apiRequest(slug ? `/api/admin/pages/${slug}` : '/api/admin/pages', adminPage, {
        method: slug ? 'PUT' : 'POST',
        json: page,
      }),
    onSuccess: () => refreshAfterWrite(client, 'pages'),
  });
}

/** `DELETE /api/admin/pages/{slug}`. */
export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest(`/api/admin/pages/${slug}`, z.object({ ok: z.literal(true) }), { method: 'DELETE' }),
    onSuccess: () => refreshAfterWrite(client, 'pages'),
  });
}
