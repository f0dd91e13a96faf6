import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserActionInput, LoginLogEntry, UserStatus } from '@shared/accounts';
import { apiRequest } from '@/lib/api';

const base = '/api/admin/users';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StatusChange {
  id: number;
  oldStatus: string | null;
  newStatus: string;
  reason: string | null;
  changedBy: number | null;
  changedAt: string;
}

export interface AdminUserDetail {
  user: AdminUser;
  statusChanges: StatusChange[];
  recentLogins: LoginLogEntry[];
}

export interface ActionResult {
  user: AdminUser;
  message: string;
  tempPassword?: string;
}

export const PAGE_SIZE = 20;

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/** GET /api/admin/users: search and paging. */
export function useAdminUsers(search: string, status: UserStatus | 'all', page: number) {
  return useQuery<Page<AdminUser>>({
    queryKey: [`${base}?${query({ search: search.trim() || undefined, status, page, pageSize: PAGE_SIZE })}`],
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/login-log: who signed in, when, from where. */
export function useLoginLog(page: number) {
  return useQuery<Page<LoginLogEntry>>({
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
  return useMutation<ActionResult, Error, AdminUserActionInput>({
    mutationFn: async (input) => (await (await apiRequest('POST', `${base}/${id}/actions`, input)).json()) as ActionResult,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) }),
  });
}
