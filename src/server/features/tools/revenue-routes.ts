import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import { arpsRecordInputSchema } from '../../../shared/tools/arps';
import { exportQuerySchema } from '../../../shared/tools/records';
import {
  arpsListQuerySchema,
  arpsPageSchema,
  arpsRecordSchema,
  revenueSqftListQuerySchema,
  revenueSqftPageSchema,
  revenueSqftRecordSchema,
} from '../../../shared/tools/revenue-records';
import { revenueSqftInputSchema } from '../../../shared/tools/revenue-per-sqft';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../index';
import { memberOf, sendExport } from './http';
import { createArps, deleteArps, exportArps, getArps, listArps, updateArps } from './service/arps';
import {
  createSummary,
  deleteSummary,
  exportSummary,
  getSummary,
  listSummaries,
  updateSummary,
} from './service/revenue-sqft';

const file = z.any().describe('The .xlsx or .pdf file');

/**
 * Revenue per square foot (quick checks and facility breakdowns) and average revenue per student
 * (issue 15, decision 0124): the gym's saved records, every figure computed here from the inputs.
 */
export const revenueRoutes: Feature = (api, deps) => {
  const use = access.member;

  // ---- /api/revenue-sqft ----
  const summary = idParamsOf('Invalid summary id');
  const sqftTags = ['revenue-sqft'];

  api.get(
    '/revenue-sqft',
    {
      ...use,
      schema: {
        tags: sqftTags,
        summary: "The gym's revenue per square foot summaries, last saved first (paged; ?kind=quick|facility)",
        querystring: revenueSqftListQuerySchema,
        response: { 200: revenueSqftPageSchema },
      },
    },
    async (request) => listSummaries(deps.db, memberOf(request), request.query),
  );

  api.post(
    '/revenue-sqft',
    {
      ...use,
      schema: {
        tags: sqftTags,
        summary: 'Save a quick check or a facility breakdown; its figures are computed here',
        body: revenueSqftInputSchema,
        response: { 201: revenueSqftRecordSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSummary(deps.db, memberOf(request), request.body)),
  );

  api.get(
    '/revenue-sqft/:id',
    {
      ...use,
      schema: {
        tags: sqftTags,
        summary: 'One summary with its areas, figures and report',
        params: summary,
        response: { 200: revenueSqftRecordSchema },
      },
    },
    async (request) => getSummary(deps.db, memberOf(request), request.params.id),
  );

  api.put(
    '/revenue-sqft/:id',
    {
      ...use,
      schema: {
        tags: sqftTags,
        summary: 'Replace a summary (same kind); its figures are recomputed',
        params: summary,
        body: revenueSqftInputSchema,
        response: { 200: revenueSqftRecordSchema },
      },
    },
    async (request) => updateSummary(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/revenue-sqft/:id',
    { ...use, schema: { tags: sqftTags, summary: 'Delete a summary', params: summary, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteSummary(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/revenue-sqft/:id/export',
    {
      ...use,
      schema: {
        tags: sqftTags,
        summary: 'The summary as a workbook (inputs, results and areas on the first sheet) or a PDF',
        params: summary,
        querystring: exportQuerySchema,
        response: { 200: file },
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportSummary(deps.db, memberOf(request), request.params.id, request.query.format)),
  );

  // ---- /api/arps ----
  const calculation = idParamsOf('Invalid calculation id');
  const arpsTags = ['arps'];

  api.get(
    '/arps',
    {
      ...use,
      schema: {
        tags: arpsTags,
        summary: "The gym's average revenue per student calculations, last saved first (paged)",
        querystring: arpsListQuerySchema,
        response: { 200: arpsPageSchema },
      },
    },
    async (request) => listArps(deps.db, memberOf(request), request.query),
  );

  api.post(
    '/arps',
    {
      ...use,
      schema: {
        tags: arpsTags,
        summary: 'Save programs and yearly fees under a name; the revenue and averages are computed here',
        body: arpsRecordInputSchema,
        response: { 201: arpsRecordSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createArps(deps.db, memberOf(request), request.body)),
  );

  api.get(
    '/arps/:id',
    {
      ...use,
      schema: {
        tags: arpsTags,
        summary: 'One calculation with its programs, fees, figures and report',
        params: calculation,
        response: { 200: arpsRecordSchema },
      },
    },
    async (request) => getArps(deps.db, memberOf(request), request.params.id),
  );

  api.put(
    '/arps/:id',
    {
      ...use,
      schema: {
        tags: arpsTags,
        summary: 'Replace a calculation; its figures are recomputed',
        params: calculation,
        body: arpsRecordInputSchema,
        response: { 200: arpsRecordSchema },
      },
    },
    async (request) => updateArps(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/arps/:id',
    {
      ...use,
      schema: { tags: arpsTags, summary: 'Delete a calculation', params: calculation, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteArps(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/arps/:id/export',
    {
      ...use,
      schema: {
        tags: arpsTags,
        summary: 'The calculation as a workbook (inputs, results, programs and fees on the first sheet) or a PDF',
        params: calculation,
        querystring: exportQuerySchema,
        response: { 200: file },
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportArps(deps.db, memberOf(request), request.params.id, request.query.format)),
  );
};
