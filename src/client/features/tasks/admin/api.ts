import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskValues, TaskTheme } from '@shared/tasks';
import { apiJson, apiRequest } from '@/lib/api';
import { LIBRARY_PATH } from '../api';

const BASE = '/api/admin/business-tasks';
const THEMES = '/api/admin/task-themes';

/** Every task answer, admin and member, may change after a write. */
export function useRefreshTasks() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => {
        const key = String(q.queryKey[0]);
        return (
          key.startsWith(BASE) ||
          key.startsWith(LIBRARY_PATH) ||
          key.startsWith('/api/task-themes') ||
          key.startsWith('/api/my-tasks')
        );
      },
    });
}

/** GET /api/admin/business-tasks/:id */
export function useAdminTask(id: number) {
  return useQuery<Task>({ queryKey: [BASE, id], enabled: id > 0 });
}

/** POST /api/admin/business-tasks, or PATCH …/:id with an id. */
export function useSaveTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TaskValues }) =>
      apiJson<Task>(id ? apiRequest('PATCH', `${BASE}/${id}`, values) : apiRequest('POST', BASE, values)),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/business-tasks/:id */
export function useDeleteTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${BASE}/${id}`);
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/business-tasks/:id/enhance → 202 { jobId } */
export function useEnhance() {
  return useMutation({
    mutationFn: (id: number) => apiJson<{ jobId: number }>(apiRequest('POST', `${BASE}/${id}/enhance`)),
  });
}

/** POST /api/admin/task-themes/analyse → 202 { jobId } */
export function useAnalyseThemes() {
  return useMutation({
    mutationFn: () => apiJson<{ jobId: number }>(apiRequest('POST', `${THEMES}/analyse`)),
  });
}

/** POST /api/admin/task-themes, or PATCH …/:id with an id. */
export function useSaveTheme() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({
      id,
      values,
    }: {
      id: number | null;
      values: { name?: string; colour?: string; description?: string | null };
    }) => apiJson<TaskTheme>(id ? apiRequest('PATCH', `${THEMES}/${id}`, values) : apiRequest('POST', THEMES, values)),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/task-themes/:id */
export function useDeleteTheme() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${THEMES}/${id}`);
    },
    onSuccess: refresh,
  });
}
