import { arpsRecordInputSchema } from '../../../shared/tools/arps';
import {
  arpsListQuerySchema,
  arpsPageSchema,
  arpsRecordSchema,
  revenueSqftListQuerySchema,
  revenueSqftPageSchema,
  revenueSqftRecordSchema,
} from '../../../shared/tools/revenue-records';
import { revenueSqftInputSchema } from '../../../shared/tools/revenue';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import { createArps, deleteArps, exportArps, getArps, listArps, updateArps } from './service/arps';
import {
  createRevenueSqft,
  deleteRevenueSqft,
  exportRevenueSqft,
  getRevenueSqft,
  listRevenueSqft,
  updateRevenueSqft,
} from './service/revenue';

/**
 * Revenue per square foot (quick checks and facility breakdowns) and average revenue per student
 * (decision 0124): the gym's saved records, every figure computed here from the inputs.
 */
export const revenueRoutes: Feature = (api, deps) => {
  recordRoutes(api, deps, {
    path: '/revenue-sqft',
    permission: 'tools.financial',
    invalidId: 'Invalid summary id',
    body: revenueSqftInputSchema,
    record: revenueSqftRecordSchema,
    list: { query: revenueSqftListQuerySchema, response: revenueSqftPageSchema },
    summaries: {
      list: "The gym's revenue per square foot summaries, last saved first (paged; ?kind=quick|facility)",
      create: 'Save a quick check or a facility breakdown; its figures are computed here',
      get: 'One summary with its areas, figures and report',
      update: 'Replace a summary (same kind); its figures are recomputed',
      remove: 'Delete a summary',
      export: 'The summary as a workbook (inputs, results and areas on the first sheet) or a PDF',
    },
    service: {
      list: listRevenueSqft,
      create: createRevenueSqft,
      get: getRevenueSqft,
      update: updateRevenueSqft,
      remove: deleteRevenueSqft,
      export: exportRevenueSqft,
    },
  });

  recordRoutes(api, deps, {
    path: '/arps',
    permission: 'tools.financial',
    invalidId: 'Invalid calculation id',
    body: arpsRecordInputSchema,
    record: arpsRecordSchema,
    list: { query: arpsListQuerySchema, response: arpsPageSchema },
    summaries: {
      list: "The gym's average revenue per student calculations, last saved first (paged)",
      create: 'Save programs and yearly fees under a name; the revenue and averages are computed here',
      get: 'One calculation with its programs, fees, figures and report',
      update: 'Replace a calculation; its figures are recomputed',
      remove: 'Delete a calculation',
      export: 'The calculation as a workbook (inputs, results, programs and fees on the first sheet) or a PDF',
    },
    service: {
      list: listArps,
      create: createArps,
      get: getArps,
      update: updateArps,
      remove: deleteArps,
      export: exportArps,
    },
  });
};
