import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProShopItemInput, ProShopItemRecord } from '@shared/tools';
import { apiJson, apiRequest } from '@/lib/api';

export const PRO_SHOP_PATH = '/api/pro-shop-items';

/** GET /api/pro-shop-items: the gym's items by name, with the server's retail price and net profit. */
export function useProShopItems() {
  return useQuery<ProShopItemRecord[]>({ queryKey: [PRO_SHOP_PATH] });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PRO_SHOP_PATH] });
}

/** POST /api/pro-shop-items, or PUT /api/pro-shop-items/:id when an id is given. */
export function useSaveProShopItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProShopItemInput }) =>
      apiJson<ProShopItemRecord>(
        id === null ? apiRequest('POST', PRO_SHOP_PATH, input) : apiRequest('PUT', `${PRO_SHOP_PATH}/${id}`, input),
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/pro-shop-items/:id */
export function useDeleteProShopItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${PRO_SHOP_PATH}/${id}`);
    },
    onSuccess: refresh,
  });
}
