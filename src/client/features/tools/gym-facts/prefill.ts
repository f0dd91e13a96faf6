import { roundCents } from '@shared/tools/numbers';
import { EQUIPMENT_KEYS, type GymFactsRecord } from '@shared/tools/gym-facts';

/**
 * What the tools start from instead of blanks (pre-fill): the gym's own saved facts
 * (gym_capacity and gym_programs, GET /api/gym-facts), read into the figures the tools ask for.
 * A fact that is 0 or missing is null: the tool keeps its own starting figure for it.
 */

export type GymCapacityFacts = NonNullable<GymFactsRecord['capacity']>;
export type CapacityKey = Exclude<keyof GymCapacityFacts, 'updatedAt'>;

export const CAPACITY_LABELS: Record<CapacityKey, string> = {
  usableSqft: 'Usable floor space (sq ft)',
  bars: 'Bars',
  beams: 'Beams',
  vaults: 'Vaults',
  floors: 'Floors',
  pits: 'Pits',
  trampolines: 'Trampolines',
  weeklyClassSlots: 'Weekly class slots',
  maxStudentsPerClass: 'Max students per class',
};

export { EQUIPMENT_KEYS };

export interface GymPrefill {
  usableSqft: number | null;
  weeklyClassSlots: number | null;
  maxStudentsPerClass: number | null;
  /** Equipment the gym has (a count above 0), in the facts' order. */
  equipment: { key: (typeof EQUIPMENT_KEYS)[number]; label: string; count: number }[];
  /** The programs the gym runs now. */
  activePrograms: { programType: string; monthlyPrice: number; classesPerWeek: number }[];
  /** The plain average of the active programs' monthly prices (free ones left out); null without any. */
  averageMonthlyTuition: number | null;
}

const positive = (n: number | undefined) => (n && n > 0 ? n : null);

export function gymPrefill(facts: GymFactsRecord | undefined | null): GymPrefill {
  const c = facts?.capacity ?? null;
  const activePrograms = (facts?.programs ?? [])
    .filter((p) => p.isActive)
    .map(({ programType, monthlyPrice, classesPerWeek }) => ({ programType, monthlyPrice, classesPerWeek }));
  const priced = activePrograms.filter((p) => p.monthlyPrice > 0);
  return {
    usableSqft: positive(c?.usableSqft),
    weeklyClassSlots: positive(c?.weeklyClassSlots),
    maxStudentsPerClass: positive(c?.maxStudentsPerClass),
    equipment: c
      ? EQUIPMENT_KEYS.filter((k) => c[k] > 0).map((key) => ({ key, label: CAPACITY_LABELS[key], count: c[key] }))
      : [],
    activePrograms,
    averageMonthlyTuition: priced.length
      ? roundCents(priced.reduce((sum, p) => sum + p.monthlyPrice, 0) / priced.length)
      : null,
  };
}

/**
 * The capacity facts a tool's figures would change: key, the saved value (null unsaved) and the
 * new one. Only whole figures above 0 are offered: a plan or program that leaves a figure empty
 * says nothing about the gym, and offering "14,500 → 0" would wipe a fact with one click.
 */
export function factChanges(
  facts: GymFactsRecord | undefined | null,
  proposed: Partial<Record<CapacityKey, number>>,
): { key: CapacityKey; label: string; saved: number | null; proposed: number }[] {
  return (Object.entries(proposed) as [CapacityKey, number | undefined][])
    .filter(
      (entry): entry is [CapacityKey, number] => entry[1] !== undefined && Number.isInteger(entry[1]) && entry[1] > 0,
    )
    .map(([key, value]) => ({
      key,
      label: CAPACITY_LABELS[key],
      saved: facts?.capacity?.[key] ?? null,
      proposed: value,
    }))
    .filter((c) => c.saved !== c.proposed);
}

/**
 * PUT /api/gym-facts's body that applies the changes to the saved capacity. It sends no program
 * list, so the server keeps the programs as they are.
 */
export function factsWithChanges(facts: GymFactsRecord | undefined | null, changes: ReturnType<typeof factChanges>) {
  const base: Record<CapacityKey, number> = {
    usableSqft: 0,
    bars: 0,
    beams: 0,
    vaults: 0,
    floors: 0,
    pits: 0,
    trampolines: 0,
    weeklyClassSlots: 0,
    maxStudentsPerClass: 0,
  };
  const saved = facts?.capacity;
  if (saved) for (const key of Object.keys(base) as CapacityKey[]) base[key] = saved[key];
  for (const c of changes) base[c.key] = c.proposed;
  return { capacity: base };
}
