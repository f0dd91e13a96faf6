import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminModule,
  AdminSection,
  AdminModuleListItem,
  ModuleInput,
  SectionInput,
  SectionTabsInput,
} from '@shared/learning';
import type { RoleItem } from '@shared/accounts';
import type { StoredImage } from '@shared/articles';
import { apiJson, apiRequest, apiUpload } from '@/lib/api';

const BASE = '/api/admin/learning';

export interface ModuleList {
  items: AdminModuleListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAdminModules(params: { search: string; category: string; page: number }) {
  const query = new URLSearchParams({ page: String(params.page), pageSize: '25' });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  return useQuery<ModuleList>({ queryKey: [`${BASE}/modules?${query.toString()}`] });
}

/** GET /api/admin/roles: the roles a module can be relevant to. */
export function useRoles() {
  return useQuery<RoleItem[]>({ queryKey: ['/api/admin/roles'] });
}

export function useAdminModule(id: number | null) {
  return useQuery<AdminModule>({ queryKey: [`${BASE}/modules`, id], enabled: id !== null && id > 0 });
}

export function useAdminSection(id: number) {
  return useQuery<AdminSection>({ queryKey: [`${BASE}/sections`, id], enabled: id > 0 });
}

/** Every learning answer, admin and member, may change after a write. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(BASE) || String(q.queryKey[0]).startsWith('/api/learning'),
    });
}

export function useSaveModule(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Partial<ModuleInput>) =>
      apiJson<AdminModule>(
        id ? apiRequest('PATCH', `${BASE}/modules/${id}`, input) : apiRequest('POST', `${BASE}/modules`, input),
      ),
    onSuccess: refresh,
  });
}

export function usePatchModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number } & Partial<ModuleInput>) =>
      apiJson<AdminModule>(apiRequest('PATCH', `${BASE}/modules/${id}`, patch)),
    onSuccess: refresh,
  });
}

export function useDeleteModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${BASE}/modules/${id}`);
    },
    onSuccess: refresh,
  });
}

export function useOrderSections(moduleId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (sectionIds: number[]) =>
      apiJson<AdminModule>(apiRequest('PUT', `${BASE}/modules/${moduleId}/section-order`, { sectionIds })),
    onSuccess: refresh,
  });
}

export function useCreateSection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SectionInput) => apiJson<AdminSection>(apiRequest('POST', `${BASE}/sections`, input)),
    onSuccess: refresh,
  });
}

export function useSaveSection(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { section: Partial<SectionInput>; tabs: SectionTabsInput }) => {
      await apiRequest('PATCH', `${BASE}/sections/${id}`, input.section);
      return apiJson<AdminSection>(apiRequest('PUT', `${BASE}/sections/${id}/tabs`, input.tabs));
    },
    onSuccess: refresh,
  });
}

export function useDeleteSection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${BASE}/sections/${id}`);
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/learning-module-images */
export async function uploadModuleImage(file: File): Promise<StoredImage> {
  return (await apiUpload('POST', '/api/admin/learning-module-images', file)).json() as Promise<StoredImage>;
}
