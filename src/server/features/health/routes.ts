import { z } from 'zod';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
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
      const up = await deps.database.ping().then(
        () => true,
        () => false,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'unavailable',
        database: { kind: deps.database.kind, status: up ? 'up' : 'down' },
      });
    },
  );
};
