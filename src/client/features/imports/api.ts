import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImportKind } from '@shared/imports';
import { isFinished, type Job } from '@shared/jobs';
import { apiForm, apiJson } from '@/lib/api';

/** POST /api/admin/imports: the mapped file (CSV with the API's field names) as a job. */
export function useStartImport() {
  return useMutation({
    mutationFn: (values: { kind: ImportKind; file: Blob; fileName: string; dryRun: boolean }) => {
      const form = new FormData();
      form.append('kind', values.kind);
      form.append('dryRun', String(values.dryRun));
      form.append('file', values.file, values.fileName);
      return apiJson<{ jobId: number }>(apiForm('POST', '/api/admin/imports', form));
    },
  });
}

/** GET /api/admin/imports/:id, polled each second until the job is completed or failed. */
export const useImportJob = (id: number | null) =>
  useQuery<Job>({
    queryKey: ['/api/admin/imports', id],
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : 1000),
  });
