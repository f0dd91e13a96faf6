import { useQuery } from '@tanstack/react-query';
import type { Benchmark } from '@shared/tools/benchmarks';
import { useGymReadable } from '../gym-readable';

/**
 * GET /api/benchmarks/:metric, or with a narrowing ('churn?size=…&region=…'): the network's
 * quartiles of one saved figure and where the caller's gym stands.
 */
export function useBenchmark(metric: string, enabled = true) {
  const readable = useGymReadable();
  return useQuery<Benchmark>({ queryKey: ['/api/benchmarks', metric], enabled: enabled && readable });
}
