import { z } from 'zod';
import { timestamp } from '../answers';
import { optionalText, requiredText, tooLong } from '../text-fields';

/**
 * The business task library, My Tasks and the task wizard. A task belongs to one of
 * eight business functions, repeats at a frequency, has an owner and a priority at each revenue
 * tier; the wizard ranks the library for a member's answers. Decision 0101.
 */

export const TASK_FUNCTIONS = [
  'finance',
  'marketing',
  'sales',
  'programs',
  'staffing',
  'customer-service',
  'facility-safety',
  'leadership',
] as const;
export type TaskFunction = (typeof TASK_FUNCTIONS)[number];
export const taskFunctionLabels: Record<TaskFunction, string> = {
  finance: 'Finance',
  marketing: 'Marketing',
  sales: 'Sales & Enrollment',
  programs: 'Programs',
  staffing: 'Staffing',
  'customer-service': 'Customer Service',
  'facility-safety': 'Facility & Safety',
  leadership: 'Leadership',
};

export const TASK_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Annually', 'One-time'] as const;
export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];

export const TASK_OWNERS = ['Owner', 'Director', 'Manager', 'Front Desk', 'Head Coach', 'Bookkeeper'] as const;
export type TaskOwner = (typeof TASK_OWNERS)[number];

/** Spec 001 §3: a priority at each annual revenue tier. */
export const REVENUE_TIERS = ['250k', '500k', '1m', '2m'] as const;
export type RevenueTier = (typeof REVENUE_TIERS)[number];
export const revenueTierLabels: Record<RevenueTier, string> = {
  '250k': '$250k',
  '500k': '$500k',
  '1m': '$1M',
  '2m': '$2M',
};
export const revenueTierHints: Record<RevenueTier, string> = {
  '250k': 'Up to about $350k a year',
  '500k': 'About $350k to $750k',
  '1m': 'About $750k to $1.5M',
  '2m': '$1.5M and more',
};

export const TASK_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const MY_TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type MyTaskStatus = (typeof MY_TASK_STATUSES)[number];
export const myTaskStatusLabels: Record<MyTaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const WIZARD_ROLES = ['Owner', 'Director', 'Manager'] as const;
export type WizardRole = (typeof WIZARD_ROLES)[number];
/** How many tasks the wizard recommends ("the 25 tasks that matter most"). */
export const WIZARD_PICKS = 25;

/** The goals the wizard offers (GET /api/task-wizard/goals), each leaning on some functions. */
export const TASK_GOALS = [
  {
    id: 'grow-enrollment',
    label: 'Grow enrollment',
    description: 'More trial classes, more sign-ups',
    functions: ['sales', 'marketing'],
  },
  {
    id: 'improve-retention',
    label: 'Keep more families',
    description: 'Fewer cancellations, happier parents',
    functions: ['customer-service', 'programs'],
  },
  {
    id: 'increase-profit',
    label: 'Increase profit',
    description: 'Pricing, costs and cash flow',
    functions: ['finance'],
  },
  {
    id: 'build-team',
    label: 'Build a strong team',
    description: 'Hiring, training and keeping coaches',
    functions: ['staffing'],
  },
  {
    id: 'safer-facility',
    label: 'Run a safer facility',
    description: 'Equipment, incidents and compliance',
    functions: ['facility-safety'],
  },
  {
    id: 'better-programs',
    label: 'Better programs',
    description: 'Curriculum, levels, camps and teams',
    functions: ['programs'],
  },
  {
    id: 'owner-freedom',
    label: 'Step back from day-to-day',
    description: 'Systems, delegation and a leadership rhythm',
    functions: ['leadership', 'staffing'],
  },
  {
    id: 'grow-brand',
    label: 'Grow our local brand',
    description: 'Reviews, social media and community',
    functions: ['marketing', 'customer-service'],
  },
] as const satisfies readonly { id: string; label: string; description: string; functions: TaskFunction[] }[];
export type TaskGoalId = (typeof TASK_GOALS)[number]['id'];
export const TASK_GOAL_IDS = TASK_GOALS.map((g) => g.id) as [TaskGoalId, ...TaskGoalId[]];

export const TASK_TEXT_MAX = 255;

