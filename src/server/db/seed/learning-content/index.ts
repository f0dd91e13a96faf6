import { bestPracticeModules } from './best-practices';
import { playbookModules } from './playbooks';
import { growthPlaybookModules } from './playbooks-growth';
import { videoModules } from './videos';

export type { DemoChecklistItem, DemoModule, DemoSection } from './types';

/** Every demo learning module, in display order within each category. */
export const demoModules = [...playbookModules, ...growthPlaybookModules, ...videoModules, ...bestPracticeModules];
