import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminNotice, type AdminNotice, type ApiError, type NoticePdfQuery, type NoticeWrite } from '@jobportal/shared';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from './query-keys.ts';

/** `POST /api/admin/notices` (no id) or `PUT /api/admin/notices/{id}`. */
export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notice }: { id?: string; notice: NoticeWrite }) =>
      apiRequest<typeof adminNotice>(id ? `/api/admin/notices/${id}` : '/api/admin/notices', {
        method: id ? 'PUT' : 'POST',
        json: notice,
      }),
    onSuccess: () => refreshAfterWrite(client, 'content'),
  });
}

/** `DELETE /api/admin/notices/{id}`. */
export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<z.ZodType<{ ok: true }>>(`/api/admin/notices/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterWrite(client, 'content'),
  });
}

/** `PUT /api/admin/notices/{id}/pdf`, with `?status=…` when the upload also publishes the notice. */
export function noticePdfUrl(noticeId: string, publish: NoticePdfQuery | null = null): string {
  const query = new URLSearchParams();
  if (publish?.status) query.set('status', publish.status);
  if (publish?.status === 'scheduled' && publish.publishAt) query.set('publishAt', publish.publishAt);
  const search = query.toString();
  return `/api/admin/notices/${noticeId}/pdf${search ? `?${search}` : ''}`;
}

/**
 * `PUT /api/admin/notices/{id}/pdf` with the file in the multipart field `file`. XMLHttpRequest rather
 * than fetch: it reports upload progress, which matters for a 15 MB scan on a slow line. With
 * `publish`, the server publishes (or schedules) the notice only once it has taken the file.
 */
export function uploadNoticePdf(
  noticeId: string,
  file: File,
  onProgress: (fraction: number) => void,
  publish: NoticePdfQuery | null = null,
): Promise<AdminNotice> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', noticePdfUrl(noticeId, publish));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = adminNotice.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(request.status, { message: 'The server sent an unexpected answer.' }));
      } else {
        reject(new ApiRequestError(request.status, (body ?? {}) as Partial<ApiError>));
      }
    };
    request.onerror = () => reject(new ApiRequestError(0, { code: 'NETWORK', message: '' }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The upload as a mutation, so the lists and counts refresh once the PDF is in. */
export function useUploadNoticePdf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, file, onProgress }: { noticeId: string; file: File; onProgress: (f: number) => void }) =>
      uploadNoticePdf(noticeId, file, onProgress),
    onSuccess: () => refreshAfterWrite(client, 'content'),
  });
}
