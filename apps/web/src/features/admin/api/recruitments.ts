import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminRecruitment,
  adminRecruitmentsPage,
  AdminRecruitment,
  RecruitmentWrite,
  StatusChange,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

/** `GET /api/admin/recruitments?…`: every lifecycle state, recently changed first. */
export function useAdminRecruitments(search: string) {
  return useQuery({
    queryKey: adminKeys.recruitments(search),
    queryFn: ({ signal }) => apiRequest<typeof adminRecruitmentsPage>(`/api/admin/recruitments?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/recruitments/{id}`: the content for the editor, with its notices. */
export function useAdminRecruitment(id: string) {
  return useQuery({
    queryKey: adminKeys.recruitment(id),
    queryFn: ({ signal }) => apiRequest<typeof adminRecruitment>(`/api/admin/recruitments/${id}`, { signal }),
  });
}

function useRecruitmentWrite<V>(write: (variables: V) => Promise<AdminRecruitment>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (saved) => {
      client.setQueryData(adminKeys.recruitment(saved.id), saved);
      await refreshAfterWrite(client, 'content');
    },
  });
}

/** `POST /api/admin/recruitments`. */
export function useCreateRecruitment() {
  return useRecruitmentWrite((content: RecruitmentWrite) =>
    apiRequest<typeof adminRecruitment>('/api/admin/recruitments', { method: 'POST', json: content }),
  );
}

/** `PUT /api/admin/recruitments/{id}`. */
export function useUpdateRecruitment() {
  return useRecruitmentWrite(({ id, content }: { id: string; content: RecruitmentWrite }) =>
    apiRequest<typeof adminRecruitment>(`/api/admin/recruitments/${id}`, { method: 'PUT', json: content }),
  );
}

/** `POST /api/admin/recruitments/{id}/status`: publish now, schedule, back to draft, archive. */
export function useChangeRecruitmentStatus() {
  return useRecruitmentWrite(({ id, change }: { id: string; change: StatusChange }) =>
    apiRequest<typeof adminRecruitment>(`/api/admin/recruitments/${id}/status`, { method: 'POST', json: change }),
  );
}

/** `POST /api/admin/recruitments/{id}/duplicate`: a new draft copy. */
export function useDuplicateRecruitment() {
  return useRecruitmentWrite((id: string) =>
    apiRequest<typeof adminRecruitment>(`/api/admin/recruitments/${id}/duplicate`, { method: 'POST' }),
  );
}
