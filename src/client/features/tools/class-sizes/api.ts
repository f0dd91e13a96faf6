import type { StudentClassProgramRecord } from '@shared/tools/class-sizes';
import { programApi } from '../class-programs/api';

export const CLASS_PROGRAMS_PATH = '/api/student-class-programs';

const api = programApi<StudentClassProgramRecord>(CLASS_PROGRAMS_PATH, ['/api/benchmarks']);

/** GET /api/student-class-programs: the gym's programs with their class sizes computed on the server. */
export const useClassPrograms = api.useList;
/** POST, or PUT /:id; the network benchmark is asked again after a change. */
export const useSaveClassProgram = api.useSave;
/** DELETE /:id */
export const useDeleteClassProgram = api.useDelete;

/** A program's file, or (no id) every program's in one. */
export const classProgramExportUrl = (id: number | null, format: 'xlsx' | 'pdf') =>
  `${CLASS_PROGRAMS_PATH}${id === null ? '' : `/${id}`}/export?format=${format}`;
