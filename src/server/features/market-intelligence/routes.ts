import { z } from 'zod';
import {
  marketAnalysisAcceptedSchema,
  marketAnalysisCreateSchema,
  marketAnalysisListQuerySchema,
  marketAnalysisPageSchema,
  marketAnalysisSchema,
} from '../../../shared/market-intelligence';
import { access } from '../../platform/access';
import { actorOf, callerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { getAnalysis, listAnalyses, registerMarketJobs, startAnalysis } from './service/analyses';

const tags = ['market-intelligence'];
const params = idParamsOf('Invalid analysis id');

/**
 * /api/market-analyses: a member's market intelligence for a zip code (`tools.use`, decision
 * 0163). Each analysis belongs to the member who ran it; another member's is a 404.
 */
export const marketIntelligenceRoutes: Feature = (api, deps) => {
  registerMarketJobs(deps);
  const guard = access.permission('tools.use');
  const write = withWriteBudget(guard);
  const userId = async (request: Parameters<typeof callerOf>[1]) => (await callerOf(deps, request)).userId;

  api.get(
    '/market-analyses',
    {
      ...guard,
      schema: {
        tags,
        summary: "The caller's market analyses, newest first, with their scores",
        querystring: marketAnalysisListQuerySchema,
        response: { 200: marketAnalysisPageSchema },
      },
    },
    async (request) => listAnalyses(deps, await userId(request), request.query),
  );

  api.post(
    '/market-analyses',
    {
      ...write,
      schema: {
        tags,
        summary: 'Analyse a zip code within a drive time (15 minutes unless asked); runs as a job',
        body: marketAnalysisCreateSchema,
        response: { 202: marketAnalysisAcceptedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await startAnalysis(deps, request.body, actorOf(request))),
  );

  api.get(
    '/market-analyses/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One analysis: its status, and once completed its scores, populations and competitors',
        params,
        response: { 200: marketAnalysisSchema },
      },
    },
    async (request) => getAnalysis(deps, await userId(request), request.params.id),
  );

  api.get(
    '/market-intelligence/map-tiles',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The map tile template (MAP_TILE_URL) and its attribution',
        response: { 200: z.object({ tileUrl: z.string(), attribution: z.string() }) },
      },
    },
    async () => ({ tileUrl: deps.config.MAP_TILE_URL, attribution: deps.config.MAP_TILE_ATTRIBUTION }),
  );
};
