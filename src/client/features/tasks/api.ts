import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Task,
  TaskQuery,
  MyTask,
  MyTaskStatus,
  MyTaskPatch,
  TaskGoal,
  TaskTheme,
  WizardInput,
  WizardResult,
} from '@shared/tasks';
import { apiJson, apiRequest } from '@/lib/api';

export const LIBRARY_PATH = '/api/business-tasks';
export const MY_TASKS_PATH = '/api/my-tasks';
export const WIZARD_PATH = '/api/task-wizard';

/** The query string of a library filter, empty values left out. */
export function libraryQuery(filter: Partial<Record<keyof TaskQuery, string>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return query.toString();
}

/** GET /api/business-tasks with the filters: every match (the screen shows 25 at a time). */
export function useLibrary(filter: Partial<Record<keyof TaskQuery, string>>, enabled = true) {
  const query = libraryQuery(filter);
  return useQuery<Task[]>({ queryKey: [query ? `${LIBRARY_PATH}?${query}` : LIBRARY_PATH], enabled });
}

/** GET /api/task-themes */
export function useThemes() {
  return useQuery<TaskTheme[]>({ queryKey: ['/api/task-themes'] });
}

/** GET /api/my-tasks; `enabled: false` until the caller knows the member may keep a list (tasks.use). */
export function useMyTasks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<MyTask[]>({ queryKey: [MY_TASKS_PATH], enabled });
}

/** GET /api/task-wizard/goals */
export function useGoals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TaskGoal[]>({ queryKey: [`${WIZARD_PATH}/goals`], enabled });
}

/** GET /api/task-wizard/latest: null until the member has used the wizard. */
export function useLatestWizard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<WizardResult | null>({ queryKey: [`${WIZARD_PATH}/latest`], enabled });
}

/** After a change to My Tasks: the list and the library's "already added" marks. */
function useRefreshMine() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => {
        const key = String(q.queryKey[0]);
        return key.startsWith(MY_TASKS_PATH) || key.startsWith(LIBRARY_PATH);
      },
    });
}

/** POST /api/my-tasks (409 when it is already there). */
export function useAddMyTask() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (taskId: number) => apiJson<MyTask>(apiRequest('POST', MY_TASKS_PATH, { taskId })),
    onSettled: refresh,
  });
}

/** POST /api/my-tasks/bulk */
export function useAddMyTasks() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (taskIds: number[]) =>
      apiJson<{ added: MyTask[]; skipped: number[] }>(apiRequest('POST', `${MY_TASKS_PATH}/bulk`, { taskIds })),
    onSuccess: refresh,
  });
}

/** PATCH /api/my-tasks/:id; a recurring task marked done answers with nextId. */
export function useUpdateMyTask() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number } & MyTaskPatch) =>
      apiJson<MyTask>(apiRequest('PATCH', `${MY_TASKS_PATH}/${id}`, patch)),
    onSuccess: refresh,
  });
}

/**
 * PATCH /api/my-tasks/:id with a status, shown at once: the list is changed before the server
 * answers and put back as it was when the server refuses (the caller tells the member why).
 */
export function useSetMyTaskStatus() {
  const client = useQueryClient();
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MyTaskStatus }) =>
      apiJson<MyTask>(apiRequest('PATCH', `${MY_TASKS_PATH}/${id}`, { status })),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: [MY_TASKS_PATH] });
      const before = client.getQueryData<MyTask[]>([MY_TASKS_PATH]);
      client.setQueryData<MyTask[]>([MY_TASKS_PATH], (list) =>
        list?.map((item) =>
          item.id === id ? { ...item, status, overdue: status === 'done' ? false : item.overdue } : item,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData([MY_TASKS_PATH], context.before);
    },
    onSettled: refresh,
  });
}

/** DELETE /api/my-tasks/:id */
export function useRemoveMyTask() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${MY_TASKS_PATH}/${id}`);
    },
    onSuccess: refresh,
  });
}

/** POST /api/task-wizard */
export function useRunWizard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WizardInput) => apiJson<WizardResult>(apiRequest('POST', WIZARD_PATH, input)),
    onSuccess: (result) => client.setQueryData([`${WIZARD_PATH}/latest`], result),
  });
}
