import { useQuery } from '@tanstack/react-query';

/** Spec 000 §3 Dashboard metrics. */
export interface DashboardMetrics {
  totalMembers: number;
  totalGyms: number;
  upcomingEvents: number;
}

/** GET /api/dashboard/metrics through the default load (query key = path). */
export function useDashboardMetrics() {
  return useQuery<DashboardMetrics>({ queryKey: ['/api/dashboard/metrics'] });
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
