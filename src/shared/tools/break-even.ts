import { z } from 'zod';
import { amount } from './fields';
import { ceilWhole, percentOf, roundCents } from './numbers';
import type { ReportBody } from './report';

/** How many students a month cover the fixed costs. */
export const breakEvenInputSchema = z.object({
  fixedMonthlyCosts: amount('Fixed monthly costs'),
  variableCostPerStudent: amount('Variable cost per student', 100_000),
  averageTuition: amount('Average tuition', 100_000),
});
export type BreakEvenInput = z.output<typeof breakEvenInputSchema>;

export interface BreakEvenResult {
  /** averageTuition − variableCostPerStudent: what each student leaves toward fixed costs; may be negative. */
  contributionMargin: number;
  /** contributionMargin ÷ averageTuition × 100, two decimals; null with no tuition (below half a cent). */
  contributionMarginPercent: number | null;
  /** ceil(fixed ÷ margin); 0 with no fixed cost; null when a student adds no margin (it never breaks even). */
  breakEvenStudents: number | null;
  /** breakEvenStudents × averageTuition; null when breakEvenStudents is. */
  breakEvenRevenue: number | null;
}

/**
 * Works in cents: the fixed costs and the margin are rounded to cents first (the margin is the figure
 * the page shows beside the student count). Both are then at most 10¹⁰ cents, so a quotient that is
 * not whole is off a whole number by far more than float noise, and ceilWhole counts it exactly.
 */
export function breakEven(b: BreakEvenInput): BreakEvenResult {
  const contributionMargin = roundCents(b.averageTuition - b.variableCostPerStudent);
  const fixed = roundCents(b.fixedMonthlyCosts);
  const breakEvenStudents = contributionMargin > 0 ? ceilWhole(fixed / contributionMargin) : null;
  return {
    contributionMargin,
    // Over the tuition in cents: a tuition below half a cent counts as none, not as a divisor near 0.
    contributionMarginPercent: percentOf(contributionMargin, roundCents(b.averageTuition), null),
    breakEvenStudents,
    breakEvenRevenue: breakEvenStudents === null ? null : roundCents(breakEvenStudents * b.averageTuition),
  };
}

/** The scenario as a report (exports and comparisons). */
export function breakEvenReport(b: BreakEvenInput, r: BreakEvenResult): ReportBody {
  return {
    inputs: [
      { key: 'fixedMonthlyCosts', label: 'Fixed monthly costs', value: b.fixedMonthlyCosts, unit: 'money' },
      {
        key: 'variableCostPerStudent',
        label: 'Variable cost per student',
        value: b.variableCostPerStudent,
        unit: 'money',
      },
      { key: 'averageTuition', label: 'Average tuition per student', value: b.averageTuition, unit: 'money' },
    ],
    results: [
      {
        key: 'breakEvenStudents',
        label: 'Students to break even',
        value: r.breakEvenStudents,
        unit: 'number',
        primary: true,
      },
      { key: 'breakEvenRevenue', label: 'Break-even revenue', value: r.breakEvenRevenue, unit: 'money', primary: true },
      {
        key: 'contributionMargin',
        label: 'Contribution margin per student',
        value: r.contributionMargin,
        unit: 'money',
      },
      {
        key: 'contributionMarginPercent',
        label: 'Contribution margin',
        value: r.contributionMarginPercent,
        unit: 'percent',
      },
    ],
    tables: [],
  };
}
