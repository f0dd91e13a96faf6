import { z } from 'zod';
import { SLUG_PATTERN } from './articles-content';
import { isVideoUrl } from './video-links';
import { optionalText, requiredText, tooLong } from './text-fields';

/**
 * The learning hub: playbooks, videos and best practices, each a module of sections;
 * a section has tabs (overview, examples, resources, checklist, custom) and checklists whose
 * items keep a stable key, so members' ticks survive an admin's edits.
 */

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
const m = learningMessages;

const slug = z
  .string({ error: m.slugRequired })
  .trim()
  .min(1, m.slugRequired)
  .max(200, tooLong(200))
  .regex(SLUG_PATTERN, m.slugFormat);

const videoUrl = z
  .string({ error: m.videoUrlInvalid })
  .trim()
  .max(500, tooLong(500))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isVideoUrl(v), m.videoUrlInvalid);

// ---- member requests ----

/** GET /api/learning/modules: a bad category is a 400. */
export const moduleListQuerySchema = z.object({
  category: z.enum(LEARNING_CATEGORIES, { error: m.categoryInvalid }).optional(),
  search: z.string().trim().max(200).optional(),
});

/** PUT /api/learning/sections/:id/progress. checklistState merges: keys not given keep their state. */
export const progressInputSchema = z.object({
  lastViewedTab: z.enum(TAB_TYPES, { error: m.tabTypeInvalid }).optional(),
  checklistState: z.record(z.string().max(64), z.boolean()).optional(),
});
export type ProgressInput = z.input<typeof progressInputSchema>;

// ---- member answers ----

/** A module as the lists show it; coverImage is the served URL (spec 001 §9). */
export const moduleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  category: z.enum(LEARNING_CATEGORIES),
  moduleType: z.enum(MODULE_TYPES),
  youtubeUrl: z.string().nullable(),
  isFeatured: z.boolean(),
  sectionCount: z.number(),
  /** Sum of the sections' estimated minutes. */
  estimatedMinutes: z.number(),
  /** The caller's: completed sections over sections, a whole number 0–100. */
  percentComplete: z.number(),
  completedSections: z.number(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const sectionSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  estimatedMinutes: z.number(),
  isCompleted: z.boolean(),
});
export type SectionSummary = z.infer<typeof sectionSummarySchema>;

/** GET /api/learning/modules/:slug */
export const moduleDetailSchema = z.object({
  module: moduleSummarySchema.extend({ isPublished: z.boolean() }),
  sections: z.array(sectionSummarySchema),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

export interface ChecklistItem {
  stableKey: string;
  text: string;
  helpText: string | null;
  isRequired: boolean;
  children: ChecklistItem[];
}
export const checklistItemSchema: z.ZodType<ChecklistItem> = z.lazy(() =>
  z.object({
    stableKey: z.string(),
    text: z.string(),
    helpText: z.string().nullable(),
    isRequired: z.boolean(),
    children: z.array(checklistItemSchema),
  }),
);

export const tabViewSchema = z.object({
  tabType: z.enum(TAB_TYPES),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  checklist: z.array(checklistItemSchema),
});
export type TabView = z.infer<typeof tabViewSchema>;

const sectionLinkSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

/** GET /api/learning/modules/:slug/sections/:sectionSlug */
export const sectionViewSchema = z.object({
  section: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    /** Sanitized HTML shown above the tabs (may be empty). */
    content: z.string(),
    estimatedMinutes: z.number(),
    /** 1-based place among the module's sections, and their count. */
    position: z.number(),
    sectionCount: z.number(),
    isCompleted: z.boolean(),
    previous: sectionLinkSchema,
    next: sectionLinkSchema,
    module: z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      category: z.enum(LEARNING_CATEGORIES),
      moduleType: z.enum(MODULE_TYPES),
      youtubeUrl: z.string().nullable(),
      percentComplete: z.number(),
    }),
  }),
  tabs: z.array(tabViewSchema),
  progress: z.object({
    lastViewedTab: z.enum(TAB_TYPES).nullable(),
    checklistState: z.record(z.string(), z.boolean()),
  }),
});
export type SectionView = z.infer<typeof sectionViewSchema>;

/** PUT /api/learning/sections/:id/progress answer. */
export const progressResultSchema = z.object({ sectionCompleted: z.boolean(), modulePercentComplete: z.number() });
export type ProgressResult = z.infer<typeof progressResultSchema>;

/** GET /api/learning/resume: the last section the caller viewed, or null. */
export const resumeSchema = z
  .object({ moduleSlug: z.string(), sectionSlug: z.string(), tab: z.enum(TAB_TYPES) })
  .nullable();
