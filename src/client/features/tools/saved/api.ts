import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScenarioRecord, ScenarioSummary } from '@shared/tools/scenarios';
import { apiGetPage, apiRequest } from '@/lib/api';
import { pagedListOf, pagedUrl, usePagedQuery, type PagedList } from '@/lib/paging';

/**
 * The query hooks of a tool's own saved records (/api/revenue-sqft, /api/arps): a page of the
 * list, one record, save (POST or PUT) and delete. Query keys are the API path parts; a save or a
 * delete refreshes the lists and the network benchmarks, which read the saved figures.
 */

/** What every saved record's list row carries: a scenario's, a revenue summary's, an ARPS calculation's. */
export type SavedSummary = Pick<ScenarioSummary, 'id' | 'name' | 'highlights' | 'updatedAt'>;

/** What every saved record carries when read whole. */
export type SavedRecord = Pick<ScenarioRecord, 'id' | 'name' | 'report'>;

/**
 * A list paged by `limit` and `offset` with its total in X-Total-Count (the meet history, whose
 * contract fixed that shape): "Show more" asks for the next page by its offset. Every other list
 * pages by page number (`usePagedQuery` of lib/paging.ts).
 */
export function useLimitOffsetList<S>(url: string): PagedList<S> {
  const query = useInfiniteQuery({
    queryKey: [url],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => apiGetPage<S>(`${url}&offset=${pageParam}`, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  return pagedListOf(query);
}

/** The file of a saved record. */
export const exportUrl = (path: string, id: number, format: 'xlsx' | 'pdf') => `${path}/${id}/export?format=${format}`;

export function useSavedList<S>(path: string, query: string | undefined, pageSize: number, enabled = true) {
  return usePagedQuery<S>(pagedUrl(path, query, pageSize), undefined, enabled);
}

export function useSavedRecord<R>(path: string, id: number | null) {
  return useQuery<R>({ queryKey: [path, id], enabled: id !== null });
}

/** Every paged list of `path` (their keys are `${path}?pageSize=…`), to refresh after a write. */
export const listsOf = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) =>
    typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(`${path}?`),
});

async function refresh(client: ReturnType<typeof useQueryClient>, path: string) {
  await client.invalidateQueries(listsOf(path));
  await client.invalidateQueries({ queryKey: ['/api/benchmarks'] });
}

/** POST (no id) or PUT (an id) the body; the server computes every figure. */
export function useSaveRecord<R extends { id: number }>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: unknown }) => {
      const res = id === null ? apiRequest('POST', path, body) : apiRequest('PUT', `${path}/${id}`, body);
      return (await (await res).json()) as R;
    },
    onSuccess: async (saved) => {
      client.setQueryData([path, saved.id], saved);
      await refresh(client, path);
    },
  });
}

export function useDeleteRecord(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${path}/${id}`);
    },
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: [path, id], exact: true });
      await refresh(client, path);
    },
  });
}
