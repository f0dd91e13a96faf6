import { z } from 'zod';
import type { Feature } from '../index';
import { getMetrics, METRICS_TTL_MS } from './service';

const metricsResponse = z.object({
  totalMembers: z.number().int(),
  totalGyms: z.number().int(),
  upcomingEvents: z.number().int(),
});

/** GET /api/dashboard/metrics (spec 000 §3, §7): public counts for the home page. */
export const dashboardRoutes: Feature = (api, deps) => {
  api.get('/dashboard/metrics', { schema: { response: { 200: metricsResponse } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${METRICS_TTL_MS / 1000}`);
    return getMetrics(deps);
  });
};
