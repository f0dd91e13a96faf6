import { pageQuery, pageSchema } from '../../paging';
import { z } from 'zod';
import { optionalText } from '../../text-fields';
import { amount, count, MAX_ROWS, rowName, rows, toolsMessages } from '../fields';
import { recordAudit } from '../records';

/**
 * /gym-capacity-planner (spec 001 §3 gym_capacity_plans, decision 0125): a week of the gym on
 * paper. A plan has a gym profile (floor space, space per athlete, open hours), equipment
 * (stations and how many athletes each takes at once), programs (class size, coach ratio, class
 * length) and a schedule (for a day and an hour, how many classes of which program start). From
 * them, hour by hour: athletes on the floor, coaches, and how full the gym is.
 *
 * Reading of the figures (decision 0125):
 * - classes start on the hour; a class of L minutes is on the floor for ceil(L ÷ 60) hours from its
 *   start, cut at midnight. "Athletes on the floor" in an hour are those of every class running at
 *   its start: the most the hour holds at once;
 * - the gym's capacity is the smaller of what the floor holds (usable sq ft ÷ sq ft per athlete,
 *   rounded down) and what the equipment holds at once (Σ count × athletes per station); a limit
 *   the plan leaves empty (no floor space, no equipment) does not count; with neither the capacity
 *   is unknown (null);
 * - utilization is athletes ÷ capacity; an hour with no athlete is 0% whatever the capacity;
 * - a day's average utilization is over its counted hours: open hours and any hour with athletes;
 * - athlete-hours count each class's real minutes (a 45-minute class of 8 is 6 athlete-hours).
 */

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const HOURS_A_DAY = 24;
/** Seven days of 24 hours. */
export const MAX_SCHEDULE_CELLS = DAYS.length * HOURS_A_DAY;
/** Classes of one program starting in one hour. */
export const MAX_CLASSES_AT_ONCE = 50;
/** The longest class a plan takes, in minutes (a half-day camp block). */
export const MAX_CLASS_MINUTES = 480;

export const capacityPlanMessages = {
  notFound: 'Capacity plan not found',
  planNameRequired: 'Plan name is required',
  equipmentNameRequired: 'Equipment name is required',
  sqftPerAthleteMin: 'Square feet per athlete must be at least 1',
  coachRatioMin: 'Students per coach must be at least 1',
  classLengthMin: 'Class length must be at least 1 minute',
  dayInvalid: 'Day must be a day of the week (0 is Monday, 6 is Sunday)',
  hourInvalid: 'Hour must be a whole hour from 0 to 23',
  closingInvalid: 'Closing hour must be a whole hour from 1 to 24',
  closingBeforeOpening: 'Closing hour must be after opening hour',
  dayTwice: 'Each day has one set of open hours',
  cellTwice: 'Each day and hour appears once in the schedule',
  programTwice: 'A program appears once in each hour',
  programMissing: 'The schedule names a program that is not in the plan',
  tooManyCells: `The schedule has at most ${MAX_SCHEDULE_CELLS} hours (7 days × 24)`,
  tooManyDays: 'Open hours cover at most 7 days',
} as const;
const m = capacityPlanMessages;

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const day = wholeIn(0, 6, m.dayInvalid);
const hour = wholeIn(0, 23, m.hourInvalid);

export const openHoursSchema = z
  .object({ day, opens: hour, closes: wholeIn(1, 24, m.closingInvalid) })
  .refine((o) => o.closes > o.opens, { message: m.closingBeforeOpening, path: ['closes'] });

export const gymProfileSchema = z.object({
  usableSqft: count('Usable square feet', 10_000_000),
  sqftPerAthlete: amount('Square feet per athlete', 10_000).min(1, m.sqftPerAthleteMin),
  openHours: z
    .array(openHoursSchema)
    .max(DAYS.length, m.tooManyDays)
    .superRefine((list, ctx) => {
      list.forEach((o, i) => {
        if (list.findIndex((x) => x.day === o.day) !== i)
          ctx.addIssue({ code: 'custom', message: m.dayTwice, path: [i, 'day'] });
      });
    }),
});
export type GymProfile = z.output<typeof gymProfileSchema>;

export const equipmentRowSchema = z.object({
  kind: rowName(m.equipmentNameRequired),
  count: count('Count', 1_000),
  athletesPerStation: count('Athletes at once', 1_000),
});
export type EquipmentRow = z.output<typeof equipmentRowSchema>;

export const planProgramSchema = z.object({
  name: rowName(toolsMessages.programNameRequired),
  studentsPerClass: count('Students per class', 1_000),
  coachRatio: count('Students per coach', 1_000).min(1, m.coachRatioMin),
  classLength: count('Class length', MAX_CLASS_MINUTES).min(1, m.classLengthMin),
});
export type PlanProgram = z.output<typeof planProgramSchema>;

