import type { CapacityProgramRecord } from '@shared/tools';
import { programApi } from './program-api';

export const CAPACITY_PATH = '/api/capacity-programs';

const api = programApi<CapacityProgramRecord>(CAPACITY_PATH);

/** GET /api/capacity-programs: the gym's class programs with their computed results. */
export const useCapacityPrograms = api.useList;
/** POST /api/capacity-programs, or PUT /api/capacity-programs/:id when an id is given. */
export const useSaveCapacityProgram = api.useSave;
/** DELETE /api/capacity-programs/:id */
export const useDeleteCapacityProgram = api.useDelete;
