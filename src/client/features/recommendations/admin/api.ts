import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecommendationKind } from '@shared/recommendations';
import { apiGetPage, apiJson, apiRequest } from '@/lib/api';
import type { Item } from '../api';

export const ADMIN_PAGE_SIZE = 25;

/** After a write: the admin list and the members' lists of that kind. */
function useRefreshKind(kind: RecommendationKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes(`/${kind}`) });
}

/** GET /api/admin/{kind}: by title, searched and filtered, ADMIN_PAGE_SIZE a page. */
export function useAdminItems(
  kind: RecommendationKind,
  { search, businessType, page }: { search: string; businessType: string; page: number },
) {
  const query = new URLSearchParams({
    sort: 'title',
    limit: String(ADMIN_PAGE_SIZE),
    offset: String((page - 1) * ADMIN_PAGE_SIZE),
  });
  if (search) query.set('search', search);
  if (businessType) query.set('businessType', businessType);
  const url = `/api/admin/${kind}?${query.toString()}`;
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => apiGetPage<Item>(url, signal) });
}

/** DELETE /api/admin/{kind}/:id */
export function useDeleteItem(kind: RecommendationKind) {
  const refresh = useRefreshKind(kind);
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/${kind}/${id}`);
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/{kind} (new) or PATCH /api/admin/{kind}/:id (edit). */
export function useSaveItem(kind: RecommendationKind, id: number | null) {
  const refresh = useRefreshKind(kind);
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiJson<Item>(
        id ? apiRequest('PATCH', `/api/admin/${kind}/${id}`, input) : apiRequest('POST', `/api/admin/${kind}`, input),
      ),
    onSuccess: refresh,
  });
}
