import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStateLink, StateLinkValues } from '@shared/state-links';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const ADMIN_STATE_LINKS = '/api/admin/state-links';

/** GET /api/admin/state-links: by state, searched in title and address, 50 a page. */
export function useAdminStateLinks(state: string, search: string) {
  const qs = new URLSearchParams();
  if (state) qs.set('state', state);
  if (search) qs.set('search', search);
  return usePagedQuery<AdminStateLink>(pagedUrl(ADMIN_STATE_LINKS, qs.toString() || undefined, 50));
}

/** After a write: the admin list and the network page's links of every state. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => {
        const head = String(q.queryKey[0]);
        return head.startsWith(ADMIN_STATE_LINKS) || head.startsWith('/api/state-links');
      },
    });
}

/** POST /api/admin/state-links (id null) or PUT /api/admin/state-links/:id */
export function useSaveStateLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: StateLinkValues }) =>
      apiJson<AdminStateLink>(
        id === null
          ? apiRequest('POST', ADMIN_STATE_LINKS, values)
          : apiRequest('PUT', `${ADMIN_STATE_LINKS}/${id}`, values),
      ),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/admin/state-links/:id */
export function useDeleteStateLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_STATE_LINKS}/${id}`);
    },
    onSuccess: () => refresh(),
  });
}