/** Every message of the area, written once. */
export const taskMessages = {
  functionInvalid: 'Function must be one of the eight business functions',
  frequencyInvalid: 'Frequency must be Daily, Weekly, Monthly, Quarterly, Annually or One-time',
  ownerInvalid: 'Owner must be Owner, Director, Manager, Front Desk, Head Coach or Bookkeeper',
  priorityInvalid: 'Priority must be critical, high, medium or low',
  tierInvalid: 'Revenue tier must be 250k, 500k, 1m or 2m',
  taskRequired: 'Task is required',
  taskTooLong: `Task must not exceed ${TASK_TEXT_MAX} characters`,
  statusInvalid: 'Status must be todo, in_progress or done',
  dueDateInvalid: 'Please enter a valid date',
  notesTooLong: 'Notes must not exceed 2000 characters',
  taskIdRequired: 'Choose a task',
  taskIdsRequired: 'Choose at least one task',
  roleInvalid: 'Choose your role: Owner, Director or Manager',
  goalsRequired: 'Choose at least one goal',
  goalInvalid: 'Choose goals from the list',
  startupRequired: 'Tell us whether the gym is in its first year',
  taskNotFound: 'Task not found',
  myTaskNotFound: 'Task not found in your list',
  alreadyAdded: 'This task is already in your list',
  themeNotFound: 'Theme not found',
  themeNameRequired: 'Theme name is required',
  themeNameTaken: 'A theme with this name already exists',
  colourInvalid: 'Colour must be a hex colour such as #2563eb',
  jobNotFound: 'Job not found',
  tooLong,
} as const;
const m = taskMessages;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A function given by key or by label, in any case ("Finance", "finance", "Sales & Enrollment"). */
export function toTaskFunction(value: string): TaskFunction | null {
  const v = value.trim().toLowerCase();
  for (const f of TASK_FUNCTIONS) {
    if (f === v || taskFunctionLabels[f].toLowerCase() === v) return f;
  }
  if (v === 'sales and enrollment' || v === 'sales and enrolment' || v === 'sales & enrolment') return 'sales';
  if (v === 'customer service' || v === 'customer_service') return 'customer-service';
  if (v === 'facility and safety' || v === 'facility_safety' || v === 'facility') return 'facility-safety';
  return null;
}

export const taskFunctionSchema = z.string({ error: m.functionInvalid }).transform((v, ctx) => {
  const f = toTaskFunction(v);
  if (!f) {
    ctx.addIssue({ code: 'custom', message: m.functionInvalid });
    return z.NEVER;
  }
  return f;
});
const frequency = z.enum(TASK_FREQUENCIES, { error: m.frequencyInvalid });
const owner = z.enum(TASK_OWNERS, { error: m.ownerInvalid });
const priority = z.enum(TASK_PRIORITIES, { error: m.priorityInvalid });
export const revenueTierSchema = z.enum(REVENUE_TIERS, { error: m.tierInvalid });
const boolText = z.enum(['true', 'false']).transform((v) => v === 'true');

export const prioritiesSchema = z.object({
  '250k': priority,
  '500k': priority,
  '1m': priority,
  '2m': priority,
});
export type TaskPriorities = z.infer<typeof prioritiesSchema>;

// ---- requests ----

/** GET /api/business-tasks */
export const taskQuerySchema = z.object({
  function: taskFunctionSchema.optional(),
  frequency: frequency.optional(),
  owner: owner.optional(),
  tier: revenueTierSchema.optional(),
  startupCritical: boolText.optional(),
  theme: id.optional(),
  q: z.string().trim().max(200).optional(),
});
export type TaskQuery = z.input<typeof taskQuerySchema>;

