import { z } from 'zod';
import { meetExpensesInputSchema } from '../../../shared/tools/meet-expenses';
import { meetExpenseSchema, meetExpenseSummarySchema, meetHistoryQuerySchema } from '../../../shared/tools/records';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { itemsWithTotal } from '../../platform/total-count';
import { memberOf } from './http';
import { recordRoutes } from './record-routes';
import {
  createMeetExpense,
  deleteMeetExpense,
  getMeetExpense,
  listMeetExpenses,
  updateMeetExpense,
} from './service/meet-expenses';
import { exportSavedMeetExpense } from './service/saved-exports';

/** /meet-expenses: the gym's meet budgets with their totals computed here, and their exports. */
export const meetExpenseRoutes: Feature = (api, deps) => {
  const use = access.gym('tools.use');
  const meets = ['meet-expenses'];
  api.get(
    '/meet-expenses',
    {
      ...use,
      schema: {
        tags: meets,
        summary:
          "The gym's meet budgets with their totals, newest first; paged (limit 50 unless asked), the total in X-Total-Count",
        querystring: meetHistoryQuerySchema,
        response: { 200: z.array(meetExpenseSummarySchema) },
      },
    },
    async (request, reply) =>
      itemsWithTotal(reply, await listMeetExpenses(deps, await memberOf(deps, request), request.query)),
  );

  recordRoutes(api, deps, {
    path: '/meet-expenses',
    invalidId: 'Invalid meet budget id',
    body: meetExpensesInputSchema,
    record: meetExpenseSchema,
    summaries: {
      create: "Save a meet budget in the caller's gym; the totals are computed here from the inputs",
      get: 'One meet budget',
      update: 'Replace a meet budget; the totals are recomputed',
      remove: 'Delete a meet budget',
      export: 'The budget as a workbook (inputs and totals on the first sheet) or a one-page PDF for parents',
    },
    service: {
      create: createMeetExpense,
      get: getMeetExpense,
      update: updateMeetExpense,
      remove: deleteMeetExpense,
      export: exportSavedMeetExpense,
    },
  });
};
