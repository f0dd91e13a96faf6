import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GymAccessRequest, GymAccessRequestList, MyGymAccess } from '@shared/gym-access';
import { apiJson, apiRequest } from '@/lib/api';
import { usePendingCount } from '@/lib/pending-count';

/** The two places requests are decided: the caller's own gym, or every gym (admins). */
export type Scope = 'my-gym' | 'admin';
export const requestsPath = (scope: Scope) =>
  scope === 'admin' ? '/api/admin/gym-access-requests' : '/api/my-gym/access-requests';

export interface RequestFilter {
  status: 'pending' | 'approved' | 'denied' | 'all';
  search: string;
  page: number;
}

export function useAccessRequests(scope: Scope, filter: RequestFilter) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: '20' });
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return useQuery<GymAccessRequestList>({ queryKey: [`${requestsPath(scope)}?${params}`] });
}

export function useMyGymAccess(enabled: boolean) {
  return useQuery<MyGymAccess>({ queryKey: ['/api/user/gym-access'], enabled });
}

type Decision = { id: number; action: 'approve' } | { id: number; action: 'deny'; reason: string };

/** Approves or denies; every list of requests is reloaded after. */
export function useDecide(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      apiJson<GymAccessRequest>(
        apiRequest(
          'POST',
          `${requestsPath(scope)}/${d.id}/${d.action}`,
          d.action === 'deny' ? { reason: d.reason } : {},
        ),
      ),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).includes('access-requests'),
      }),
  });
}

/** How many requests to join a gym, of every gym, wait for an answer (for the admins: users.manage). */
export function usePendingAccessRequestCount(enabled = true) {
  return usePendingCount(requestsPath('admin'), enabled);
}
