import { z } from 'zod';
import { m } from './fields';
import { LEARNING_CATEGORIES, MODULE_TYPES, TAB_TYPES } from './vocabulary';

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

/** PUT /api/learning/sections/:id/progress and POST /api/learning/sections/:id/complete answer. */
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
