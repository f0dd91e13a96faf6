import { z } from 'zod';
import { amount, count, toolsMessages as m } from './fields';
import { percentOf, roundCents } from './numbers';
import type { ReportBody } from './report';

/**
 * A tuition increase (decision 0123): what the new price brings in after the families it drives
 * away, and how many could leave before it earns less than today's price.
 */
export const priceIncreaseInputSchema = z
  .object({
    students: count('Students'),
    currentMonthlyTuition: amount('Current monthly tuition', 100_000),
    newMonthlyTuition: amount('New monthly tuition', 100_000),
    studentsLeaving: count('Students expected to leave'),
    /** Optional: without it there is no contribution to compare. */
    variableCostPerStudent: amount('Variable cost per student', 100_000).optional(),
  })
  // The leavers are students of the gym today.
  .refine((p) => p.studentsLeaving <= p.students, {
    message: m.exceeds('Students expected to leave', 'Students'),
    path: ['studentsLeaving'],
  });
export type PriceIncreaseInput = z.output<typeof priceIncreaseInputSchema>;

export interface PriceIncreaseResult {
  /** (new − current tuition) ÷ current × 100, two decimals; null with no current tuition. */
  increasePercent: number | null;
  /** students − studentsLeaving. */
  studentsAfter: number;
  /** students × current tuition. */
  currentMonthlyRevenue: number;
  /** studentsAfter × new tuition. */
  newMonthlyRevenue: number;
  /** newMonthlyRevenue − currentMonthlyRevenue; negative when the increase loses money. */
  monthlyRevenueChange: number;
  /** monthlyRevenueChange × 12. */
  annualRevenueChange: number;
  /** monthlyRevenueChange ÷ currentMonthlyRevenue × 100; null with no revenue today. */
  revenueChangePercent: number | null;
  /**
   * studentsAfter × (new − variable) − students × (current − variable): the revenue change plus the
   * variable costs that leave with the leavers. null without a variable cost.
   */
  monthlyContributionChange: number | null;
  /** monthlyContributionChange × 12; null as above. */
  annualContributionChange: number | null;
  /**
   * The most students who could leave while the new revenue stays at least today's: the largest
   * whole L ≤ students with (students − L) × new ≥ students × current, i.e. ⌊students × (new −
   * current) ÷ new⌋. null when even losing nobody the new price earns less (a lower price).
   */
  breakEvenLeavers: number | null;
}

/** Whole cents of an amount (tuition 134.999 → 13,500). */
const cents = (value: number) => Math.round(roundCents(value) * 100);
const dollars = (wholeCents: number) => roundCents(wholeCents / 100);

/**
 * The largest L in [0, students] with (students − L) × next ≥ students × now, all in whole cents.
 * Every product is below 10¹⁴ (a million students × $100,000 in cents), so it is exact in a double;
 * the division only proposes L, and the two loops correct it against the exact products.
 */
export function breakEvenLeavers(students: number, now: number, next: number): number | null {
  const today = students * now;
  const holds = (leavers: number) => (students - leavers) * next >= today;
  if (!holds(0)) return null;
  if (next === 0) return students; // both prices are 0: nobody's leaving changes anything
  let leavers = Math.min(students, Math.floor((students * (next - now)) / next));
  while (leavers > 0 && !holds(leavers)) leavers -= 1;
  while (leavers < students && holds(leavers + 1)) leavers += 1;
  return leavers;
}

/** Tuition and the variable cost are taken to whole cents first, so every figure is exact cents. */
export function priceIncrease(p: PriceIncreaseInput): PriceIncreaseResult {
  const now = cents(p.currentMonthlyTuition);
  const next = cents(p.newMonthlyTuition);
  const studentsAfter = p.students - p.studentsLeaving;
  const currentCents = p.students * now;
  const changeCents = studentsAfter * next - currentCents;
  const variable = p.variableCostPerStudent === undefined ? null : cents(p.variableCostPerStudent);
  const contributionCents =
    variable === null ? null : studentsAfter * (next - variable) - p.students * (now - variable);
  return {
    increasePercent: percentOf(next - now, now, null),
    studentsAfter,
    currentMonthlyRevenue: dollars(currentCents),
    newMonthlyRevenue: dollars(studentsAfter * next),
    monthlyRevenueChange: dollars(changeCents),
    annualRevenueChange: dollars(changeCents * 12),
    revenueChangePercent: percentOf(changeCents, currentCents, null),
    monthlyContributionChange: contributionCents === null ? null : dollars(contributionCents),
    annualContributionChange: contributionCents === null ? null : dollars(contributionCents * 12),
    breakEvenLeavers: breakEvenLeavers(p.students, now, next),
  };
}

/** The scenario as a report (exports and comparisons): inputs, then results, headline first. */
export function priceIncreaseReport(p: PriceIncreaseInput, r: PriceIncreaseResult): ReportBody {
  return {
    inputs: [
      { key: 'students', label: 'Students today', value: p.students, unit: 'number' },
      {
        key: 'currentMonthlyTuition',
        label: 'Current monthly tuition',
        value: p.currentMonthlyTuition,
        unit: 'money',
      },
      { key: 'newMonthlyTuition', label: 'New monthly tuition', value: p.newMonthlyTuition, unit: 'money' },
      { key: 'studentsLeaving', label: 'Students expected to leave', value: p.studentsLeaving, unit: 'number' },
      {
        key: 'variableCostPerStudent',
        label: 'Variable cost per student',
        value: p.variableCostPerStudent ?? null,
        unit: 'money',
      },
    ],
    results: [
      {
        key: 'monthlyRevenueChange',
        label: 'Change in monthly revenue',
        value: r.monthlyRevenueChange,
        unit: 'money',
        primary: true,
      },
      { key: 'annualRevenueChange', label: 'Change in annual revenue', value: r.annualRevenueChange, unit: 'money' },
      {
        key: 'breakEvenLeavers',
        label: 'Students you could lose and still earn as much',
        value: r.breakEvenLeavers,
        unit: 'number',
        primary: true,
      },
      { key: 'increasePercent', label: 'Tuition increase', value: r.increasePercent, unit: 'percent' },
      { key: 'currentMonthlyRevenue', label: 'Monthly revenue today', value: r.currentMonthlyRevenue, unit: 'money' },
      { key: 'newMonthlyRevenue', label: 'Monthly revenue after', value: r.newMonthlyRevenue, unit: 'money' },
      { key: 'studentsAfter', label: 'Students after', value: r.studentsAfter, unit: 'number' },
      { key: 'revenueChangePercent', label: 'Change in revenue', value: r.revenueChangePercent, unit: 'percent' },
      {
        key: 'monthlyContributionChange',
        label: 'Change in monthly contribution',
        value: r.monthlyContributionChange,
        unit: 'money',
      },
      {
        key: 'annualContributionChange',
        label: 'Change in annual contribution',
        value: r.annualContributionChange,
        unit: 'money',
      },
    ],
    tables: [],
  };
}
