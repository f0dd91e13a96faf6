import { useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@shared/dashboard';

/** GET /api/dashboard/metrics through the default load (query key = path). */
export function useDashboardMetrics() {
  return useQuery<DashboardMetrics>({ queryKey: ['/api/dashboard/metrics'] });
}

/**
 * A count with US thousands separators ('1,234'), grouped by hand: the first
 * `toLocaleString` of a page builds an ICU number format, about 10 ms of a phone's main thread
 * while the home page hydrates, for what a comma every three digits does.
 */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
