import { benchmarkParamsSchema, benchmarkQuerySchema, benchmarkSchema } from '../../../shared/tools/benchmarks';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { memberOf } from './http';
import { benchmark } from './service/benchmarks';

/** Network benchmarks (decision 0121): quartiles of at least five gyms, never one gym's figure. */
export const benchmarkRoutes: Feature = (api, deps) => {
  api.get(
    '/benchmarks/:metric',
    {
      ...access.gym('tools.use'),
      schema: {
        tags: ['benchmarks'],
        summary:
          "Quartiles (25/50/75) of the other gyms that saved this figure, narrowed by size band and region, the cohort's size as a band (5–9, 10–24, 25+) and the caller's quartile (1 the best); exactly { insufficientData: true } below five gyms, or when a narrowed cohort leaves one to four gyms outside it",
        params: benchmarkParamsSchema,
        querystring: benchmarkQuerySchema,
        response: { 200: benchmarkSchema },
      },
    },
    async (request) => {
      const member = await memberOf(deps, request);
      member.assertTool(request.params.metric); // a metric is its tool's figure: ARPS needs tools.financial
      return benchmark(deps, member, request.params.metric, request.query);
    },
  );
};
