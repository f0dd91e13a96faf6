import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api';
import type {
  AdminArticle,
  AdminArticleListItem,
  AdminReview,
  ArticleInput,
  ArticleRoleOption,
} from '@shared/articles';

const LIST_KEY = ['/api/admin/articles'] as const;

export const useAdminArticles = () =>
  useQuery<AdminArticleListItem[]>({ queryKey: LIST_KEY, refetchOnMount: 'always' });

export const useAdminArticle = (id: number | null) =>
  useQuery<AdminArticle>({
    queryKey: ['/api/admin/articles', id],
    enabled: id !== null,
    refetchOnMount: 'always',
    gcTime: 0,
  });

export const useRoleOptions = () => useQuery<ArticleRoleOption[]>({ queryKey: ['/api/admin/article-role-options'] });

export const useAdminReviews = (id: number | null) =>
  useQuery<AdminReview[]>({ queryKey: ['/api/admin/articles', id, 'reviews'], enabled: id !== null });

export function useSaveArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation<AdminArticle, Error, Partial<ArticleInput>>({
    mutationFn: async (input) =>
      (
        await apiRequest(
          id === null ? 'POST' : 'PATCH',
          id === null ? '/api/admin/articles' : `/api/admin/articles/${id}`,
          input,
        )
      ).json() as Promise<AdminArticle>,
    onSuccess: (saved) => {
      queryClient.setQueryData(['/api/admin/articles', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/articles'] });
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => {
      await apiRequest('DELETE', `/api/admin/articles/${id}`);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useHideReview(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation<AdminReview, Error, { id: number; isHidden: boolean }>({
    mutationFn: async ({ id, isHidden }) =>
      (await apiRequest('PATCH', `/api/admin/article-reviews/${id}`, { isHidden })).json() as Promise<AdminReview>,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/admin/articles', articleId, 'reviews'] }),
  });
}

export async function previewArticle(content: string): Promise<string> {
  const res = await apiRequest('POST', '/api/admin/articles/preview', { content });
  return ((await res.json()) as { content: string }).content;
}

/** Uploads the raw file; the server resizes it and answers the stored path and public URL. */
export async function uploadImage(file: File): Promise<{ path: string; url: string }> {
  return (await apiUpload('POST', '/api/admin/article-images', file)).json() as Promise<{ path: string; url: string }>;
}
