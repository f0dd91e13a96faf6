import { DAYS, MAX_CLASS_MINUTES, type CapacityPlanParts, type CapacityPlanRecord } from '@shared/tools/capacity-plans';
import { parseNumberInput } from '../calculators';
import { type EQUIPMENT_KEYS, type CapacityKey, type GymPrefill } from '../gym-facts';

/**
 * A capacity plan as the editor holds it: typed text for every figure (so "1,200" and a blank
 * type freely), rows with a stable key (so removing a program keeps the schedule of the others),
 * and the schedule as classes per program key in each cell. `draftToInput` turns it into the
 * API's body for the shared schema; `draftToParts` reads it leniently for the live grid, so the
 * grid keeps answering while a field is being typed.
 */

export interface OpenDay {
  open: boolean;
  opens: number;
  closes: number;
}
export interface EquipmentDraft {
  key: string;
  kind: string;
  count: string;
  athletesPerStation: string;
}
export interface ProgramDraft {
  key: string;
  name: string;
  studentsPerClass: string;
  coachRatio: string;
  classLength: string;
}
export interface PlanDraft {
  name: string;
  description: string;
  usableSqft: string;
  sqftPerAthlete: string;
  /** Monday to Sunday. */
  openHours: OpenDay[];
  equipment: EquipmentDraft[];
  programs: ProgramDraft[];
  /** cellKey(day, hour) → program key → classes starting then. */
  schedule: Record<string, Record<string, number>>;
}

export const cellKey = (day: number, hour: number) => `${day}-${hour}`;

let counter = 0;
/** A key for a new row, unique in the page's life. */
export const rowKey = () => `row-${(counter += 1)}`;

/** The facts' equipment, with how many athletes work one station at once (editable on the plan). */
export const EQUIPMENT_DEFAULTS: { fact: (typeof EQUIPMENT_KEYS)[number]; kind: string; athletesPerStation: number }[] =
  [
    { fact: 'bars', kind: 'Bars', athletesPerStation: 4 },
    { fact: 'beams', kind: 'Beams', athletesPerStation: 3 },
    { fact: 'vaults', kind: 'Vaults', athletesPerStation: 3 },
    { fact: 'floors', kind: 'Floors', athletesPerStation: 10 },
    { fact: 'pits', kind: 'Pits', athletesPerStation: 4 },
    { fact: 'trampolines', kind: 'Trampolines', athletesPerStation: 2 },
  ];

/** Weekdays 3–9 PM, Saturday 8 AM–2 PM, Sunday closed: the usual after-school gym. */
export const USUAL_HOURS: OpenDay[] = DAYS.map((_, day) =>
  day < 5 ? { open: true, opens: 15, closes: 21 } : day === 5 ? { open: true, opens: 8, closes: 14 } : closedDay(),
);
function closedDay(): OpenDay {
  return { open: false, opens: 15, closes: 21 };
}

/** Example figures where the gym has saved no facts (the page says they are examples). */
const EXAMPLE = {
  usableSqft: 10_000,
  equipment: { bars: 3, beams: 4, vaults: 1, floors: 1, pits: 1, trampolines: 2 } as Record<string, number>,
  programs: [
    { name: 'Preschool', studentsPerClass: 8, coachRatio: 6, classLength: 45 },
    { name: 'Recreational', studentsPerClass: 10, coachRatio: 8, classLength: 60 },
    { name: 'Team', studentsPerClass: 12, coachRatio: 6, classLength: 180 },
  ],
};

const programDraft = (p: { name: string; studentsPerClass: number; coachRatio: number; classLength: number }) => ({
  key: rowKey(),
  name: p.name,
  studentsPerClass: String(p.studentsPerClass),
  coachRatio: String(p.coachRatio),
  classLength: String(p.classLength),
});

/**
 * A new plan: the gym's floor space, equipment counts and active programs' names from its facts
 * where it saved them, the example figures where not; the usual hours; nothing scheduled yet.
 */
export function draftFromFacts(prefill: GymPrefill | null): PlanDraft {
  const counts = prefill?.equipment.length
    ? Object.fromEntries(prefill.equipment.map((e) => [e.key, e.count]))
    : EXAMPLE.equipment;
  const size = prefill?.maxStudentsPerClass ?? 10;
  const programs = prefill?.activePrograms.length
    ? prefill.activePrograms.map((p) =>
        programDraft({
          name: p.programType,
          studentsPerClass: size,
          coachRatio: Math.min(size, 8),
          classLength: 60,
        }),
      )
    : EXAMPLE.programs.map(programDraft);
  return {
    name: '',
    description: '',
    usableSqft: String(prefill?.usableSqft ?? EXAMPLE.usableSqft),
    sqftPerAthlete: '50',
    openHours: USUAL_HOURS.map((d) => ({ ...d })),
    equipment: EQUIPMENT_DEFAULTS.filter((e) => (counts[e.fact] ?? 0) > 0).map((e) => ({
      key: rowKey(),
      kind: e.kind,
      count: String(counts[e.fact]),
      athletesPerStation: String(e.athletesPerStation),
    })),
    programs,
    schedule: {},
  };
}

