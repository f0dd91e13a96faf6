import { classProgram } from '../../../../shared/tools/class-programs';
import { toolsRecordMessages as m } from '../../../../shared/tools/records';
import { capacityPrograms } from '../../../db/schema/index';
import { programStore } from './program-store';

/** /api/capacity-programs: the class programs of /pricing-capacity (program-store.ts). */
export const classProgramService = programStore({
  table: capacityPrograms,
  resource: 'capacity_program',
  notFound: m.classProgramNotFound,
  results: classProgram,
});
