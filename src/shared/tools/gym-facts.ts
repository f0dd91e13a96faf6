import { z } from 'zod';
import { timestamp } from '../answers';
import { optionalText } from '../text-fields';
import { amount, count, rowName, rows } from './fields';
import { recordNumbers, toolsRecordMessages as m } from './records';

/** The gym's facts (gym_capacity and gym_programs): the pre-fill of the tools. GET/PUT /api/gym-facts. */

/** The facts that count equipment, in the facts' order (the capacity planner and equipment list start from them). */
export const EQUIPMENT_KEYS = ['bars', 'beams', 'vaults', 'floors', 'pits', 'trampolines'] as const;
export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number];

export const gymCapacityInputSchema = z.object({
  usableSqft: count('Usable square feet', 10_000_000),
  bars: count('Bars', 1_000),
  beams: count('Beams', 1_000),
  vaults: count('Vaults', 1_000),
  floors: count('Floors', 1_000),
  pits: count('Pits', 1_000),
  trampolines: count('Trampolines', 1_000),
  weeklyClassSlots: count('Weekly class slots', 10_000),
  maxStudentsPerClass: count('Max students per class', 1_000),
});

export const gymProgramInputSchema = z.object({
  programType: rowName(m.programTypeRequired),
  isActive: z.boolean({ error: m.activeInvalid }).default(true),
  monthlyPrice: amount('Monthly price', 100_000),
  classesPerWeek: amount('Classes per week', 100),
  notes: optionalText(1000),
});

/**
 * PUT /api/gym-facts: the gym's capacity (null leaves it as it is) and its whole list of programs
 * (left out: the programs stay as they are, so a tool updating the floor space never reverts a
 * program list another member just changed).
 */
export const gymFactsInputSchema = z.object({
  capacity: gymCapacityInputSchema.nullable(),
  programs: rows(gymProgramInputSchema).optional(),
});
export type GymFactsInput = z.output<typeof gymFactsInputSchema>;

export const gymFactsSchema = z.object({
  gymId: z.number().nullable(),
  capacity: z
    .object({
      ...recordNumbers(Object.keys(gymCapacityInputSchema.shape) as (keyof typeof gymCapacityInputSchema.shape)[]),
      updatedAt: timestamp,
    })
    .nullable(),
  programs: z.array(
    z.object({
      id: z.number(),
      programType: z.string(),
      isActive: z.boolean(),
      monthlyPrice: z.number(),
      classesPerWeek: z.number(),
      notes: z.string().nullable(),
    }),
  ),
});
export type GymFactsRecord = z.output<typeof gymFactsSchema>;
