import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminChapter,
  AdminChapterDetail,
  ApplicationStatus,
  ChapterApplication,
  ChapterApplicationInput,
  ChapterDetail,
  ChapterItem,
  ChapterUpdateInput,
  JoinRequest,
  JoinRequestReview,
  MyChapter,
} from '@shared/chapters';
import { apiRequest } from '@/lib/api';
import { usePendingCount } from '@/lib/pending-count';

export const CHAPTERS_PATH = '/api/chapters';
export const MY_CHAPTER_PATH = '/api/my-chapter';
export const ADMIN_APPLICATIONS_PATH = '/api/admin/chapter-applications';
export const ADMIN_CHAPTERS_PATH = '/api/admin/chapters';
export const ADMIN_JOIN_REQUESTS_PATH = '/api/admin/chapter-join-requests';

/** Every load of the chapters area (public, member and admin) is reloaded after any write. */
function reloadChapters(client: QueryClient) {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      const head = String(queryKey[0]);
      return (
        head.startsWith(CHAPTERS_PATH) ||
        head.startsWith(MY_CHAPTER_PATH) ||
        head.startsWith('/api/admin/chapter') ||
        head.startsWith('/api/events')
      );
    },
  });
}

// --- Public and member ---------------------------------------------------------------------

export function useChapters() {
  return useQuery<ChapterItem[]>({ queryKey: [CHAPTERS_PATH] });
}

export function useChapter(id: number) {
  // The answer varies with who is signed in (membership), so it is asked again on every visit.
  return useQuery<ChapterDetail>({
    queryKey: [CHAPTERS_PATH, id],
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useMyChapter(enabled = true) {
  return useQuery<MyChapter>({ queryKey: [MY_CHAPTER_PATH], enabled, staleTime: 0, refetchOnMount: 'always' });
}

export function useAskToJoin(chapterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (
        await apiRequest('POST', `${CHAPTERS_PATH}/${chapterId}/join-requests`, {
          message: message.trim() ? message.trim() : null,
        })
      ).json() as Promise<JoinRequest>,
    onSuccess: () => reloadChapters(client),
  });
}

export function useWithdrawJoinRequest(chapterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `${CHAPTERS_PATH}/${chapterId}/join-requests`);
    },
    onSuccess: () => reloadChapters(client),
  });
}

export function useApplyForChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChapterApplicationInput) =>
      (await apiRequest('POST', '/api/chapter-applications', input)).json() as Promise<ChapterApplication>,
    onSuccess: () => reloadChapters(client),
  });
}

export function useLeaveChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `${MY_CHAPTER_PATH}/leave`);
    },
    onSuccess: () => reloadChapters(client),
  });
}

/** The president's answer to a join request. */
export function useReviewJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'approve' | 'deny' }) => {
      await apiRequest('POST', `${MY_CHAPTER_PATH}/join-requests/${id}/${action}`);
    },
    onSuccess: () => reloadChapters(client),
  });
}

// --- Admin -----------------------------------------------------------------------------------

export type ApplicationFilter = ApplicationStatus | 'all';

export function useAdminApplications(status: ApplicationFilter, page: number) {
  return useQuery<{ items: ChapterApplication[]; total: number }>({
    queryKey: [`${ADMIN_APPLICATIONS_PATH}?status=${status}&page=${page}&pageSize=20`],
  });
}

type ApplicationAction = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplicationAction) => {
      const body = input.action === 'reject' ? { reason: input.reason } : undefined;
      return (
        await apiRequest('POST', `${ADMIN_APPLICATIONS_PATH}/${input.id}/${input.action}`, body)
      ).json() as Promise<unknown>;
    },
    onSuccess: () => reloadChapters(client),
  });
}

export function useAdminChapters(search: string, page: number) {
  const q = search.trim() ? `&search=${encodeURIComponent(search.trim())}` : '';
  return useQuery<{ items: AdminChapter[]; total: number }>({
    queryKey: [`${ADMIN_CHAPTERS_PATH}?status=all&page=${page}&pageSize=20${q}`],
  });
}

/** One chapter with its members, for the admin's president and board pickers (GET /api/admin/chapters/:id). */
export function useAdminChapter(id: number | null) {
  return useQuery<AdminChapterDetail>({
    queryKey: [ADMIN_CHAPTERS_PATH, id],
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useUpdateChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ChapterUpdateInput }) =>
      (await apiRequest('PUT', `${ADMIN_CHAPTERS_PATH}/${id}`, input)).json() as Promise<AdminChapter>,
    onSuccess: () => reloadChapters(client),
  });
}

export function useDeleteChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_CHAPTERS_PATH}/${id}`);
    },
    onSuccess: () => reloadChapters(client),
  });
}

export function useAdminJoinRequests(page: number) {
  return useQuery<{ items: JoinRequestReview[]; total: number }>({
    queryKey: [`${ADMIN_JOIN_REQUESTS_PATH}?status=pending&page=${page}&pageSize=20`],
  });
}

export function useAdminReviewJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'approve' | 'deny' }) => {
      await apiRequest('POST', `${ADMIN_JOIN_REQUESTS_PATH}/${id}/${action}`);
    },
    onSuccess: () => reloadChapters(client),
  });
}

/** The chapter applications and the join requests waiting for an answer (for whoever manages chapters). */
export function usePendingChapterCounts(enabled = true) {
  return {
    applications: usePendingCount(ADMIN_APPLICATIONS_PATH, enabled),
    joinRequests: usePendingCount(ADMIN_JOIN_REQUESTS_PATH, enabled),
  };
}
