import type { CapacityProgramRecord } from '@shared/tools';
import { programApi } from './program-api';

export const CAPACITY_PATH = '/api/capacity-programs';

/** A saved program's file: its fields and results as a workbook or a PDF. */
export const exportUrl = (id: number, format: 'xlsx' | 'pdf') => `${CAPACITY_PATH}/${id}/export?format=${format}`;

const api = programApi<CapacityProgramRecord>(CAPACITY_PATH);

/** GET /api/capacity-programs: the gym's class programs with their computed results. */
export const useCapacityPrograms = api.useList;
/** POST /api/capacity-programs, or PUT /api/capacity-programs/:id when an id is given. */
export const useSaveCapacityProgram = api.useSave;
/** DELETE /api/capacity-programs/:id */
export const useDeleteCapacityProgram = api.useDelete;
