import { ceilWhole, floorWhole, percentOf, roundPercent, roundTo } from '../numbers';
import { DAYS, HOURS_A_DAY, type CapacityPlanParts, type PlanProgram } from './schemas';

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

export interface CapacityPlanResult {
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
export function capacityPlan(plan: CapacityPlanParts): CapacityPlanResult {
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
export function gridHours(plan: Pick<CapacityPlanParts, 'gymProfile'>, result: CapacityPlanResult): number[] {
  const marks = [
    ...plan.gymProfile.openHours.flatMap((o) => [o.opens, o.closes - 1]),
    ...result.hours.filter((h) => h.athletes > 0).map((h) => h.hour),
  ];
  const first = marks.length ? Math.min(...marks) : 16;
  const last = marks.length ? Math.max(...marks) : 20;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
