import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminMockTests,
  mockTestBankReport,
  mockTestFigure,
  mockTestImportReport,
  AdminMockTest,
  MockTestBankPaperInput,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

export type { AdminMockTest };

/** `GET /api/admin/mock-tests`: every paper, retired ones too. */
export function useAdminMockTests() {
  return useQuery({
    queryKey: adminKeys.mockTests,
    queryFn: ({ signal }) => apiRequest<typeof adminMockTests>('/api/admin/mock-tests', { signal }),
  });
}

/** `GET /api/admin/mock-tests/{slug}`: one paper as authored (answer key included), for editing. */
export function fetchMockTestPaper(slug: string): Promise<unknown> {
  return apiRequest<z.ZodUnknown>(`/api/admin/mock-tests/${slug}`);
}

/** `POST /api/admin/mock-tests/import`: check a paper (`dryRun`, with the candidate's view if `preview`), or save it. */
export function useImportMockTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, dryRun, preview = false }: { content: unknown; dryRun: boolean; preview?: boolean }) =>
      apiRequest<typeof mockTestImportReport>('/api/admin/mock-tests/import', {
        method: 'POST',
        json: { content, dryRun, preview },
      }),
    onSuccess: (report) => (report.saved ? refreshAfterWrite(client, 'mockTests') : undefined),
  });
}

/** `PATCH /api/admin/mock-tests/{slug}`: retire or restore. */
export function useSetMockTestActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, active }: { slug: string; active: boolean }) =>
      apiRequest<z.ZodUnknown>(`/api/admin/mock-tests/${slug}`, { method: 'PATCH', json: { active } }),
    onSuccess: () => refreshAfterWrite(client, 'mockTests'),
  });
}

/** `POST /api/admin/mock-tests/figures`: an image for a paper's text; the answer says what to write. */
export function useUploadFigure() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<typeof mockTestFigure>('/api/admin/mock-tests/figures', { method: 'POST', body: form });
    },
  });
}

/**
 * `POST /api/admin/mock-tests/import-bank`: a Word or Excel/CSV question bank, checked row by row
 * (`dryRun`), or saved as one paper when every row is in. The paper's fields go before the file.
 */
export function useImportBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      paper,
      dryRun,
      preview = false,
    }: {
      file: File;
      paper: MockTestBankPaperInput;
      dryRun: boolean;
      preview?: boolean;
    }) => {
      const form = new FormData();
      form.append('paper', JSON.stringify(paper));
      form.append('dryRun', String(dryRun));
      form.append('preview', String(preview));
      form.append('file', file);
      return apiRequest<typeof mockTestBankReport>('/api/admin/mock-tests/import-bank', { method: 'POST', body: form });
    },
    onSuccess: (report) => (report.paper.saved ? refreshAfterWrite(client, 'mockTests') : undefined),
  });
}

/** Where the question-bank sheet template downloads from. */
export const bankTemplateUrl = (format: 'xlsx' | 'csv') => `/api/admin/mock-tests/bank-template?format=${format}`;
