import type { QueryClient } from '@tanstack/react-query';
import type { MockTestContentInput, mockTestFigure, mockTestImportReport } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from './query-keys.ts';

/**
 * The calls of the crop screen (a paper from a question paper's PDF), as plain functions: it uploads
 * its crops one after another and saves the paper only once every crop is in, so it drives them itself
 * rather than through one mutation per call.
 */

/** `POST /api/admin/mock-tests/figures`: one crop's image (PNG or JPEG) as a figure. */
export function uploadCropFigure(image: Blob, name: string) {
  const form = new FormData();
  form.append('file', image, name);
  return apiRequest<typeof mockTestFigure>('/api/admin/mock-tests/figures', { method: 'POST', body: form });
}

/** `POST /api/admin/mock-tests/import`: check the paper (`dryRun`, with the candidate's view if `preview`) or save it. */
export async function importCroppedPaper(
  client: QueryClient,
  content: MockTestContentInput,
  { dryRun, preview = false }: { dryRun: boolean; preview?: boolean },
) {
  const report = await apiRequest<typeof mockTestImportReport>('/api/admin/mock-tests/import', {
    method: 'POST',
    json: { content, dryRun, preview },
  });
  if (report.saved) await refreshAfterWrite(client, 'mockTests');
  return report;
}
