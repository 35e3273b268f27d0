import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { importReport } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from './query-keys.ts';

export type ImportRequest = { format: 'csv' | 'json'; content: string; dryRun: boolean };

/** `POST /api/admin/recruitments/import`: a dry run reports every row; a real run is all or nothing. */
export function useImportRecruitments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      apiRequest<typeof importReport>('/api/admin/recruitments/import', { method: 'POST', json: request }),
    onSuccess: async (report) => {
      if (report.created > 0) await refreshAfterWrite(client, 'content');
    },
  });
}
