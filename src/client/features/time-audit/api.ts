import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeAuditInput, TimeAuditList, TimeAuditRecord } from '@shared/time-audit';
import { apiJson, apiRequest } from '@/lib/api';

export const AUDITS_PATH = '/api/time-audits';
const HISTORY_URL = `${AUDITS_PATH}?pageSize=20`;

/** GET /api/time-audits: the caller's twenty latest audits, newest first. */
export function useAuditHistory() {
  return useQuery<TimeAuditList>({ queryKey: [HISTORY_URL] });
}

/** GET /api/time-audits/:id */
export function useTimeAudit(id: number) {
  return useQuery<TimeAuditRecord>({ queryKey: [AUDITS_PATH, id], enabled: Number.isInteger(id) && id > 0 });
}

/** POST /api/time-audits: the server scores the answers. */
export function useTakeAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeAuditInput) =>
      apiJson<{ id: number; overallGrade: string }>(apiRequest('POST', AUDITS_PATH, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
