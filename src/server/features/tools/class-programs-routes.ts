import { z } from 'zod';
import { classProgramInputSchema } from '../../../shared/tools/class-programs';
import { classProgramSchema } from '../../../shared/tools/records';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import { classProgramService } from './service/class-programs';
import { exportSavedClassProgram } from './service/saved-exports';

/** /capacity-programs: the class programs of /pricing-capacity, their results computed on read, and exports. */
export const classProgramRoutes: Feature = (api, deps) => {
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
};
