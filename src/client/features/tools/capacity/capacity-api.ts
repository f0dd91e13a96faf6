import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CapacityProgramInput, CapacityProgramRecord } from '@shared/tools';
import { apiRequest } from '@/lib/api';

export const CAPACITY_PATH = '/api/capacity-programs';

/** A saved program's file: its fields and results as a workbook or a PDF. */
export const exportUrl = (id: number, format: 'xlsx' | 'pdf') => `${CAPACITY_PATH}/${id}/export?format=${format}`;

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

/** GET /api/capacity-programs: the gym's class programs with their computed results. */
export function useCapacityPrograms() {
  return useQuery<CapacityProgramRecord[]>({ queryKey: [CAPACITY_PATH] });
}

function useRefresh(path: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [path] });
}

/** POST /api/capacity-programs, or PUT /api/capacity-programs/:id when an id is given. */
export function useSaveCapacityProgram() {
  const refresh = useRefresh(CAPACITY_PATH);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CapacityProgramInput }) =>
      json<CapacityProgramRecord>(
        id === null ? apiRequest('POST', CAPACITY_PATH, input) : apiRequest('PUT', `${CAPACITY_PATH}/${id}`, input),
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/capacity-programs/:id */
export function useDeleteCapacityProgram() {
  const refresh = useRefresh(CAPACITY_PATH);
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${CAPACITY_PATH}/${id}`);
    },
    onSuccess: refresh,
  });
}
