import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserActionInput,
  AdminUserActionResult,
  AdminUserDetail,
  AdminUserList,
  LoginLogList,
  UserStatus,
} from '@shared/accounts';
import { apiRequest } from '@/lib/api';

const base = '/api/admin/users';

export const PAGE_SIZE = 20;

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(
    (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
  );
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/** GET /api/admin/users: search and paging. */
export function useAdminUsers(search: string, status: UserStatus | 'all', page: number) {
  return useQuery<AdminUserList>({
    queryKey: [`${base}?${query({ search: search.trim() || undefined, status, page, pageSize: PAGE_SIZE })}`],
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/login-log: who signed in, when, from where. */
export function useLoginLog(page: number) {
  return useQuery<LoginLogList>({
    queryKey: [`${base}/login-log?${query({ page, pageSize: PAGE_SIZE })}`],
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id */
export function useAdminUser(id: number | null) {
  return useQuery<AdminUserDetail>({ queryKey: [base, id], enabled: id !== null });
}

/** POST /api/admin/users/:id/actions {action, reason} */
export function useAdminUserAction(id: number) {
  const client = useQueryClient();
  return useMutation<AdminUserActionResult, Error, AdminUserActionInput>({
    mutationFn: async (input) =>
      (await (await apiRequest('POST', `${base}/${id}/actions`, input)).json()) as AdminUserActionResult,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) }),
  });
}
