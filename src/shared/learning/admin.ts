import { z } from 'zod';
import { optionalText, requiredText } from '../text-fields';
import { m, slug, videoUrl } from './fields';
import { tabViewSchema } from './member';
import {
  CHECKLIST_MAX_DEPTH,
  DEFAULT_LEARNING_CATEGORY,
  LEARNING_CATEGORIES,
  MODULE_TYPES,
  RELEVANCE_VALUES,
  STABLE_KEY_PATTERN,
  TAB_TYPES,
} from './vocabulary';

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
