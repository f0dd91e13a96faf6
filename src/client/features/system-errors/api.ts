import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorStatus, ResolveErrorInput, SystemErrorItem, SystemErrorList } from '@shared/system-errors';
import { apiRequest } from '@/lib/api';

const base = '/api/admin/system-errors';

/** GET /api/admin/system-errors: the latest ten of one status. */
export function useSystemErrors(status: ErrorStatus) {
  return useQuery<SystemErrorList>({ queryKey: [`${base}?status=${status}&pageSize=10`] });
}

/** POST /api/admin/system-errors/:id/resolve; every list of the log reloads after. */
export function useResolveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ResolveErrorInput & { id: number }) =>
      (await apiRequest('POST', `${base}/${id}/resolve`, input)).json() as Promise<SystemErrorItem>,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) }),
  });
}
