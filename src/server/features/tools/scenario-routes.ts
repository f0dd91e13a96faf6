import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import { exportQuerySchema } from '../../../shared/tools/records';
import {
  scenarioInputSchema,
  scenarioListQuerySchema,
  scenarioPageSchema,
  scenarioSchema,
} from '../../../shared/tools/scenarios';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../index';
import { memberOf, sendExport } from './http';
import {
  createScenario,
  deleteScenario,
  exportScenario,
  getScenario,
  listScenarios,
  updateScenario,
} from './service/scenarios';

const params = idParamsOf('Invalid scenario id');
const tags = ['tool-scenarios'];

/**
 * Named scenarios of the calculators (issue 15, decision 0120): saved per gym, results computed
 * here from the inputs with the tool's shared formula, compared on the page, exported as files.
 */
export const scenarioRoutes: Feature = (api, deps) => {
  const use = access.member;

  api.get(
    '/tool-scenarios',
    {
      ...use,
      schema: {
        tags,
        summary: "One calculator's scenarios saved by the caller's gym, last saved first (paged)",
        querystring: scenarioListQuerySchema,
        response: { 200: scenarioPageSchema },
      },
    },
    async (request) => listScenarios(deps.db, memberOf(request), request.query),
  );

  api.post(
    '/tool-scenarios',
    {
      ...use,
      schema: {
        tags,
        summary: 'Save a named scenario of a calculator; its results are computed here from the inputs',
        body: scenarioInputSchema,
        response: { 201: scenarioSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createScenario(deps.db, memberOf(request), request.body)),
  );

  api.get(
    '/tool-scenarios/:id',
    {
      ...use,
      schema: {
        tags,
        summary: 'One scenario with its inputs, results and report (for comparing two)',
        params,
        response: { 200: scenarioSchema },
      },
    },
    async (request) => getScenario(deps.db, memberOf(request), request.params.id),
  );

  api.put(
    '/tool-scenarios/:id',
    {
      ...use,
      schema: {
        tags,
        summary: 'Rename a scenario or change its inputs (same calculator); its results are recomputed',
        params,
        body: scenarioInputSchema,
        response: { 200: scenarioSchema },
      },
    },
    async (request) => updateScenario(deps.db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    '/tool-scenarios/:id',
    {
      ...use,
      schema: { tags, summary: 'Delete a scenario', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteScenario(deps.db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/tool-scenarios/:id/export',
    {
      ...use,
      schema: {
        tags,
        summary: 'The scenario as a workbook (inputs and results on the first sheet) or a PDF',
        params,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportScenario(deps.db, memberOf(request), request.params.id, request.query.format)),
  );
};
