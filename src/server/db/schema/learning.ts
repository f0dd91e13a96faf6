import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles, users } from './accounts';
import { imageColumns, ownedBy, ts } from './columns';

/** Spec 001 §3 learning_modules: a playbook, video or best practice; category defaults to playbooks (§9). */
export const learningModules = pgTable(
  'learning_modules',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 200 }).notNull().unique(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    coverImage: text(),
    category: varchar({ length: 30 }).notNull().default('playbooks'),
    displayOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    moduleType: varchar({ length: 20 }).notNull().default('document'),
    youtubeUrl: text(),
    /** The repository document the module was written from (no reference yet). */
    sourceDocId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('learning_modules_category_idx').on(t.category, t.isPublished, t.displayOrder)],
);

/** Spec 001 §3 learning_module_roles: which roles a module is for, with a relevance (default primary). */
export const learningModuleRoles = pgTable(
  'learning_module_roles',
  {
    moduleId: ownedBy(() => learningModules.id),
    roleId: ownedBy(() => roles.id),
    relevance: varchar({ length: 20 }).notNull().default('primary'),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.roleId] })],
);

/** Spec 001 §3 learning_sections. */
export const learningSections = pgTable(
  'learning_sections',
  {
    id: serial().primaryKey(),
    moduleId: ownedBy(() => learningModules.id),
    slug: varchar({ length: 200 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull().default(''),
    estimatedMinutes: integer().notNull().default(10),
    displayOrder: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learning_sections_module_slug_idx').on(t.moduleId, t.slug),
    index('learning_sections_module_order_idx').on(t.moduleId, t.displayOrder),
  ],
);

/** Spec 001 §3 learning_section_tabs: at most one tab of each type per section (decision 0090). */
export const learningSectionTabs = pgTable(
  'learning_section_tabs',
  {
    id: serial().primaryKey(),
    sectionId: ownedBy(() => learningSections.id),
    tabType: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    content: text().notNull().default(''),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('learning_section_tabs_type_idx').on(t.sectionId, t.tabType)],
);

/**
 * Spec 001 §3 learning_checklist_items: nested by parent item. The stable key is unique within
 * the section and is what members' ticks are keyed by, so rewording, reordering and nesting an
 * item keeps them.
 */
export const learningChecklistItems = pgTable(
  'learning_checklist_items',
  {
    id: serial().primaryKey(),
    sectionId: ownedBy(() => learningSections.id),
    tabId: ownedBy(() => learningSectionTabs.id),
    parentId: integer().references((): AnyPgColumn => learningChecklistItems.id, { onDelete: 'cascade' }),
    stableKey: varchar({ length: 64 }).notNull(),
    text: varchar({ length: 500 }).notNull(),
    helpText: text(),
    isRequired: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('learning_checklist_items_key_idx').on(t.sectionId, t.stableKey),
    index('learning_checklist_items_tab_idx').on(t.tabId, t.displayOrder),
  ],
);

/**
 * Spec 001 §3 learning_assets: images uploaded for modules (covers, inline), resized, stored in the
 * database like article images (decision 0051) and served at /api/public/learning-module-images/{name}.
 */
export const learningAssets = pgTable(
  'learning_assets',
  imageColumns(() => users.id),
);

/**
 * Spec 001 §3 user_learning_progress: one row per member and section they have opened.
 * checklistState maps stable keys to ticks; percentComplete and isCompleted are as of the last
 * write (the API works completion out from the current checklist on every read).
 */
export const userLearningProgress = pgTable(
  'user_learning_progress',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    moduleId: ownedBy(() => learningModules.id),
    sectionId: ownedBy(() => learningSections.id),
    percentComplete: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    lastViewedTab: varchar({ length: 20 }),
    checklistState: jsonb()
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastViewedAt: ts().notNull().defaultNow(),
    completedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_learning_progress_user_section_idx').on(t.userId, t.sectionId),
    index('user_learning_progress_user_viewed_idx').on(t.userId, t.lastViewedAt),
    index('user_learning_progress_module_idx').on(t.moduleId),
  ],
);

/** Spec 001 §3 user_checklist_items: each tick a member made, with when; kept by stable key. */
export const userChecklistItems = pgTable(
  'user_checklist_items',
  {
    userId: ownedBy(() => users.id),
    sectionId: ownedBy(() => learningSections.id),
    stableKey: varchar({ length: 64 }).notNull(),
    isChecked: boolean().notNull().default(false),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId, t.stableKey] })],
);
