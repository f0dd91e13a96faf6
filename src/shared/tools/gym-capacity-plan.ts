import { pageQuery, pageSchema } from '../paging';
import { z } from 'zod';
import { optionalText } from '../text-fields';
import { amount, count, MAX_ROWS, rowName, rows, toolsMessages } from './fields';
import { ceilWhole, floorWhole, percentOf, roundPercent, roundTo } from './numbers';
import { recordAudit } from './records';
import type { ReportBody, ReportTable } from './report';

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

export const gymCapacityPlanMessages = {
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
const m = gymCapacityPlanMessages;

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
export const gymCapacityPlanInputSchema = z
  .object({ name: rowName(m.planNameRequired), description: optionalText(1000), ...partsShape })
  .superRefine(checkSchedule);
export type GymCapacityPlanInput = z.output<typeof gymCapacityPlanInputSchema>;

// ---- the computation ----

export interface PlanHour {
  day: number;
  hour: number;
  /** Inside the day's open hours. */
  open: boolean;
  /** Athletes of every class on the floor at the start of the hour. */
  athletes: number;
  /** Classes on the floor at the start of the hour. */
  classes: number;
  /** Σ ceil(students ÷ ratio) over those classes. */
  coaches: number;
  /** athletes ÷ capacity × 100, two decimals; 0 with no athlete; null when the capacity is unknown or 0. */
  utilizationPercent: number | null;
  overCapacity: boolean;
}

export interface PlanPeriod {
  /** Hours open (the day's, or the week's). */
  openHours: number;
  /** Classes starting. */
  classes: number;
  /** Σ athletes × minutes on the floor ÷ 60, two decimals. */
  athleteHours: number;
  /** The busiest hour (the first of equals); null when no athlete comes. */
  peak: { day: number; hour: number; athletes: number } | null;
  /** The most coaches on the floor at once. */
  peakCoaches: number;
  /** Mean utilization of the counted hours (open or with athletes), two decimals; null as for an hour. */
  averageUtilizationPercent: number | null;
  /** Hours with more athletes than the capacity. */
  hoursOverCapacity: number;
}

export interface PlanDay extends PlanPeriod {
  day: number;
}

export interface GymCapacityPlanResult {
  /** usable sq ft ÷ sq ft per athlete, rounded down; null without floor space. */
  floorCapacity: number | null;
  /** Σ count × athletes at once; null without equipment. */
  equipmentCapacity: number | null;
  /** The smaller of the two; null with neither. */
  capacity: number | null;
  limitedBy: 'floor' | 'equipment' | null;
  /** Every hour that is open or has athletes, by day then hour. */
  hours: PlanHour[];
  /** Monday to Sunday. */
  days: PlanDay[];
  week: PlanPeriod;
  /** Per program: classes a week and athlete-hours a week. */
  programs: { classes: number; athleteHours: number }[];
}

/** Coaches one class of the program needs. */
export const coachesPerClass = (p: PlanProgram) => ceilWhole(p.studentsPerClass / p.coachRatio);

/** The hours (from the start) a class of `minutes` spends on the floor. */
export const hoursSpanned = (minutes: number) => Math.max(1, Math.ceil(minutes / 60));

function capacities(plan: Pick<CapacityPlanParts, 'gymProfile' | 'equipment'>) {
  const { usableSqft, sqftPerAthlete } = plan.gymProfile;
  const floorCapacity = usableSqft > 0 ? floorWhole(usableSqft / sqftPerAthlete) : null;
  const stations = plan.equipment.filter((e) => e.count > 0);
  const equipmentCapacity = stations.length ? stations.reduce((s, e) => s + e.count * e.athletesPerStation, 0) : null;
  if (floorCapacity === null && equipmentCapacity === null)
    return { floorCapacity, equipmentCapacity, capacity: null, limitedBy: null };
  const limitedBy: 'floor' | 'equipment' =
    equipmentCapacity === null || (floorCapacity !== null && floorCapacity <= equipmentCapacity)
      ? 'floor'
      : 'equipment';
  return {
    floorCapacity,
    equipmentCapacity,
    capacity: limitedBy === 'floor' ? floorCapacity : equipmentCapacity,
    limitedBy,
  };
}

const utilization = (athletes: number, capacity: number | null) =>
  athletes === 0 ? 0 : capacity ? percentOf(athletes, capacity, null) : null;

function period(hours: PlanHour[], openHours: number, classes: number, minutes: number, capacity: number | null) {
  let peak: PlanPeriod['peak'] = null;
  let athletes = 0;
  for (const h of hours) {
    athletes += h.athletes;
    if (h.athletes > (peak?.athletes ?? 0)) peak = { day: h.day, hour: h.hour, athletes: h.athletes };
  }
  const average =
    hours.length === 0 || athletes === 0
      ? 0
      : capacity
        ? roundPercent((athletes / (capacity * hours.length)) * 100)
        : null;
  return {
    openHours,
    classes,
    athleteHours: roundTo(minutes / 60, 2),
    peak,
    peakCoaches: hours.reduce((most, h) => Math.max(most, h.coaches), 0),
    averageUtilizationPercent: average,
    hoursOverCapacity: hours.filter((h) => h.overCapacity).length,
  };
}

/** The week of a plan, hour by hour, day by day and in total. */
export function gymCapacityPlan(plan: CapacityPlanParts): GymCapacityPlanResult {
  const limits = capacities(plan);
  const { capacity } = limits;
  const grid = Array.from({ length: DAYS.length }, () =>
    Array.from({ length: HOURS_A_DAY }, () => ({ athletes: 0, classes: 0, coaches: 0 })),
  );
  const dayClasses = new Array<number>(DAYS.length).fill(0);
  const dayMinutes = new Array<number>(DAYS.length).fill(0);
  const programs = plan.programs.map(() => ({ classes: 0, athleteMinutes: 0 }));

  for (const cell of plan.schedule) {
    for (const run of cell.runs) {
      const program = plan.programs[run.program];
      if (!program || run.classes === 0) continue;
      const athletes = run.classes * program.studentsPerClass;
      const coaches = run.classes * coachesPerClass(program);
      const span = Math.min(hoursSpanned(program.classLength), HOURS_A_DAY - cell.hour);
      for (let k = 0; k < span; k += 1) {
        const slot = grid[cell.day]![cell.hour + k]!;
        slot.athletes += athletes;
        slot.classes += run.classes;
        slot.coaches += coaches;
      }
      const minutes = athletes * Math.min(program.classLength, (HOURS_A_DAY - cell.hour) * 60);
      dayClasses[cell.day]! += run.classes;
      dayMinutes[cell.day]! += minutes;
      programs[run.program]!.classes += run.classes;
      programs[run.program]!.athleteMinutes += minutes;
    }
  }

  const openOf = (d: number) => plan.gymProfile.openHours.find((o) => o.day === d);
  const hours: PlanHour[] = [];
  const days: PlanDay[] = DAYS.map((_, d) => {
    const open = openOf(d);
    const counted: PlanHour[] = [];
    grid[d]!.forEach((slot, h) => {
      const isOpen = open !== undefined && h >= open.opens && h < open.closes;
      if (!isOpen && slot.athletes === 0) return;
      counted.push({
        day: d,
        hour: h,
        open: isOpen,
        ...slot,
        utilizationPercent: utilization(slot.athletes, capacity),
        overCapacity: capacity !== null && slot.athletes > capacity,
      });
    });
    hours.push(...counted);
    const openHours = open ? open.closes - open.opens : 0;
    return { day: d, ...period(counted, openHours, dayClasses[d]!, dayMinutes[d]!, capacity) };
  });

  return {
    ...limits,
    hours,
    days,
    week: period(
      hours,
      days.reduce((s, x) => s + x.openHours, 0),
      dayClasses.reduce((s, x) => s + x, 0),
      dayMinutes.reduce((s, x) => s + x, 0),
      capacity,
    ),
    programs: programs.map((p) => ({ classes: p.classes, athleteHours: roundTo(p.athleteMinutes / 60, 2) })),
  };
}

// ---- words and the export ----

/** 0 → '12 AM', 13 → '1 PM', 24 → '12 AM' (midnight, as a closing hour). */
export function hourLabel(h: number): string {
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${h % 24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * The hours a grid of the plan shows, the same for every day: from the earliest open or busy hour
 * to the latest, 4 PM to 9 PM when the plan has neither.
 */
export function gridHours(plan: Pick<CapacityPlanParts, 'gymProfile'>, result: GymCapacityPlanResult): number[] {
  const marks = [
    ...plan.gymProfile.openHours.flatMap((o) => [o.opens, o.closes - 1]),
    ...result.hours.filter((h) => h.athletes > 0).map((h) => h.hour),
  ];
  const first = marks.length ? Math.min(...marks) : 16;
  const last = marks.length ? Math.max(...marks) : 20;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A grid cell in a few characters: '24 · 41%', '—' when closed and empty. */
export function cellText(h: PlanHour | undefined): string {
  if (!h) return '—';
  const pct = h.utilizationPercent === null ? '' : ` · ${roundTo(h.utilizationPercent, 0)}%`;
  return `${h.athletes}${pct}`;
}

const peakWords = (p: PlanPeriod['peak']) => (p ? `${DAYS_SHORT[p.day]} ${hourLabel(p.hour)}` : null);

/** A saved plan told as a report: profile and capacity, the week's figures, and its tables. */
export function gymCapacityPlanReport(plan: CapacityPlanParts, r: GymCapacityPlanResult): ReportBody {
  const at = (d: number, h: number) => r.hours.find((x) => x.day === d && x.hour === h);
  const tables: ReportTable[] = [
    {
      key: 'schedule',
      heading: 'Athletes on the floor and utilization, by hour',
      columns: [{ label: 'Hour', unit: 'text' }, ...DAYS_SHORT.map((label) => ({ label, unit: 'text' as const }))],
      rows: gridHours(plan, r).map((h) => [hourLabel(h), ...DAYS.map((_, d) => cellText(at(d, h)))]),
    },
    {
      key: 'days',
      heading: 'Days',
      columns: [
        { label: 'Day', unit: 'text' },
        { label: 'Open hours', unit: 'number' },
        { label: 'Classes', unit: 'number' },
        { label: 'Athlete-hours', unit: 'number' },
        { label: 'Peak hour', unit: 'text' },
        { label: 'Peak athletes', unit: 'number' },
        { label: 'Average use', unit: 'percent' },
        { label: 'Hours over', unit: 'number' },
      ],
      rows: r.days.map((d) => [
        DAYS[d.day]!,
        d.openHours,
        d.classes,
        d.athleteHours,
        d.peak ? hourLabel(d.peak.hour) : null,
        d.peak?.athletes ?? 0,
        d.averageUtilizationPercent,
        d.hoursOverCapacity,
      ]),
    },
    {
      key: 'programs',
      heading: 'Programs',
      columns: [
        { label: 'Program', unit: 'text' },
        { label: 'Students a class', unit: 'number' },
        { label: 'Students per coach', unit: 'number' },
        { label: 'Minutes', unit: 'number' },
        { label: 'Classes a week', unit: 'number' },
        { label: 'Athlete-hours', unit: 'number' },
      ],
      rows: plan.programs.map((p, i) => [
        p.name,
        p.studentsPerClass,
        p.coachRatio,
        p.classLength,
        r.programs[i]?.classes ?? 0,
        r.programs[i]?.athleteHours ?? 0,
      ]),
    },
    {
      key: 'equipment',
      heading: 'Equipment',
      columns: [
        { label: 'Equipment', unit: 'text' },
        { label: 'Count', unit: 'number' },
        { label: 'Athletes each', unit: 'number' },
        { label: 'Athletes at once', unit: 'number' },
      ],
      rows: plan.equipment.map((e) => [e.kind, e.count, e.athletesPerStation, e.count * e.athletesPerStation]),
    },
    {
      key: 'classes',
      heading: 'Classes scheduled',
      columns: [
        { label: 'Day', unit: 'text' },
        { label: 'Starts', unit: 'text' },
        { label: 'Program', unit: 'text' },
        { label: 'Classes', unit: 'number' },
      ],
      rows: [...plan.schedule]
        .sort((a, b) => a.day - b.day || a.hour - b.hour)
        .flatMap((cell) =>
          cell.runs
            .filter((run) => run.classes > 0)
            .map((run) => [DAYS[cell.day]!, hourLabel(cell.hour), plan.programs[run.program]?.name ?? '', run.classes]),
        ),
    },
  ];
  const w = r.week;
  return {
    inputs: [
      { key: 'usableSqft', label: 'Usable floor space (sq ft)', value: plan.gymProfile.usableSqft, unit: 'number' },
      {
        key: 'sqftPerAthlete',
        label: 'Square feet per athlete',
        value: plan.gymProfile.sqftPerAthlete,
        unit: 'number',
      },
      {
        key: 'openHours',
        label: 'Open hours',
        value:
          plan.gymProfile.openHours
            .slice()
            .sort((a, b) => a.day - b.day)
            .map((o) => `${DAYS_SHORT[o.day]} ${hourLabel(o.opens)}–${hourLabel(o.closes)}`)
            .join(', ') || 'None set',
        unit: 'text',
      },
      { key: 'floorCapacity', label: 'The floor holds (athletes)', value: r.floorCapacity, unit: 'number' },
      { key: 'equipmentCapacity', label: 'The equipment holds at once', value: r.equipmentCapacity, unit: 'number' },
    ],
    results: [
      { key: 'capacity', label: 'Capacity (athletes at once)', value: r.capacity, unit: 'number', primary: true },
      { key: 'athleteHours', label: 'Athlete-hours a week', value: w.athleteHours, unit: 'number', primary: true },
      { key: 'classes', label: 'Classes a week', value: w.classes, unit: 'number' },
      { key: 'peak', label: 'Busiest hour', value: peakWords(w.peak), unit: 'text' },
      { key: 'peakAthletes', label: 'Athletes at the busiest hour', value: w.peak?.athletes ?? 0, unit: 'number' },
      { key: 'peakCoaches', label: 'Most coaches at once', value: w.peakCoaches, unit: 'number' },
      {
        key: 'averageUtilizationPercent',
        label: 'Average utilization of the open hours',
        value: w.averageUtilizationPercent,
        unit: 'percent',
        primary: true,
      },
      { key: 'hoursOverCapacity', label: 'Hours over capacity', value: w.hoursOverCapacity, unit: 'number' },
    ],
    tables,
  };
}

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

export const gymCapacityPlanResultSchema = z.object({
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
export const gymCapacityPlanSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  capacity: z.number().nullable(),
  week: periodSchema,
  ...recordAudit,
});
export type GymCapacityPlanSummary = z.output<typeof gymCapacityPlanSummarySchema>;

export const gymCapacityPlanPageSchema = pageSchema(gymCapacityPlanSummarySchema);
export type GymCapacityPlanPage = z.output<typeof gymCapacityPlanPageSchema>;

/** GET/POST/PUT /api/gym-capacity-plans(/:id): the plan as stored and its results, computed on read. */
export const gymCapacityPlanSchema = gymCapacityPlanSummarySchema.omit({ capacity: true, week: true }).extend({
  gymProfile: plainProfile,
  equipment: z.array(plainEquipment),
  programs: z.array(plainProgram),
  schedule: z.array(plainCell),
  results: gymCapacityPlanResultSchema,
});
export type GymCapacityPlanRecord = z.output<typeof gymCapacityPlanSchema>;