export type Resume = z.infer<typeof resumeSchema>;

/** GET /api/learning/hub: everything /learning-hub shows, in one call. */
export const hubSchema = z.object({
  resume: z
    .object({
      moduleSlug: z.string(),
      moduleTitle: z.string(),
      sectionSlug: z.string(),
      sectionTitle: z.string(),
      tab: z.enum(TAB_TYPES),
      percentComplete: z.number(),
      lastViewedAt: z.string(),
    })
    .nullable(),
  categories: z.array(
    z.object({
      category: z.enum(LEARNING_CATEGORIES),
      moduleCount: z.number(),
      completedModules: z.number(),
      /** Completed sections over sections across the category, 0–100. */
      percentComplete: z.number(),
    }),
  ),
  /** Admin-featured modules first, then those marked relevant to the caller's role. */
  featured: z.array(moduleSummarySchema),
  /** Started, not finished, most recently viewed first. */
  inProgress: z.array(moduleSummarySchema),
});
export type Hub = z.infer<typeof hubSchema>;

/** GET /api/public/learning-summary: what the home page's Learning Hub card counts. */
export const learningSummarySchema = z.object({ publishedModules: z.number() });
export type LearningSummary = z.infer<typeof learningSummarySchema>;

// ---- admin ----

export const moduleRoleSchema = z.object({
  roleId: z.number().int().positive(),
  relevance: z.enum(RELEVANCE_VALUES).default('primary'),
});

/** The admin module form; POST /api/admin/learning/modules and PATCH …/:id (partial). */
export const moduleInputSchema = z
  .object({
    title: requiredText(m.titleRequired, 255),
    slug,
    description: optionalText(2000),
    coverImage: optionalText(2000),
    category: z.enum(LEARNING_CATEGORIES, { error: m.categoryInvalid }).default(DEFAULT_LEARNING_CATEGORY),
    moduleType: z.enum(MODULE_TYPES, { error: m.moduleTypeInvalid }).default('document'),
    youtubeUrl: videoUrl,
    isPublished: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    displayOrder: z.number().int().min(-100000).max(100000).default(0),
    roles: z.array(moduleRoleSchema).max(50).default([]),
  })
  .refine((v) => v.moduleType !== 'video' || v.youtubeUrl !== null, {
    message: m.videoUrlRequired,
    path: ['youtubeUrl'],
  });
export type ModuleInput = z.input<typeof moduleInputSchema>;
/** PATCH: the same fields, each optional; the video rule is checked against the stored module. */
export const modulePatchSchema = z.object({
  title: requiredText(m.titleRequired, 255).optional(),
  slug: slug.optional(),
  description: optionalText(2000),
  coverImage: optionalText(2000),
  category: z.enum(LEARNING_CATEGORIES, { error: m.categoryInvalid }).optional(),
  moduleType: z.enum(MODULE_TYPES, { error: m.moduleTypeInvalid }).optional(),
  youtubeUrl: videoUrl.optional(),
  isPublished: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  displayOrder: z.number().int().min(-100000).max(100000).optional(),
  roles: z.array(moduleRoleSchema).max(50).optional(),
});

const minutes = z.number({ error: m.minutesRange }).int(m.minutesRange).min(1, m.minutesRange).max(600, m.minutesRange);

/** POST /api/admin/learning/sections and PATCH …/:id (partial without moduleId). */
export const sectionInputSchema = z.object({
  moduleId: z.number().int().positive(),
  title: requiredText(m.titleRequired, 255),
  slug,
  content: z.string().max(200_000).default(''),
  estimatedMinutes: minutes.default(10),
  displayOrder: z.number().int().min(-100000).max(100000).optional(),
});
export type SectionInput = z.input<typeof sectionInputSchema>;
export const sectionPatchSchema = sectionInputSchema.omit({ moduleId: true }).partial();

/** PUT /api/admin/learning/modules/:id/section-order */
export const sectionOrderSchema = z.object({ sectionIds: z.array(z.number().int().positive()).max(500) });

export interface ChecklistItemInput {
  /** Kept from the item being edited; a new item leaves it out and gets one. */
  stableKey?: string | undefined;
  text: string;
  helpText?: string | null | undefined;
  isRequired?: boolean | undefined;
  children?: ChecklistItemInput[] | undefined;
}
export const checklistItemInputSchema: z.ZodType<ChecklistItemInput> = z.lazy(() =>
  z.object({
    stableKey: z.string().trim().regex(STABLE_KEY_PATTERN, m.stableKeyFormat).optional(),
    text: requiredText(m.checklistTextRequired, 500),
    helpText: optionalText(1000),
    isRequired: z.boolean().default(true),
    children: z.array(checklistItemInputSchema).max(100).default([]),
  }),
);

