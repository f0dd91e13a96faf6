import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveSubmissionInput,
  MarkDuplicateInput,
  RejectSubmissionInput,
  SubmissionList,
  SubmissionReview,
  SubmissionStatus,
} from '@shared/gym-submissions';
import { apiRequest } from '@/lib/api';

export const SUBMISSIONS_PATH = '/api/admin/gym-submissions';

export type StatusFilter = SubmissionStatus | 'all';

export function useSubmissions(status: StatusFilter, page: number) {
  return useQuery<SubmissionList>({ queryKey: [`${SUBMISSIONS_PATH}?status=${status}&page=${page}&pageSize=20`] });
}

export function useSubmissionReview(id: number | null) {
  return useQuery<SubmissionReview>({ queryKey: [SUBMISSIONS_PATH, id], enabled: id !== null });
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
