import { z } from 'zod';

/** GET /api/dashboard/metrics (spec 000 §3): the public counts of the home page. */
export const dashboardMetricsSchema = z.object({
  totalMembers: z.number().int(),
  totalGyms: z.number().int(),
  upcomingEvents: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
