import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolveErrorInput, SystemErrorItem } from '@shared/system-errors';
import { apiRequest } from '@/lib/api';

export type ErrorStatus = 'unresolved' | 'resolved' | 'all';

const base = '/api/admin/system-errors';

export function useSystemErrors(status: ErrorStatus) {
  return useQuery<{ items: SystemErrorItem[]; total: number }>({ queryKey: [`${base}?status=${status}&pageSize=10`] });
}

export function useResolveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ResolveErrorInput & { id: number }) =>
      (await apiRequest('POST', `${base}/${id}/resolve`, input)).json() as Promise<SystemErrorItem>,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) }),
  });
}
