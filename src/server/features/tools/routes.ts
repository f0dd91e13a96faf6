import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import { meetExpensesInputSchema } from '../../../shared/tools/meet-expenses';
import { proShopItemInputSchema } from '../../../shared/tools/pro-shop';
import {
  capacityProgramSchema,
  exportQuerySchema,
  gymFactsInputSchema,
  gymFactsSchema,
  meetExpenseSchema,
  meetExpenseSummarySchema,
  meetHistoryQuerySchema,
  proShopItemSchema,
} from '../../../shared/tools/records';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../index';
import { memberOf, sendExport } from './http';
import { programRoutes } from './program-routes';
import { capacityProgramService } from './service/capacity-programs';
import { getGymFacts, saveGymFacts } from './service/gym-facts';
import { exportMeetExpense } from './service/meet-export';
import { exportCapacityProgram, exportProShop } from './service/saved-exports';
import {
  createMeetExpense,
  deleteMeetExpense,
  getMeetExpense,
  listMeetExpenses,
  updateMeetExpense,
} from './service/meet-expenses';
import { createProShopItem, deleteProShopItem, listProShopItems, updateProShopItem } from './service/pro-shop';

const meetParams = idParamsOf('Invalid meet budget id');
const itemParams = idParamsOf('Invalid pro-shop item id');

/**
 * The saved business tools (issue 15, first slice): meet budgets with their exports, pro-shop
 * prices, capacity programs and the gym's facts. Every record is the caller's gym's; the server
 * computes each total from the inputs with the shared formulas.
 */
export const toolRoutes: Feature = (api, deps) => {
  const use = access.member;

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
    async (request, reply) => {
      const page = await listMeetExpenses(deps.db, memberOf(request), request.query);
      reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.post(
    '/meet-expenses',
    {
      ...use,
      schema: {
        tags: meets,
        summary: "Save a meet budget in the caller's gym; the totals are computed here from the inputs",
        body: meetExpensesInputSchema,
        response: { 201: meetExpenseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createMeetExpense(deps.db, memberOf(request), request.body)),
  );

  api.get(
    '/meet-expenses/:id',
    {
      ...use,
      schema: { tags: meets, summary: 'One meet budget', params: meetParams, response: { 200: meetExpenseSchema } },
    },
    async (request) => getMeetExpense(deps.db, memberOf(request), request.params.id),
  );

  api.put(
    '/meet-expenses/:id',
    {
      ...use,
      schema: {
        tags: meets,
        summary: 'Replace a meet budget; the totals are recomputed',
        params: meetParams,
        body: meetExpensesInputSchema,
        response: { 200: meetExpenseSchema },
      },
    },
    async (request) => updateMeetExpense(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/meet-expenses/:id',
    {
      ...use,
      schema: { tags: meets, summary: 'Delete a meet budget', params: meetParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteMeetExpense(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/meet-expenses/:id/export',
    {
      ...use,
      schema: {
        tags: meets,
        summary: 'The budget as a workbook (inputs and totals on the first sheet) or a one-page PDF for parents',
        params: meetParams,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) => {
      const meet = await getMeetExpense(deps.db, memberOf(request), request.params.id);
      return sendExport(reply, await exportMeetExpense(meet, request.query.format));
    },
  );

  // ---- pro-shop items ----
  const shop = ['pro-shop-items'];
  api.get(
    '/pro-shop-items',
    {
      ...use,
      schema: {
        tags: shop,
        summary: "The gym's pro-shop items with retail price and net profit, by name",
        response: { 200: z.array(proShopItemSchema) },
      },
    },
    async (request) => listProShopItems(deps.db, memberOf(request)),
  );

  api.get(
    '/pro-shop-items/export',
    {
      ...use,
      schema: {
        tags: shop,
        summary: "The gym's price list as a workbook (summary and items on the first sheet) or a PDF",
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportProShop(await listProShopItems(deps.db, memberOf(request)), request.query.format)),
  );

  api.post(
    '/pro-shop-items',
    {
      ...use,
      schema: {
        tags: shop,
        summary: 'Price an item (markup type defaults to percent); retail price and net profit are computed here',
        body: proShopItemInputSchema,
        response: { 201: proShopItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createProShopItem(deps.db, memberOf(request), request.body)),
  );

  api.put(
    '/pro-shop-items/:id',
    {
      ...use,
      schema: {
        tags: shop,
        summary: 'Replace an item; its price is recomputed',
        params: itemParams,
        body: proShopItemInputSchema,
        response: { 200: proShopItemSchema },
      },
    },
    async (request) => updateProShopItem(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/pro-shop-items/:id',
    {
      ...use,
      schema: { tags: shop, summary: 'Delete an item', params: itemParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteProShopItem(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- capacity programs ----
  programRoutes(api, deps.db, {
    path: '/capacity-programs',
    record: capacityProgramSchema,
    service: capacityProgramService,
    invalidId: 'Invalid capacity program id',
    words: { list: "The gym's class programs with their capacity, revenue and cost", results: 'the computed results' },
  });

  api.get(
    '/capacity-programs/:id/export',
    {
      ...use,
      schema: {
        tags: ['capacity-programs'],
        summary: 'A class program as a workbook (its fields and results on the first sheet) or a PDF',
        params: idParamsOf('Invalid capacity program id'),
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) => {
      const program = await capacityProgramService.get(deps.db, memberOf(request), request.params.id);
      return sendExport(reply, await exportCapacityProgram(program, request.query.format));
    },
  );

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
    async (request) => getGymFacts(deps.db, memberOf(request)),
  );

  api.put(
    '/gym-facts',
    {
      ...use,
      schema: {
        tags: facts,
        summary: "Save the gym's capacity (null keeps it) and replace its list of programs",
        body: gymFactsInputSchema,
        response: { 200: gymFactsSchema },
      },
    },
    async (request) => saveGymFacts(deps.db, memberOf(request), request.body),
  );
};
