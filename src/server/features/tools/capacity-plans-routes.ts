import {
  capacityPlanListQuerySchema,
  capacityPlanInputSchema,
  capacityPlanPageSchema,
  capacityPlanSchema,
} from '../../../shared/tools/capacity-plans';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import {
  createCapacityPlan,
  deleteCapacityPlan,
  exportCapacityPlan,
  getCapacityPlan,
  listCapacityPlans,
  updateCapacityPlan,
} from './service/capacity-plans';

/**
 * /gym-capacity-planner (decision 0125): named plans of the gym's week — profile,
 * equipment, programs and schedule — with athletes per hour and utilization computed here from
 * them with the shared `capacityPlan`, and their exports.
 */
export const capacityPlanRoutes: Feature = (api, deps) =>
  recordRoutes(api, deps, {
    path: '/gym-capacity-plans',
    invalidId: 'Invalid capacity plan id',
    body: capacityPlanInputSchema,
    record: capacityPlanSchema,
    list: { query: capacityPlanListQuerySchema, response: capacityPlanPageSchema },
    summaries: {
      list: "The gym's capacity plans with their week in figures, last saved first (paged)",
      create: "Save a capacity plan in the caller's gym; athletes per hour and utilization are computed here",
      get: 'One capacity plan: its profile, equipment, programs, schedule and results hour by hour',
      update: 'Replace a capacity plan; its results are recomputed',
      remove: 'Delete a capacity plan',
      export: 'The plan as a workbook (figures, then the grid of hours as a table) or a PDF',
    },
    service: {
      list: listCapacityPlans,
      create: createCapacityPlan,
      get: getCapacityPlan,
      update: updateCapacityPlan,
      remove: deleteCapacityPlan,
      export: exportCapacityPlan,
    },
  });
