import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@shared/paging';
import { apiGet } from './api';

/**
 * The one client hook of a paged list (decision 0147): the server answers `{ items, total, page,
 * pageSize }` for `?page=…&pageSize=…`; "Show more" asks for the next page, so the list grows
 * without ever asking for more than one page at once.
 */

/** A list's address with its page size: `pagedUrl('/api/revenue-sqft', 'kind=quick', 5)`. */
export const pagedUrl = (path: string, query: string | undefined, pageSize: number) =>
  `${path}?${query ? `${query}&` : ''}pageSize=${pageSize}`;

/** What a paged list hands its screen (and the "Show more" button). */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** Loading the first page. */
  isPending: boolean;
  /** The first page failed (a failed "Show more" keeps what is shown: `moreFailed`). */
  failed: boolean;
  moreFailed: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  more: () => void;
}

/**
 * The list at `url` (which names its `pageSize`; the query key), read one page at a time.
 * `poll` says, from the pages shown, how often to ask again (ms), or false to stop.
 */
export function usePagedQuery<T>(
  url: string,
  poll?: (pages: Page<T>[]) => number | false,
  enabled = true,
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: [url],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => apiGet<Page<T>>(`${url}&page=${pageParam}`, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchInterval: poll ? (q) => poll(q.state.data?.pages ?? []) : undefined,
  });
  return pagedListOf(query);
}

/** Any list read one page at a time (by page number, or by offset) as its screen sees it. */
export function pagedListOf<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>, Error>,
): PagedList<T> {
  return {
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    isPending: query.isPending,
    failed: query.isError && !query.data,
    moreFailed: query.isFetchNextPageError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
  };
}
