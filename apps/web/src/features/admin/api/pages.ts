import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminPage, PageWrite } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

type pagesList = z.ZodType<{ items: z.output<typeof adminPage>[] }>;
export type AdminPage = z.infer<typeof adminPage>;

/** `GET /api/admin/pages`: every content page, drafts included (with their bodies). */
export function useAdminPages() {
  return useQuery({
    queryKey: adminKeys.pages,
    queryFn: ({ signal }) => apiRequest<pagesList>('/api/admin/pages', { signal }),
  });
}

/** `POST /api/admin/pages` (no `slug`) or `PUT /api/admin/pages/{slug}` (the slug may change). */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, page }: { slug?: string; page: PageWrite }) =>
      apiRequest<typeof adminPage>(slug ? `/api/admin/pages/${slug}` : '/api/admin/pages', {
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
    mutationFn: (slug: string) => apiRequest<z.ZodType<{ ok: true }>>(`/api/admin/pages/${slug}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterWrite(client, 'pages'),
  });
}
