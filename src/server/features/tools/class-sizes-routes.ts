import { z } from 'zod';
import { classProgramInputSchema } from '../../../shared/tools/class-programs';
import { classSizeProgramSchema } from '../../../shared/tools/class-sizes';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import { exportClassSizeProgram, exportClassSizePrograms, classSizeProgramService } from './service/class-sizes';

/**
 * /students-per-class (decision 0125): the gym's student class programs, their class
 * sizes against coach ratios computed here with the shared `classSizes`, and their exports.
 */
export const classSizeRoutes: Feature = (api, deps) =>
  recordRoutes(api, deps, {
    path: '/student-class-programs',
    invalidId: 'Invalid class program id',
    body: classProgramInputSchema,
    record: classSizeProgramSchema,
    list: { response: z.array(classSizeProgramSchema) },
    summaries: {
      list: "The gym's class programs with their class sizes, coaches, profit per class and break-even size",
      exportAll: 'Every class program of the gym with its class sizes, as one workbook (totals first) or PDF',
      create: "Save a class program in the caller's gym; the answer carries its class sizes against the coach ratio",
      get: 'One class program with its class sizes against the coach ratio',
      update: 'Replace a class program; its class sizes against the coach ratio are recomputed',
      remove: 'Delete a class program',
      export: 'One class program as a workbook (inputs and results on the first sheet) or a PDF',
    },
    service: {
      ...classSizeProgramService,
      exportAll: exportClassSizePrograms,
      export: exportClassSizeProgram,
    },
  });
