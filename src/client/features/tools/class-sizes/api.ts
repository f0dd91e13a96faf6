import type { ClassSizeProgramRecord } from '@shared/tools/class-sizes';
import { programApi } from '../class-programs';

export const CLASS_SIZES_PATH = '/api/student-class-programs';

const api = programApi<ClassSizeProgramRecord>(CLASS_SIZES_PATH, ['/api/benchmarks']);

/** GET /api/student-class-programs: the gym's programs with their class sizes computed on the server. */
export const useClassSizePrograms = api.useList;
/** POST, or PUT /:id; the network benchmark is asked again after a change. */
export const useSaveClassSizeProgram = api.useSave;
/** DELETE /:id */
export const useDeleteClassSizeProgram = api.useDelete;

/** A program's file, or (no id) every program's in one. */
export const classSizeExportUrl = (id: number | null, format: 'xlsx' | 'pdf') =>
  `${CLASS_SIZES_PATH}${id === null ? '' : `/${id}`}/export?format=${format}`;
