import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, getQueryFn } from '@/lib/api';
import type { ArticleList, ArticleView, Review, ReviewInput, ReviewStats } from '@shared/articles';
import { REVIEW_PAGE_SIZE } from '@shared/articles-content';

export interface BlogQuery {
  search: string;
  tag: string;
  page: number;
}

/** GET /api/articles with the search, tag and page as query parameters. */
export function useArticleList({ search, tag, page }: BlogQuery) {
  return useQuery<ArticleList>({
    queryKey: ['/api/articles', { search, tag, page }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      if (tag) params.set('tag', tag);
      if (page > 1) params.set('page', String(page));
      const qs = params.toString();
      return apiGet<ArticleList>(`/api/articles${qs ? `?${qs}` : ''}`, signal);
    },
    placeholderData: (previous) => previous,
  });
}

/** Spec 000 §7: the article is fetched fresh each time the page opens. */
export function useArticle(slug: string) {
  return useQuery<ArticleView>({
    queryKey: ['/api/articles', slug],
    refetchOnMount: 'always',
    staleTime: 0,
    gcTime: 0,
  });
}

export const reviewsKey = (id: number) => ['/api/articles', id, 'reviews'] as const;
export const statsKey = (id: number) => ['/api/articles', id, 'review-stats'] as const;
export const myReviewKey = (id: number) => ['/api/articles', id, 'my-review'] as const;

/** The reviews, newest first, a page of REVIEW_PAGE_SIZE at a time ("Show more reviews" loads the next). */
export function useReviews(id: number) {
  return useInfiniteQuery({
    queryKey: reviewsKey(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet<Review[]>(`/api/articles/${id}/reviews?page=${pageParam}&pageSize=${REVIEW_PAGE_SIZE}`, signal),
    getNextPageParam: (last, all) => (last.length === REVIEW_PAGE_SIZE ? all.length + 1 : undefined),
  });
}

export function useReviewStats(id: number) {
  return useQuery<ReviewStats>({ queryKey: statsKey(id) });
}

/** Only signed-in readers have their own review looked up; a 401 gives null. */
export function useMyReview(id: number, enabled: boolean) {
  return useQuery<Review | null>({
    queryKey: myReviewKey(id),
    queryFn: getQueryFn<Review>({ on401: 'returnNull' }),
    enabled,
  });
}

/** POST /api/articles/{id}/reviews; on success the reviews and stats are loaded again. */
export function useSubmitReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Review, Error, ReviewInput>({
    mutationFn: async (input) =>
      (await apiRequest('POST', `/api/articles/${id}/reviews`, input)).json() as Promise<Review>,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(id) }),
        queryClient.invalidateQueries({ queryKey: statsKey(id) }),
        queryClient.invalidateQueries({ queryKey: myReviewKey(id) }),
      ]);
    },
  });
}