/** A saved plan back into the editor. */
export function draftFromPlan(plan: CapacityPlanRecord): PlanDraft {
  const programs = plan.programs.map(programDraft);
  const schedule: PlanDraft['schedule'] = {};
  for (const cell of plan.schedule) {
    const classes: Record<string, number> = {};
    for (const run of cell.runs) {
      const program = programs[run.program];
      if (program && run.classes > 0) classes[program.key] = run.classes;
    }
    if (Object.keys(classes).length) schedule[cellKey(cell.day, cell.hour)] = classes;
  }
  return {
    name: plan.name,
    description: plan.description ?? '',
    usableSqft: String(plan.gymProfile.usableSqft),
    sqftPerAthlete: String(plan.gymProfile.sqftPerAthlete),
    openHours: DAYS.map((_, day) => {
      const o = plan.gymProfile.openHours.find((x) => x.day === day);
      return o ? { open: true, opens: o.opens, closes: o.closes } : closedDay();
    }),
    equipment: plan.equipment.map((e) => ({
      key: rowKey(),
      kind: e.kind,
      count: String(e.count),
      athletesPerStation: String(e.athletesPerStation),
    })),
    programs,
    schedule,
  };
}

function scheduleOf(d: PlanDraft): CapacityPlanParts['schedule'] {
  const index = new Map(d.programs.map((p, i) => [p.key, i]));
  return Object.entries(d.schedule)
    .map(([key, classes]) => {
      const [day, hour] = key.split('-').map(Number) as [number, number];
      const runs = Object.entries(classes)
        .filter(([program, n]) => index.has(program) && n > 0)
        .map(([program, n]) => ({ program: index.get(program)!, classes: n }))
        .sort((a, b) => a.program - b.program);
      return { day, hour, runs };
    })
    .filter((cell) => cell.runs.length > 0)
    .sort((a, b) => a.day - b.day || a.hour - b.hour);
}

/** The API's body, numbers as typed (the shared schema says what is wrong with them). */
export function draftToInput(d: PlanDraft) {
  return {
    name: d.name,
    description: d.description,
    gymProfile: {
      usableSqft: parseNumberInput(d.usableSqft),
      sqftPerAthlete: parseNumberInput(d.sqftPerAthlete),
      openHours: d.openHours.flatMap((o, day) => (o.open ? [{ day, opens: o.opens, closes: o.closes }] : [])),
    },
    equipment: d.equipment.map((e) => ({
      kind: e.kind,
      count: parseNumberInput(e.count),
      athletesPerStation: parseNumberInput(e.athletesPerStation),
    })),
    programs: d.programs.map((p) => ({
      name: p.name,
      studentsPerClass: parseNumberInput(p.studentsPerClass),
      coachRatio: parseNumberInput(p.coachRatio),
      classLength: parseNumberInput(p.classLength),
    })),
    schedule: scheduleOf(d),
  };
}

/** A typed figure read leniently: not a number, negative or blank is `fallback`; whole, within `max`. */
function lenient(text: string, fallback: number, min: number, max: number, whole = true) {
  const n = parseNumberInput(text);
  if (n === undefined || !Number.isFinite(n) || n < min) return fallback;
  return Math.min(max, whole ? Math.floor(n) : n);
}

/** The plan as the live grid reads it while fields are typed: what cannot be read counts as nothing. */
export function draftToParts(d: PlanDraft): CapacityPlanParts {
  return {
    gymProfile: {
      usableSqft: lenient(d.usableSqft, 0, 0, 10_000_000),
      sqftPerAthlete: lenient(d.sqftPerAthlete, 50, 1, 10_000, false),
      openHours: d.openHours.flatMap((o, day) =>
        o.open && o.closes > o.opens ? [{ day, opens: o.opens, closes: o.closes }] : [],
      ),
    },
    equipment: d.equipment.map((e) => ({
      kind: e.kind,
      count: lenient(e.count, 0, 0, 1000),
      athletesPerStation: lenient(e.athletesPerStation, 0, 0, 1000),
    })),
    programs: d.programs.map((p) => ({
      name: p.name,
      studentsPerClass: lenient(p.studentsPerClass, 0, 0, 1000),
      coachRatio: lenient(p.coachRatio, 1, 1, 1000),
      classLength: lenient(p.classLength, 60, 1, MAX_CLASS_MINUTES),
    })),
    schedule: scheduleOf(d),
  };
}

/** The plan's figures a gym keeps among its facts: floor space and equipment counts matched by kind. */
export function factsOfPlan(parts: CapacityPlanParts): Partial<Record<CapacityKey, number>> {
  const out: Partial<Record<CapacityKey, number>> = { usableSqft: parts.gymProfile.usableSqft };
  for (const row of parts.equipment) {
    const name = row.kind.trim().toLowerCase().replace(/s$/, '');
    const match = EQUIPMENT_DEFAULTS.find((e) => e.fact.replace(/s$/, '') === name);
    if (match) out[match.fact] = (out[match.fact] ?? 0) + row.count;
  }
  return out;
}
