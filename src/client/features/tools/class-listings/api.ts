import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassListings, SavedTableConfig, TableConfigInput, TableConfigPage } from '@shared/tools/class-listings';
import { apiJson, apiRequest } from '@/lib/api';

const LISTINGS = '/api/class-listings';
export const TABLES = '/api/jackrabbit-table-configs';

/** GET /api/class-listings: an organization's classes (the default organization without one). */
export function useClassListings(orgId?: string, options: { refetchInterval?: number } = {}) {
  return useQuery<ClassListings>({
    queryKey: [orgId ? `${LISTINGS}?orgId=${encodeURIComponent(orgId)}` : LISTINGS],
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/** GET /api/jackrabbit-table-configs: the gym's saved tables (signed-in members of a gym only). */
export function useTableConfigs(enabled: boolean) {
  return useQuery<TableConfigPage>({ queryKey: [`${TABLES}?pageSize=100`], enabled });
}

const isTables = (key: unknown) => String(key).startsWith(TABLES);

/** POST, or PUT /:id with an id. */
export function useSaveTableConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TableConfigInput & { id?: number }) =>
      apiJson<SavedTableConfig>(apiRequest(id ? 'PUT' : 'POST', id ? `${TABLES}/${id}` : TABLES, body)),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => isTables(q.queryKey[0]) }),
  });
}

/** DELETE /:id */
export function useDeleteTableConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${TABLES}/${id}`);
    },
    onSuccess: () => client.invalidateQueries({ predicate: (q) => isTables(q.queryKey[0]) }),
  });
}
