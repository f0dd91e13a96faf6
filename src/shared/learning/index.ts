/**
 * The learning hub: playbooks, videos and best practices, each a module of sections;
 * a section has tabs (overview, examples, resources, checklist, custom) and checklists whose
 * items keep a stable key, so members' ticks survive an admin's edits.
 */
export * from './vocabulary';
export * from './member';
export * from './admin';
export * from './progress';
