import { z } from 'zod';
import { classProgramInputSchema } from '../../../shared/tools/class-programs';
import { meetExpensesInputSchema } from '../../../shared/tools/meet-expenses';
import { proShopItemInputSchema } from '../../../shared/tools/pro-shop';
import {
  classProgramSchema,
  gymFactsInputSchema,
  gymFactsSchema,
  meetExpenseSchema,
  meetExpenseSummarySchema,
  meetHistoryQuerySchema,
  proShopItemSchema,
} from '../../../shared/tools/records';
import { access } from '../../platform/access';
import { withWriteBudget } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { itemsWithTotal } from '../../platform/total-count';
import { memberOf } from './http';
import { recordRoutes } from './record-routes';
import { classProgramService } from './service/class-programs';
import { getGymFacts, saveGymFacts } from './service/gym-facts';
import { exportProShopItems, exportSavedClassProgram, exportSavedMeetExpense } from './service/saved-exports';
import {
  createMeetExpense,
  deleteMeetExpense,
  getMeetExpense,
  listMeetExpenses,
  updateMeetExpense,
} from './service/meet-expenses';
import { createProShopItem, deleteProShopItem, listProShopItems, updateProShopItem } from './service/pro-shop';

/**
 * The saved business tools: meet budgets with their exports, pro-shop
 * prices, capacity programs and the gym's facts. Every record is the caller's gym's; the server
 * computes each total from the inputs with the shared formulas.
 */
export const toolRoutes: Feature = (api, deps) => {
  const use = access.gym('tools.use');

  // ---- meet expenses ----
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

  // ---- pro-shop items ----
  recordRoutes(api, deps, {
    path: '/pro-shop-items',
    invalidId: 'Invalid pro-shop item id',
    body: proShopItemInputSchema,
    record: proShopItemSchema,
    list: { response: z.array(proShopItemSchema) },
    summaries: {
      list: "The gym's pro-shop items with retail price and net profit, by name",
      exportAll: "The gym's price list as a workbook (summary and items on the first sheet) or a PDF",
      create: 'Price an item (markup type defaults to percent); retail price and net profit are computed here',
      update: 'Replace an item; its price is recomputed',
      remove: 'Delete an item',
    },
    service: {
      list: listProShopItems,
      exportAll: exportProShopItems,
      create: createProShopItem,
      update: updateProShopItem,
      remove: deleteProShopItem,
    },
  });

  // ---- capacity programs ----
  recordRoutes(api, deps, {
    path: '/capacity-programs',
    invalidId: 'Invalid capacity program id',
    body: classProgramInputSchema,
    record: classProgramSchema,
    list: { response: z.array(classProgramSchema) },
    summaries: {
      list: "The gym's class programs with their capacity, revenue and cost",
      create: "Save a class program in the caller's gym; the answer carries the computed results",
      get: 'One class program with the computed results',
      update: 'Replace a class program; the computed results are recomputed',
      remove: 'Delete a class program',
      export: 'A class program as a workbook (its fields and results on the first sheet) or a PDF',
    },
    service: {
      ...classProgramService,
      export: exportSavedClassProgram,
    },
  });

  // ---- the gym's facts ----
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
