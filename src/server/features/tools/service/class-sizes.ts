import type { ExportFormat } from '../../../../shared/tools/records';
import {
  classSizeListReport,
  classSizeReport,
  classSizes,
  classSizeMessages as m,
} from '../../../../shared/tools/class-sizes';
import { studentClassPrograms } from '../../../db/schema/index';
import { programInputsOf, programStore } from './program-store';
import type { Member } from './member';
import { exportReport, fileSlug, type ExportFile } from './report-export';
import { toolTitle } from './scenarios';
import type { Deps } from '../../../platform/deps';

/**
 * /api/student-class-programs (decision 0125): the gym's programs as /students-per-class sees them,
 * class sizes against coach ratios computed with the shared `classSizes` on every read.
 */
export const classSizeProgramService = programStore({
  table: studentClassPrograms,
  resource: 'student_class_program',
  notFound: m.notFound,
  results: classSizes,
});

const TOOL = 'students-per-class';

/** GET /api/student-class-programs/:id/export: one program's inputs, results and warnings. */
export async function exportClassSizeProgram(
  deps: Deps,
  member: Member,
  id: number,
  format: ExportFormat,
): Promise<ExportFile> {
  const program = await classSizeProgramService.get(deps, member, id);
  const report = { tool: toolTitle(TOOL), name: program.name, ...classSizeReport(programInputsOf(program)) };
  return exportReport(report, format, `${TOOL}-${fileSlug(program.name)}`);
}

/** GET /api/student-class-programs/export: every program of the gym in one workbook or PDF. */
export async function exportClassSizePrograms(deps: Deps, member: Member, format: ExportFormat): Promise<ExportFile> {
  const programs = await classSizeProgramService.list(deps, member);
  const report = {
    tool: toolTitle(TOOL),
    name: 'All programs',
    ...classSizeListReport(programs.map(programInputsOf)),
  };
  return exportReport(report, format, `${TOOL}-all-programs`);
}
