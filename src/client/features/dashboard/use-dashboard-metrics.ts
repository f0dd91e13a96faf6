import { useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@shared/dashboard';

/** GET /api/dashboard/metrics through the default load (query key = path). */
export function useDashboardMetrics() {
  return useQuery<DashboardMetrics>({ queryKey: ['/api/dashboard/metrics'] });
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
