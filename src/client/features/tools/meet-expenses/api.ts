import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetExpenseRecord, MeetExpenseSummary, MeetExpensesInput } from '@shared/tools';
import { listsOf, useLimitOffsetList } from '../saved';
import { apiJson, apiRequest } from '@/lib/api';

export const MEET_PATH = '/api/meet-expenses';

/** The file of a saved budget: the workbook or the one-page PDF for parents. */
export const exportUrl = (id: number, format: 'xlsx' | 'pdf') => `${MEET_PATH}/${id}/export?format=${format}`;

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/meet-expenses: the gym's budgets, newest first, HISTORY_PAGE_SIZE at a time ("Show more"). */
export function useMeetHistory() {
  return useLimitOffsetList<MeetExpenseSummary>(`${MEET_PATH}?limit=${HISTORY_PAGE_SIZE}`);
}

const history = listsOf(MEET_PATH);

/** GET /api/meet-expenses/:id */
export function useMeetExpense(id: number, enabled: boolean) {
  return useQuery<MeetExpenseRecord>({ queryKey: [MEET_PATH, id], enabled });
}

/** POST (no id) or PUT (an id): the saved record comes back with the server's totals. */
export function useSaveMeetExpense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MeetExpensesInput }) =>
      apiJson<MeetExpenseRecord>(
        id === null ? apiRequest('POST', MEET_PATH, input) : apiRequest('PUT', `${MEET_PATH}/${id}`, input),
      ),
    onSuccess: async (saved) => {
      client.setQueryData([MEET_PATH, saved.id], saved);
      await client.invalidateQueries(history);
    },
  });
}

/** DELETE /api/meet-expenses/:id */
export function useDeleteMeetExpense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${MEET_PATH}/${id}`);
    },
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: [MEET_PATH, id], exact: true });
      await client.invalidateQueries(history);
    },
  });
}
