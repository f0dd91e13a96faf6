import { gymFactsInputSchema, gymFactsSchema } from '../../../shared/tools/gym-facts';
import { access } from '../../platform/access';
import { withWriteBudget } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { memberOf } from './http';
import { getGymFacts, saveGymFacts } from './service/gym-facts';

/** /gym-facts: the gym's own capacity and programs, which the tools offer as their starting numbers. */
export const gymFactsRoutes: Feature = (api, deps) => {
  const use = access.gym('tools.use');
  const facts = ['gym-facts'];
  api.get(
    '/gym-facts',
    {
      ...use,
      schema: {
        tags: facts,
        summary: "The caller's gym's capacity and programs, which the tools start from",
        response: { 200: gymFactsSchema },
      },
    },
    async (request) => getGymFacts(deps, await memberOf(deps, request)),
  );

  api.put(
    '/gym-facts',
    {
      ...withWriteBudget(use),
      schema: {
        tags: facts,
        summary: "Save the gym's capacity (null keeps it) and replace its list of programs",
        body: gymFactsInputSchema,
        response: { 200: gymFactsSchema },
      },
    },
    async (request) => saveGymFacts(deps, await memberOf(deps, request), request.body),
  );
};
