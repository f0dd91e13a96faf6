import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  capacityPlanListQuerySchema,
  gymCapacityPlanInputSchema,
  gymCapacityPlanPageSchema,
  gymCapacityPlanSchema,
} from '../../../shared/tools/gym-capacity-plan';
import { exportQuerySchema } from '../../../shared/tools/records';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../index';
import { memberOf, sendExport } from './http';
import {
  createCapacityPlan,
  deleteCapacityPlan,
  exportCapacityPlan,
  getCapacityPlan,
  listCapacityPlans,
  updateCapacityPlan,
} from './service/capacity-plans';

const params = idParamsOf('Invalid capacity plan id');
const tags = ['gym-capacity-plans'];

/**
 * /gym-capacity-planner (issue 15, decision 0125): named plans of the gym's week — profile,
 * equipment, programs and schedule — with athletes per hour and utilization computed here from
 * them with the shared `gymCapacityPlan`, and their exports.
 */
export const capacityPlanRoutes: Feature = (api, deps) => {
  const use = access.member;

  api.get(
    '/gym-capacity-plans',
    {
      ...use,
      schema: {
        tags,
        summary: "The gym's capacity plans with their week in figures, last saved first (paged)",
        querystring: capacityPlanListQuerySchema,
        response: { 200: gymCapacityPlanPageSchema },
      },
    },
    async (request) => listCapacityPlans(deps.db, memberOf(request), request.query),
  );

  api.post(
    '/gym-capacity-plans',
    {
      ...use,
      schema: {
        tags,
        summary: "Save a capacity plan in the caller's gym; athletes per hour and utilization are computed here",
        body: gymCapacityPlanInputSchema,
        response: { 201: gymCapacityPlanSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCapacityPlan(deps.db, memberOf(request), request.body)),
  );

  api.get(
    '/gym-capacity-plans/:id',
    {
      ...use,
      schema: {
        tags,
        summary: 'One capacity plan: its profile, equipment, programs, schedule and results hour by hour',
        params,
        response: { 200: gymCapacityPlanSchema },
      },
    },
    async (request) => getCapacityPlan(deps.db, memberOf(request), request.params.id),
  );

  api.put(
    '/gym-capacity-plans/:id',
    {
      ...use,
      schema: {
        tags,
        summary: 'Replace a capacity plan; its results are recomputed',
        params,
        body: gymCapacityPlanInputSchema,
        response: { 200: gymCapacityPlanSchema },
      },
    },
    async (request) => updateCapacityPlan(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/gym-capacity-plans/:id',
    { ...use, schema: { tags, summary: 'Delete a capacity plan', params, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteCapacityPlan(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/gym-capacity-plans/:id/export',
    {
      ...use,
      schema: {
        tags,
        summary: 'The plan as a workbook (figures, then the grid of hours as a table) or a PDF',
        params,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportCapacityPlan(deps.db, memberOf(request), request.params.id, request.query.format)),
  );
};
