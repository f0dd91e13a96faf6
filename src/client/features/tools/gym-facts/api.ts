import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GymFactsInput, GymFactsRecord } from '@shared/tools/records';
import { apiRequest } from '@/lib/api';

export const GYM_FACTS_PATH = '/api/gym-facts';

/** GET /api/gym-facts: the gym's capacity (null until saved) and programs, which the tools start from. */
export function useGymFacts() {
  return useQuery<GymFactsRecord>({ queryKey: [GYM_FACTS_PATH] });
}

/** PUT /api/gym-facts: the capacity and the whole list of programs (send the saved list back to keep it). */
export function useSaveGymFacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: GymFactsInput) =>
      (await (await apiRequest('PUT', GYM_FACTS_PATH, input)).json()) as GymFactsRecord,
    onSuccess: (saved) => client.setQueryData([GYM_FACTS_PATH], saved),
  });
}
