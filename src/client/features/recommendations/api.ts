import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book, Comment, Podcast, RecommendationKind, VoteResult } from '@shared/recommendations';
import { apiGetPage, apiRequest } from '@/lib/api';

export type Item = Book | Podcast;
export const PAGE_SIZE = 12;

export interface ListFilters {
  businessType: string;
  sort: string;
  search: string;
}

/** GET /api/{kind}: pages of PAGE_SIZE, "Show more" loads the next. */
export function useItems(kind: RecommendationKind, filters: ListFilters) {
  const query = new URLSearchParams({ sort: filters.sort, limit: String(PAGE_SIZE) });
  if (filters.businessType) query.set('businessType', filters.businessType);
  if (filters.search) query.set('search', filters.search);
  return useInfiniteQuery({
    queryKey: [`/api/${kind}?${query.toString()}`],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiGetPage<Item>(`/api/${kind}?${query.toString()}&offset=${pageParam}`, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/** GET /api/{kind}/:id/comments, oldest first, 20 at a time. */
export function useComments(kind: RecommendationKind, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [`/api/${kind}/${id}/comments`],
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiGetPage<Comment>(`/api/${kind}/${id}/comments?limit=20&offset=${pageParam}`, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

const refreshKind = (client: ReturnType<typeof useQueryClient>, kind: RecommendationKind) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/${kind}`) });

/** POST /api/{kind}/:id/vote */
export function useVote(kind: RecommendationKind, id: number) {
  return useMutation({
    mutationFn: async (vote: -1 | 0 | 1) =>
      (await (await apiRequest('POST', `/api/${kind}/${id}/vote`, { vote })).json()) as VoteResult,
  });
}

/** POST /api/{kind}/:id/comments */
export function useAddComment(kind: RecommendationKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) =>
      (await (await apiRequest('POST', `/api/${kind}/${id}/comments`, { content })).json()) as Comment,
    onSuccess: () => refreshKind(client, kind),
  });
}

/** DELETE /api/{kind}/:id/comments/:commentId */
export function useDeleteComment(kind: RecommendationKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: number) => {
      await apiRequest('DELETE', `/api/${kind}/${id}/comments/${commentId}`);
    },
    onSuccess: () => refreshKind(client, kind),
  });
}