export const scheduleRunSchema = z.object({
  /** The program's place in the plan's list (0 is the first). */
  program: wholeIn(0, MAX_ROWS - 1, m.programMissing),
  classes: count('Classes', MAX_CLASSES_AT_ONCE),
});
export const scheduleCellSchema = z.object({ day, hour, runs: rows(scheduleRunSchema) });
export type ScheduleCell = z.output<typeof scheduleCellSchema>;

const partsShape = {
  gymProfile: gymProfileSchema,
  equipment: rows(equipmentRowSchema),
  programs: rows(planProgramSchema),
  schedule: z.array(scheduleCellSchema).max(MAX_SCHEDULE_CELLS, m.tooManyCells),
};

/** The schedule names real programs, each day and hour once, each program once an hour. */
function checkSchedule(
  plan: { programs: unknown[]; schedule: ScheduleCell[] },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
) {
  const seen = new Set<number>();
  plan.schedule.forEach((cell, i) => {
    const at = cell.day * HOURS_A_DAY + cell.hour;
    if (seen.has(at)) ctx.addIssue({ code: 'custom', message: m.cellTwice, path: ['schedule', i, 'hour'] });
    seen.add(at);
    cell.runs.forEach((run, j) => {
      const path = ['schedule', i, 'runs', j, 'program'];
      if (run.program >= plan.programs.length) ctx.addIssue({ code: 'custom', message: m.programMissing, path });
      else if (cell.runs.findIndex((r) => r.program === run.program) !== j)
        ctx.addIssue({ code: 'custom', message: m.programTwice, path });
    });
  });
}

/** The four JSON parts of gym_capacity_plans, checked against each other. */
export const capacityPlanPartsSchema = z.object(partsShape).superRefine(checkSchedule);
export type CapacityPlanParts = z.output<typeof capacityPlanPartsSchema>;

/** POST /api/gym-capacity-plans and PUT /api/gym-capacity-plans/:id. */
export const capacityPlanInputSchema = z
  .object({ name: rowName(m.planNameRequired), description: optionalText(1000), ...partsShape })
  .superRefine(checkSchedule);
export type CapacityPlanInput = z.output<typeof capacityPlanInputSchema>;

// ---- the computation ----

// ---- the API's answers ----

const plainProfile = z.object({
  usableSqft: z.number(),
  sqftPerAthlete: z.number(),
  openHours: z.array(z.object({ day: z.number(), opens: z.number(), closes: z.number() })),
});
const plainEquipment = z.object({ kind: z.string(), count: z.number(), athletesPerStation: z.number() });
const plainProgram = z.object({
  name: z.string(),
  studentsPerClass: z.number(),
  coachRatio: z.number(),
  classLength: z.number(),
});
const plainCell = z.object({
  day: z.number(),
  hour: z.number(),
  runs: z.array(z.object({ program: z.number(), classes: z.number() })),
});
const peakSchema = z.object({ day: z.number(), hour: z.number(), athletes: z.number() }).nullable();
const periodSchema = z.object({
  openHours: z.number(),
  classes: z.number(),
  athleteHours: z.number(),
  peak: peakSchema,
  peakCoaches: z.number(),
  averageUtilizationPercent: z.number().nullable(),
  hoursOverCapacity: z.number(),
});

export const capacityPlanResultSchema = z.object({
  floorCapacity: z.number().nullable(),
  equipmentCapacity: z.number().nullable(),
  capacity: z.number().nullable(),
  limitedBy: z.enum(['floor', 'equipment']).nullable(),
  hours: z.array(
    z.object({
      day: z.number(),
      hour: z.number(),
      open: z.boolean(),
      athletes: z.number(),
      classes: z.number(),
      coaches: z.number(),
      utilizationPercent: z.number().nullable(),
      overCapacity: z.boolean(),
    }),
  ),
  days: z.array(periodSchema.extend({ day: z.number() })),
  week: periodSchema,
  programs: z.array(z.object({ classes: z.number(), athleteHours: z.number() })),
});

/** GET /api/gym-capacity-plans?page=…&pageSize=… */
export const capacityPlanListQuerySchema = pageQuery;

/** A row of GET /api/gym-capacity-plans: the plan's name and its week in figures. */
export const capacityPlanSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  capacity: z.number().nullable(),
  week: periodSchema,
  ...recordAudit,
});
export type CapacityPlanSummary = z.output<typeof capacityPlanSummarySchema>;

export const capacityPlanPageSchema = pageSchema(capacityPlanSummarySchema);
export type CapacityPlanPage = z.output<typeof capacityPlanPageSchema>;

/** GET/POST/PUT /api/gym-capacity-plans(/:id): the plan as stored and its results, computed on read. */
export const capacityPlanSchema = capacityPlanSummarySchema.omit({ capacity: true, week: true }).extend({
  gymProfile: plainProfile,
  equipment: z.array(plainEquipment),
  programs: z.array(plainProgram),
  schedule: z.array(plainCell),
  results: capacityPlanResultSchema,
});
export type CapacityPlanRecord = z.output<typeof capacityPlanSchema>;
