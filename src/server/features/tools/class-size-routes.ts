import { z } from 'zod';
import { exportQuerySchema } from '../../../shared/tools/records';
import { studentClassProgramSchema } from '../../../shared/tools/students-per-class';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../index';
import { memberOf, sendExport } from './http';
import { programRoutes } from './program-routes';
import {
  exportStudentClassProgram,
  exportStudentClassPrograms,
  studentClassProgramService,
} from './service/student-class-programs';

const INVALID_ID = 'Invalid class program id';
const file = { 200: z.any().describe('The .xlsx or .pdf file') };

/**
 * /students-per-class (issue 15, decision 0125): the gym's student class programs, their class
 * sizes against coach ratios computed here with the shared `classSizes`, and their exports.
 */
export const classSizeRoutes: Feature = (api, deps) => {
  const tags = ['student-class-programs'];

  // Before /:id, so "export" is never read as an id.
  api.get(
    '/student-class-programs/export',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'Every class program of the gym with its class sizes, as one workbook (totals first) or PDF',
        querystring: exportQuerySchema,
        response: file,
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportStudentClassPrograms(deps.db, memberOf(request), request.query.format)),
  );

  programRoutes(api, deps.db, {
    path: '/student-class-programs',
    record: studentClassProgramSchema,
    service: studentClassProgramService,
    invalidId: INVALID_ID,
    words: {
      list: "The gym's class programs with their class sizes, coaches, profit per class and break-even size",
      results: 'its class sizes against the coach ratio',
    },
  });

  api.get(
    '/student-class-programs/:id/export',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'One class program as a workbook (inputs and results on the first sheet) or a PDF',
        params: idParamsOf(INVALID_ID),
        querystring: exportQuerySchema,
        response: file,
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        await exportStudentClassProgram(deps.db, memberOf(request), request.params.id, request.query.format),
      ),
  );
};
