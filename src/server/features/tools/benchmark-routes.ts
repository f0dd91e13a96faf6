import { benchmarkParamsSchema, benchmarkQuerySchema, benchmarkSchema } from '../../../shared/tools/benchmarks';
import { access } from '../../platform/access';
import type { Feature } from '../index';
import { memberOf } from './http';
import { benchmark } from './service/benchmarks';

/** Network benchmarks (issue 15, decision 0121): quartiles of at least five gyms, never one gym's figure. */
export const benchmarkRoutes: Feature = (api, deps) => {
  api.get(
    '/benchmarks/:metric',
    {
      ...access.gym('tools.use'),
      schema: {
        tags: ['benchmarks'],
        summary:
          "Quartiles (25/50/75) of the gyms that saved this figure, narrowed by size band and region, and the caller's percentile; { insufficientData: true } below five gyms",
        params: benchmarkParamsSchema,
        querystring: benchmarkQuerySchema,
        response: { 200: benchmarkSchema },
      },
    },
    async (request) => {
      const member = await memberOf(deps.db, request);
      member.assertTool(request.params.metric); // a metric is its tool's figure: ARPS needs tools.financial
      return benchmark(deps.db, member, request.params.metric, request.query);
    },
  );
};
