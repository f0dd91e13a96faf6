import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '@shared/imports';
import { apiForm, apiJson } from '@/lib/api';
import { useJob } from '@/lib/jobs';

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
export const useImportJob = (id: number | null) => useJob(id, '/api/admin/imports');
