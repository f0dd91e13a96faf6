import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassProgramInput, ClassProgramRecord } from '@shared/tools';
import { apiJson, apiRequest } from '@/lib/api';

/**
 * The query hooks of a table of class programs (/api/capacity-programs, /api/student-class-programs):
 * the list, a save (POST without an id, PUT with one) and a delete; a change refreshes the list and
 * whatever else `alsoRefresh` names (the network benchmark the programs feed).
 */
export function programApi<R>(path: string, alsoRefresh: string[] = []) {
  const useRefresh = () => {
    const client = useQueryClient();
    return () => Promise.all([path, ...alsoRefresh].map((key) => client.invalidateQueries({ queryKey: [key] })));
  };
  return {
    /** GET: the gym's programs with their computed results. */
    useList: () => useQuery<R[]>({ queryKey: [path] }),
    useSave: () => {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: ({ id, input }: { id: number | null; input: ClassProgramInput }) =>
          apiJson<R>(id === null ? apiRequest('POST', path, input) : apiRequest('PUT', `${path}/${id}`, input)),
        onSuccess: refresh,
      });
    },
    useDelete: () => {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: async (id: number) => {
          await apiRequest('DELETE', `${path}/${id}`);
        },
        onSuccess: refresh,
      });
    },
  };
}

export const CLASS_PROGRAMS_PATH = '/api/capacity-programs';

/** A saved program's file: its fields and results as a workbook or a PDF. */
export const exportUrl = (id: number, format: 'xlsx' | 'pdf') => `${CLASS_PROGRAMS_PATH}/${id}/export?format=${format}`;

const classProgramsApi = programApi<ClassProgramRecord>(CLASS_PROGRAMS_PATH);

/** GET /api/capacity-programs: the gym's class programs with their computed results. */
export const useClassPrograms = classProgramsApi.useList;
/** POST /api/capacity-programs, or PUT /api/capacity-programs/:id when an id is given. */
export const useSaveClassProgram = classProgramsApi.useSave;
/** DELETE /api/capacity-programs/:id */
export const useDeleteClassProgram = classProgramsApi.useDelete;
