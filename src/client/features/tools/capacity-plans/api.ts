import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapacityPlanRecord, CapacityPlanSummary } from '@shared/tools/capacity-plans';
import { listsOf } from '../saved';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const PLANS_PATH = '/api/gym-capacity-plans';

/** A saved plan's file. */
export const planExportUrl = (id: number, format: 'xlsx' | 'pdf') => `${PLANS_PATH}/${id}/export?format=${format}`;

const lists = listsOf(PLANS_PATH);

/** GET /api/gym-capacity-plans: the gym's plans, last saved first, `pageSize` at a time ("Show more"). */
export function usePlans(pageSize: number) {
  return usePagedQuery<CapacityPlanSummary>(pagedUrl(PLANS_PATH, undefined, pageSize));
}

/** POST (no id) or PUT (an id) the plan's body: the server computes the results. */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: unknown }) =>
      apiJson<CapacityPlanRecord>(
        id === null ? apiRequest('POST', PLANS_PATH, input) : apiRequest('PUT', `${PLANS_PATH}/${id}`, input),
      ),
    onSuccess: async (saved) => {
      client.setQueryData([PLANS_PATH, saved.id], saved);
      await client.invalidateQueries(lists);
    },
  });
}

/** DELETE /api/gym-capacity-plans/:id */
export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${PLANS_PATH}/${id}`);
    },
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: [PLANS_PATH, id], exact: true });
      await client.invalidateQueries(lists);
    },
  });
}
