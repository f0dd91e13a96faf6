import { z } from 'zod';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from '../../../shared/system-errors';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    /** How long the `select 1` took, or how long it took to fail. */
    latencyMs: z.number().int().nonnegative(),
  }),
});

export const healthRoutes: Feature = (api, deps) => {
  api.get(
    '/health',
    {
      ...access.public,
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const up = await deps.database.ping().then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round(performance.now() - started);
      reply.header('cache-control', 'no-store');
      if (!up) reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'unavailable',
        database: { kind: deps.database.kind, status: up ? 'up' : 'down', latencyMs },
      });
    },
  );
};
