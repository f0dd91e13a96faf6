import { dashboardMetricsSchema } from '../../../shared/dashboard';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { getMetrics, METRICS_TTL_MS } from './service';

/** GET /api/dashboard/metrics (spec 000 §3, §7): public counts for the home page. */
export const dashboardRoutes: Feature = (api, deps) => {
  api.get(
    '/dashboard/metrics',
    {
      ...access.public,
      schema: {
        tags: ['dashboard'],
        summary: 'Public counts for the home page',
        response: { 200: dashboardMetricsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${METRICS_TTL_MS / 1000}`);
      return getMetrics(deps);
    },
  );
};
