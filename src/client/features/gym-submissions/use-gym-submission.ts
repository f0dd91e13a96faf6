import { useMutation } from '@tanstack/react-query';
import type { DuplicateCheckResponse, GymSubmissionPayload } from '@shared/gym-submissions';
import { apiRequest } from '@/lib/api';

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
      (await (await apiRequest('POST', '/api/gym-submissions', payload)).json()) as {
        id: number;
        name: string;
        status: string;
      },
  });
}
