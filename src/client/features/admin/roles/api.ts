import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserList } from '@shared/accounts';
import type {
  AdminRole,
  PermissionCatalogue,
  RoleInput,
  RoleRelevance,
  RoleRelevanceInput,
  UserRoles,
} from '@shared/roles';
import { apiJson, apiRequest } from '@/lib/api';

export const ROLES_KEY = '/api/admin/roles';
const PERMISSIONS_KEY = '/api/admin/permissions';

export const useAdminRoles = () => useQuery<AdminRole[]>({ queryKey: [ROLES_KEY] });
export const usePermissionCatalogue = () => useQuery<PermissionCatalogue>({ queryKey: [PERMISSIONS_KEY] });

/** Every write of this screen changes what the role list shows (grants, holders, the tree). */
function useRolesWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [ROLES_KEY] }),
  });
}

/** POST /api/admin/roles (new) or PUT /api/admin/roles/:id (edit). */
export const useSaveRole = () =>
  useRolesWrite(({ id, input }: { id: number | null; input: RoleInput }) =>
    apiJson<AdminRole>(apiRequest(id ? 'PUT' : 'POST', id ? `${ROLES_KEY}/${id}` : ROLES_KEY, input)),
  );

export const useDeleteRole = () =>
  useRolesWrite(async (id: number) => {
    await apiRequest('DELETE', `${ROLES_KEY}/${id}`);
  });

/** PUT /api/admin/roles/:id/permissions: replaces the role's set. */
export const useSetRolePermissions = () =>
  useRolesWrite(({ id, permissions }: { id: number; permissions: string[] }) =>
    apiJson<AdminRole>(apiRequest('PUT', `${ROLES_KEY}/${id}/permissions`, { permissions })),
  );

export const useRoleRelevance = (id: number | null) =>
  useQuery<RoleRelevance>({ queryKey: [`${ROLES_KEY}/${id}/relevance`], enabled: id !== null });

export function useSetRoleRelevance(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleRelevanceInput) =>
      apiJson<RoleRelevance>(apiRequest('PUT', `${ROLES_KEY}/${id}/relevance`, input)),
    onSuccess: (data) => client.setQueryData([`${ROLES_KEY}/${id}/relevance`], data),
  });
}

/** The users a search finds (GET /api/admin/users), ten at a time. */
export const useUserSearch = (search: string) =>
  useQuery<AdminUserList>({
    queryKey: [`/api/admin/users?${new URLSearchParams({ search, pageSize: '10' }).toString()}`],
    enabled: search.length >= 2,
  });

const userRolesKey = (userId: number) => `/api/admin/users/${userId}/roles`;

export const useUserRoles = (userId: number | null) =>
  useQuery<UserRoles>({ queryKey: [userId === null ? 'none' : userRolesKey(userId)], enabled: userId !== null });

/** POST or DELETE /api/admin/users/:id/roles(/:roleId): answers the user's roles afterwards. */
export function useChangeUserRole(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, add }: { roleId: number; add: boolean }) =>
      apiJson<UserRoles>(
        add
          ? apiRequest('POST', userRolesKey(userId), { roleId })
          : apiRequest('DELETE', `${userRolesKey(userId)}/${roleId}`),
      ),
    onSuccess: (data) => {
      client.setQueryData([userRolesKey(userId)], data);
      void client.invalidateQueries({ queryKey: [ROLES_KEY] });
    },
  });
}