function depth(items: ChecklistItemInput[]): number {
  return items.reduce((max, item) => Math.max(max, 1 + depth(item.children ?? [])), 0);
}
function keys(items: ChecklistItemInput[]): string[] {
  return items.flatMap((item) => [...(item.stableKey ? [item.stableKey] : []), ...keys(item.children ?? [])]);
}

export const tabInputSchema = z.object({
  tabType: z.enum(TAB_TYPES, { error: m.tabTypeInvalid }),
  title: requiredText(m.tabTitleRequired, 100),
  content: z.string().max(200_000).default(''),
  checklist: z.array(checklistItemInputSchema).max(200).default([]),
});
export type TabInput = z.input<typeof tabInputSchema>;

/**
 * PUT /api/admin/learning/sections/:id/tabs: the section's tabs, in order, with their checklists.
 * Replaces what was there; items whose stableKey is kept keep every member's ticks.
 */
export const sectionTabsInputSchema = z
  .object({ tabs: z.array(tabInputSchema).max(TAB_TYPES.length) })
  .refine((v) => new Set(v.tabs.map((t) => t.tabType)).size === v.tabs.length, {
    message: m.tabTypeRepeated,
    path: ['tabs'],
  })
  .refine((v) => v.tabs.every((t) => depth(t.checklist as ChecklistItemInput[]) <= CHECKLIST_MAX_DEPTH), {
    message: m.checklistTooDeep,
    path: ['tabs'],
  })
  .refine(
    (v) => {
      const all = v.tabs.flatMap((t) => keys(t.checklist as ChecklistItemInput[]));
      return new Set(all).size === all.length;
    },
    { message: m.stableKeyRepeated, path: ['tabs'] },
  );
export type SectionTabsInput = z.input<typeof sectionTabsInputSchema>;

export const adminModuleListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.enum(LEARNING_CATEGORIES, { error: m.categoryInvalid }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminModuleListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(LEARNING_CATEGORIES),
  moduleType: z.enum(MODULE_TYPES),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  displayOrder: z.number(),
  sectionCount: z.number(),
  updatedAt: z.string(),
});
export type AdminModuleListItem = z.infer<typeof adminModuleListItemSchema>;
export const adminModuleListSchema = z.object({
  items: z.array(adminModuleListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** GET /api/admin/learning/modules/:id: the stored values (coverImage as stored), its sections and roles. */
export const adminModuleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  category: z.enum(LEARNING_CATEGORIES),
  moduleType: z.enum(MODULE_TYPES),
  youtubeUrl: z.string().nullable(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  displayOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  roles: z.array(z.object({ roleId: z.number(), relevance: z.enum(RELEVANCE_VALUES) })),
  sections: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      estimatedMinutes: z.number(),
      displayOrder: z.number(),
    }),
  ),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

/** GET /api/admin/learning/sections/:id: the section, its module, and its tabs with checklists. */
export const adminSectionSchema = z.object({
  id: z.number(),
  moduleId: z.number(),
  moduleSlug: z.string(),
  moduleTitle: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  estimatedMinutes: z.number(),
  displayOrder: z.number(),
  updatedAt: z.string(),
  tabs: z.array(tabViewSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

// ---- progress rules (pure; the server and the section page both use them) ----

/** Every item of a checklist tree, parents before their children. */
export function flattenChecklist(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.flatMap((item) => [item, ...flattenChecklist(item.children)]);
}

/**
 * A section is completed when every required checklist item in it is checked; a
 * section with no required item, once it has been opened.
 */
export function isSectionCompleted(
  items: readonly Pick<ChecklistItem, 'stableKey' | 'isRequired'>[],
  state: Readonly<Record<string, boolean>>,
  opened: boolean,
): boolean {
  const required = items.filter((item) => item.isRequired);
  if (required.length === 0) return opened;
  return required.every((item) => state[item.stableKey] === true);
}

/** A share as a whole percentage 0–100 (0 when there is nothing to count). */
export function percentOf(done: number, total: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * done) / total)));
}

/** The checked and total counts of a checklist tree, required items only when `requiredOnly`. */
export function checklistCounts(
  items: readonly ChecklistItem[],
  state: Readonly<Record<string, boolean>>,
  requiredOnly = false,
): { done: number; total: number } {
  const counted = flattenChecklist(items).filter((item) => !requiredOnly || item.isRequired);
  return { done: counted.filter((item) => state[item.stableKey] === true).length, total: counted.length };
}