/** The admin task form; POST /api/admin/business-tasks and PATCH …/:id (partial). */
export const taskInputSchema = z.object({
  function: taskFunctionSchema,
  task: requiredText(m.taskRequired, TASK_TEXT_MAX, m.taskTooLong),
  description: optionalText(2000),
  frequency,
  owner,
  startupCritical: z.boolean().default(false),
  priorities: prioritiesSchema,
  enhancedText: optionalText(10_000),
  themeIds: z.array(id).max(10).default([]),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskValues = z.output<typeof taskInputSchema>;
export const taskPatchSchema = taskInputSchema.partial();

/** POST /api/my-tasks */
export const myTaskAddSchema = z.object({ taskId: id.pipe(z.number({ error: m.taskIdRequired })) });
/** POST /api/my-tasks/bulk */
export const myTaskBulkSchema = z.object({
  taskIds: z.array(id, { error: m.taskIdsRequired }).min(1, m.taskIdsRequired).max(200),
});

/** A calendar date, YYYY-MM-DD. */
export const dateOnly = z
  .string({ error: m.dueDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dueDateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, m.dueDateInvalid);

/** PATCH /api/my-tasks/:id */
export const myTaskPatchSchema = z.object({
  status: z.enum(MY_TASK_STATUSES, { error: m.statusInvalid }).optional(),
  dueDate: dateOnly.nullish(),
  notes: z.string().trim().max(2000, m.notesTooLong).nullish(),
});
export type MyTaskPatch = z.input<typeof myTaskPatchSchema>;

/** POST /api/task-wizard */
export const wizardInputSchema = z.object({
  role: z.enum(WIZARD_ROLES, { error: m.roleInvalid }),
  revenueTier: revenueTierSchema,
  goals: z
    .array(z.enum(TASK_GOAL_IDS, { error: m.goalInvalid }), { error: m.goalsRequired })
    .min(1, m.goalsRequired)
    .max(TASK_GOALS.length)
    .transform((list) => [...new Set(list)]),
  startup: z.boolean({ error: m.startupRequired }),
});
export type WizardInput = z.input<typeof wizardInputSchema>;

const hexColour = z
  .string({ error: m.colourInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, m.colourInvalid)
  .transform((v) => v.toLowerCase());

/** POST /api/admin/task-themes and PATCH …/:id */
export const themeInputSchema = z.object({
  name: requiredText(m.themeNameRequired, 100),
  colour: hexColour.default('#6b7280'),
  description: optionalText(500),
});
export const themePatchSchema = themeInputSchema.partial();

// ---- answers ----

export const themeSchema = z.object({
  id: z.number(),
  name: z.string(),
  colour: z.string(),
  description: z.string().nullable(),
  taskCount: z.number(),
});
export type TaskTheme = z.input<typeof themeSchema>;

/** A task as every answer names it; the task list adds its priorities, text and themes. */
const taskBasicsSchema = z.object({
  id: z.number(),
  function: z.string(),
  functionLabel: z.string(),
  task: z.string(),
  description: z.string().nullable(),
  frequency: z.string(),
  owner: z.string(),
  startupCritical: z.boolean(),
});

export const taskSchema = taskBasicsSchema.extend({
  priorities: z.record(z.string(), z.string()),
  enhancedText: z.string().nullable(),
  enhancedAt: timestamp.nullable(),
  themes: z.array(z.object({ id: z.number(), name: z.string(), colour: z.string() })),
  /** The id of the caller's open My Tasks entry for it, if any. */
  myTaskId: z.number().nullable(),
});
export type Task = z.input<typeof taskSchema>;
export type TaskRecord = z.output<typeof taskSchema>;

export const myTaskSchema = z.object({
  id: z.number(),
  taskId: z.number(),
  status: z.enum(MY_TASK_STATUSES),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  completedAt: timestamp.nullable(),
  overdue: z.boolean(),
  createdAt: timestamp,
  task: taskBasicsSchema,
  /** Set when marking a recurring task done added its next occurrence. */
  nextId: z.number().nullable().optional(),
});
export type MyTask = z.input<typeof myTaskSchema>;
export type MyTaskRecord = z.output<typeof myTaskSchema>;

export const bulkResultSchema = z.object({
  added: z.array(myTaskSchema),
  skipped: z.array(z.number()),
});

export const wizardResultSchema = z.object({
  id: z.number(),
  role: z.string(),
  revenueTier: z.string(),
  goals: z.array(z.string()),
  startup: z.boolean(),
  recommendedTaskIds: z.array(z.number()),
  reasons: z.record(z.string(), z.string()),
  createdAt: timestamp,
});
export type WizardResult = z.input<typeof wizardResultSchema>;
export type WizardRecord = z.output<typeof wizardResultSchema>;

export const goalSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  functions: z.array(z.string()),
});
export type TaskGoal = z.infer<typeof goalSchema>;
