import { capacityProgram } from '../../../../shared/tools/capacity';
import { toolsRecordMessages as m } from '../../../../shared/tools/records';
import { capacityPrograms } from '../../../db/schema/index';
import { programStore } from './class-programs';

/** /api/capacity-programs: the class-program capacity planner's programs (class-programs.ts). */
export const capacityProgramService = programStore({
  table: capacityPrograms,
  resource: 'capacity_program',
  notFound: m.capacityProgramNotFound,
  results: capacityProgram,
});
