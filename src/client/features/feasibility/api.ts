import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeasibilityCreate,
  FeasibilityPatch,
  FeasibilityProject,
  FeasibilityResults,
  FeasibilityProjectRecord,
} from '@shared/feasibility';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const PROJECTS = '/api/feasibility-projects';

function useRefresh() {
  const client = useQueryClient();
  return (gone?: number) =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(PROJECTS) && (gone === undefined || q.queryKey[1] !== gone),
    });
}

/** GET /api/feasibility-projects, 20 a page. */
export const useProjects = () => usePagedQuery<FeasibilityProject>(pagedUrl(PROJECTS, undefined, 20));

/** GET /api/feasibility-projects/:id */
export const useProject = (id: number) => useQuery<FeasibilityProject>({ queryKey: [PROJECTS, id], enabled: id > 0 });

/** GET /api/feasibility-projects/:id/results */
export const useResults = (id: number) =>
  useQuery<FeasibilityResults>({ queryKey: [PROJECTS, id, 'results'], enabled: id > 0 });

/** GET /api/feasibility/shared/:token (no sign-in). */
export const useShared = (token: string) =>
  useQuery<{ project: Omit<FeasibilityProject, 'shareToken'>; results: FeasibilityResults }>({
    queryKey: ['/api/feasibility/shared', token],
    retry: false,
  });

export function useCreateProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: FeasibilityCreate) => apiJson<FeasibilityProject>(apiRequest('POST', PROJECTS, values)),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/feasibility-projects/:id: one wizard step's fields. */
export function useSaveStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: FeasibilityPatch) =>
      apiJson<FeasibilityProject>(apiRequest('PATCH', `${PROJECTS}/${id}`, patch)),
    onSuccess: (saved) => {
      client.setQueryData([PROJECTS, id], saved);
      void client.invalidateQueries({ queryKey: [PROJECTS, id, 'results'] });
    },
  });
}

export function useDeleteProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${PROJECTS}/${id}`);
    },
    onSuccess: (_, id) => refresh(id),
  });
}

export function useLockProject(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<FeasibilityProjectRecord>(apiRequest('POST', `${PROJECTS}/${id}/lock`)),
    onSuccess: () => refresh(),
  });
}

export function useShareProject(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<{ shareToken: string; url: string }>(apiRequest('POST', `${PROJECTS}/${id}/share`)),
    onSuccess: () => refresh(),
  });
}

export function useUnshareProject(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `${PROJECTS}/${id}/share`);
    },
    onSuccess: () => refresh(),
  });
}
