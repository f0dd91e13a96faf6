import type { DemoModule } from './types';

/** Demo modules of this category (filled by its content commit). */
export const bestPracticeModules: DemoModule[] = [];
