import { tooLong } from '../text-fields';

/** The learning hub's words and messages, written once. */

/** Spec 001 §3 and §9: the categories, the default is playbooks. The list's `?tab=` uses the same words. */
export const LEARNING_CATEGORIES = ['playbooks', 'videos', 'best-practices'] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];
export const DEFAULT_LEARNING_CATEGORY: LearningCategory = 'playbooks';
export const learningCategoryLabels: Record<LearningCategory, string> = {
  playbooks: 'Playbooks',
  videos: 'Videos',
  'best-practices': 'Best Practices',
};

export const MODULE_TYPES = ['document', 'video'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Spec 001 §3 learning_section_tabs.tabType; a section has at most one tab of each type (decision 0090). */
export const TAB_TYPES = ['overview', 'examples', 'resources', 'checklist', 'custom'] as const;
export type TabType = (typeof TAB_TYPES)[number];
export const tabTypeLabels: Record<TabType, string> = {
  overview: 'Overview',
  examples: 'Examples',
  resources: 'Resources',
  checklist: 'Checklist',
  custom: 'More',
};

export const RELEVANCE_VALUES = ['primary', 'secondary'] as const;

/** The deepest a checklist nests (an item, its sub-items and theirs). */
export const CHECKLIST_MAX_DEPTH = 3;
export const STABLE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Every message of the learning area, written once. */
export const learningMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug must be lowercase letters, numbers and hyphens',
  slugTaken: 'A module with this slug already exists',
  sectionSlugTaken: 'This module already has a section with this slug',
  descriptionTooLong: 'Description must not exceed 2000 characters',
  categoryInvalid: 'Please choose playbooks, videos or best practices',
  moduleTypeInvalid: 'Module type must be document or video',
  videoUrlInvalid: 'Please enter a YouTube or Vimeo link',
  videoUrlRequired: 'A video module needs a YouTube or Vimeo link',
  minutesRange: 'Estimated minutes must be a whole number from 1 to 600',
  tabTypeInvalid: 'Tab type must be overview, examples, resources, checklist or custom',
  tabTypeRepeated: 'A section can have only one tab of each type',
  tabTitleRequired: 'Tab title is required',
  checklistTextRequired: 'Checklist item text is required',
  checklistTooDeep: `Checklist items can nest at most ${CHECKLIST_MAX_DEPTH} levels deep`,
  stableKeyFormat: 'Checklist keys are lowercase letters, numbers and hyphens',
  stableKeyRepeated: 'Each checklist item in a section needs its own key',
  unknownChecklistItem: 'Unknown checklist item',
  unknownTab: 'This section has no such tab',
  moduleNotFound: 'Module not found',
  sectionNotFound: 'Section not found',
  sectionOrderMismatch: 'The order must list every section of the module once',
  roleNotFound: 'Role not found',
  imageType: 'Please upload a JPEG, PNG, WebP or GIF image',
  imageNotFound: 'Image not found',
  tooLong,
} as const;
