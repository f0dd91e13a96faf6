import {
  boolean,
  date,
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
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { jobs } from './jobs';

/**
 * Spec 001 §3 business_tasks: function, task, description, frequency, owner, startupCritical, the
 * priority at each revenue tier (250k, 500k, 1m, 2m) and the AI-enhanced text.
 */
export const businessTasks = pgTable(
  'business_tasks',
  {
    id: serial().primaryKey(),
    function: varchar({ length: 40 }).notNull(),
    task: varchar({ length: 255 }).notNull(),
    description: text(),
    frequency: varchar({ length: 20 }).notNull(),
    owner: varchar({ length: 40 }).notNull(),
    startupCritical: boolean().notNull().default(false),
    priority250k: varchar({ length: 10 }).notNull().default('medium'),
    priority500k: varchar({ length: 10 }).notNull().default('medium'),
    priority1m: varchar({ length: 10 }).notNull().default('medium'),
    priority2m: varchar({ length: 10 }).notNull().default('medium'),
    enhancedText: text(),
    enhancedAt: ts(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('business_tasks_function_idx').on(t.function), uniqueIndex('business_tasks_task_idx').on(t.task)],
);

/** Spec 001 §3 task_themes: colour defaults to #6b7280 (§9). */
export const taskThemes = pgTable(
  'task_themes',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    colour: varchar({ length: 7 }).notNull().default('#6b7280'),
    description: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_themes_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const businessTaskThemes = pgTable(
  'business_task_themes',
  {
    taskId: ownedBy(() => businessTasks.id),
    themeId: ownedBy(() => taskThemes.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.themeId] }), index('business_task_themes_theme_idx').on(t.themeId)],
);

/**
 * Spec 001 §3 user_task_selections: a task in a member's My Tasks. A recurring task marked done
 * stays done and its next occurrence is a new row (decision 0101); one open row per task and user.
 */
export const userTaskSelections = pgTable(
  'user_task_selections',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    taskId: ownedBy(() => businessTasks.id),
    status: varchar({ length: 20 }).notNull().default('todo'),
    dueDate: date({ mode: 'string' }),
    notes: text(),
    completedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_task_selections_open_idx')
      .on(t.userId, t.taskId)
      .where(sql`${t.status} <> 'done'`),
    index('user_task_selections_user_idx').on(t.userId, t.status),
  ],
);

/** Spec 001 §3 task_wizard_responses: the answers and the tasks recommended for them. */
export const taskWizardResponses = pgTable(
  'task_wizard_responses',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    role: varchar({ length: 20 }).notNull(),
    revenueTier: varchar({ length: 10 }).notNull(),
    goals: text().array().notNull().default([]),
    startup: boolean().notNull().default(false),
    recommendedTaskIds: integer().array().notNull().default([]),
    reasons: jsonb().notNull().default({}),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('task_wizard_responses_user_idx').on(t.userId, t.createdAt)],
);

/** Spec 001 §3 enhancement_jobs: a request to enhance one task; its state is the queue job's (§4: starts queued). */
export const enhancementJobs = pgTable('enhancement_jobs', {
  id: serial().primaryKey(),
  jobId: ownedBy(() => jobs.id),
  taskId: ownedBy(() => businessTasks.id),
  enhancer: varchar({ length: 20 }).notNull().default('rules'),
  requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});

/** Spec 001 §3 theme_analysis_jobs: a request to sort the library into themes. */
export const themeAnalysisJobs = pgTable('theme_analysis_jobs', {
  id: serial().primaryKey(),
  jobId: ownedBy(() => jobs.id),
  taskCount: integer().notNull().default(0),
  requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});
