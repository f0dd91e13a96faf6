import { useAuth } from '@/features/accounts';

/**
 * Whether the gym's private figures (facts, saved records, benchmarks against the gym) can be read:
 * not while the member's access to the gym waits for its approval, when the API answers each of
 * them 403 (decision 0130). The page says so once, in the waiting notice (decision 0192).
 */
export function useGymReadable(): boolean {
  return useAuth().user?.gymAccess !== 'pending';
}
