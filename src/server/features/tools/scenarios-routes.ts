import {
  scenarioInputSchema,
  scenarioListQuerySchema,
  scenarioPageSchema,
  scenarioSchema,
} from '../../../shared/tools/scenarios';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import {
  createScenario,
  deleteScenario,
  exportScenario,
  getScenario,
  listScenarios,
  updateScenario,
} from './service/scenarios';

/**
 * Named scenarios of the calculators (decision 0120): saved per gym, results computed
 * here from the inputs with the tool's shared formula, compared on the page, exported as files.
 */
export const scenarioRoutes: Feature = (api, deps) =>
  recordRoutes(api, deps, {
    path: '/tool-scenarios',
    invalidId: 'Invalid scenario id',
    body: scenarioInputSchema,
    record: scenarioSchema,
    list: { query: scenarioListQuerySchema, response: scenarioPageSchema },
    summaries: {
      list: "One calculator's scenarios saved by the caller's gym, last saved first (paged)",
      create: 'Save a named scenario of a calculator; its results are computed here from the inputs',
      get: 'One scenario with its inputs, results and report (for comparing two)',
      update: 'Rename a scenario or change its inputs (same calculator); its results are recomputed',
      remove: 'Delete a scenario',
      export: 'The scenario as a workbook (inputs and results on the first sheet) or a PDF',
    },
    service: {
      list: listScenarios,
      create: createScenario,
      get: getScenario,
      update: updateScenario,
      remove: deleteScenario,
      export: exportScenario,
    },
  });
