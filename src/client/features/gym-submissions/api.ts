import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveSubmissionInput,
  DuplicateCheckResponse,
  GymSubmissionPayload,
  MarkDuplicateInput,
  RejectSubmissionInput,
  SimilarGym,
  SubmissionCreated,
  SubmissionList,
  SubmissionReview,
  SubmissionStatus,
} from '@shared/gym-submissions';
import { GYM_SUBMISSIONS_ADMIN_PATH } from '@shared/gym-submissions';
import { apiRequest } from '@/lib/api';

export const SUBMISSIONS_PATH = GYM_SUBMISSIONS_ADMIN_PATH;

export type StatusFilter = SubmissionStatus | 'all';

/** GET /api/admin/gym-submissions: the review queue of one status, a page at a time. */
export function useSubmissions(status: StatusFilter, page: number) {
  return useQuery<SubmissionList>({ queryKey: [`${SUBMISSIONS_PATH}?status=${status}&page=${page}&pageSize=20`] });
}

/** GET /api/admin/gym-submissions/:id: the look-alikes in the directory and the member waiting for it. */
export function useSubmissionReview(id: number | null) {
  return useQuery<SubmissionReview>({ queryKey: [SUBMISSIONS_PATH, id], enabled: id !== null });
}

/**
 * GET /api/admin/gyms?search=: the directory searched from the duplicate choice, from two letters on;
 * only the fields a similar gym shows are read.
 */
export function useGymSearch(term: string) {
  return useQuery<{ items: SimilarGym[] }>({
    queryKey: [`/api/admin/gyms?search=${encodeURIComponent(term)}&pageSize=10`],
    enabled: term.length >= 2,
  });
}

type Action =
  | { kind: 'approve'; id: number; body: ApproveSubmissionInput }
  | { kind: 'reject'; id: number; body: RejectSubmissionInput }
  | { kind: 'mark-duplicate'; id: number; body: MarkDuplicateInput };

/** Approve, reject or mark as duplicate; every list and the directory's numbers are reloaded after. */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, body }: Action) =>
      (await apiRequest('POST', `${SUBMISSIONS_PATH}/${id}/${kind}`, body)).json(),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) => {
          const head = String(queryKey[0]);
          return (
            head.startsWith(SUBMISSIONS_PATH) || head.startsWith('/api/admin/gyms') || head === '/api/dashboard/metrics'
          );
        },
      }),
  });
}

/** POST /api/gym-submissions/check-duplicate */
export function useDuplicateCheck() {
  return useMutation({
    mutationFn: async (name: string) =>
      (await (
        await apiRequest('POST', '/api/gym-submissions/check-duplicate', { name })
      ).json()) as DuplicateCheckResponse,
  });
}

/** POST /api/gym-submissions; the answer's name is shown on the success card. */
export function useSubmitGym() {
  return useMutation({
    mutationFn: async (payload: GymSubmissionPayload) =>
      (await (await apiRequest('POST', '/api/gym-submissions', payload)).json()) as SubmissionCreated,
  });
}
