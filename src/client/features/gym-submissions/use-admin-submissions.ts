import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SimilarGym, SubmissionStatus } from '@shared/gym-submissions';
import { apiRequest } from '@/lib/api';

export const SUBMISSIONS_PATH = '/api/admin/gym-submissions';

/** A gym_submissions row as the admin API returns it. */
export interface Submission {
  id: number;
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  province: string | null;
  zip: string | null;
  country: string;
  phone: string | null;
  website: string | null;
  email: string | null;
  submitterName: string;
  submitterEmail: string;
  status: SubmissionStatus;
  adminNotes: string | null;
  reviewedAt: string | null;
  approvedGymId: number | null;
  duplicateOfGymId: number | null;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SubmissionReview {
  submission: Submission;
  similarGyms: SimilarGym[];
  registeredUser: { id: number; username: string; firstName: string; lastName: string; email: string } | null;
}

export type StatusFilter = SubmissionStatus | 'all';

export function useSubmissions(status: StatusFilter, page: number) {
  return useQuery<Page<Submission>>({ queryKey: [`${SUBMISSIONS_PATH}?status=${status}&page=${page}&pageSize=20`] });
}

export function useSubmissionReview(id: number | null) {
  return useQuery<SubmissionReview>({ queryKey: [SUBMISSIONS_PATH, id], enabled: id !== null });
}

type Action =
  | { kind: 'approve'; id: number; body: { adminNotes: string | null; gym?: { clubNumber: string } } }
  | { kind: 'reject'; id: number; body: { adminNotes: string } }
  | { kind: 'mark-duplicate'; id: number; body: { gymId: number; adminNotes: string | null } };

/** Approve, reject or mark as duplicate; every list and the directory's numbers are reloaded after. */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, body }: Action) => (await apiRequest('POST', `${SUBMISSIONS_PATH}/${id}/${kind}`, body)).json(),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) => {
          const head = String(queryKey[0]);
          return head.startsWith(SUBMISSIONS_PATH) || head.startsWith('/api/admin/gyms') || head === '/api/dashboard/metrics';
        },
      }),
  });
}
