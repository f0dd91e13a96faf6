import { z } from 'zod';
import { amount } from './fields';
import { ceilWhole, percentOf, roundCents } from './numbers';

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
  /** contributionMargin ÷ averageTuition × 100; null with no tuition. */
  contributionMarginPercent: number | null;
  /** ceil(fixed ÷ margin); 0 with no fixed cost; null when a student adds no margin (never breaks even). */
  breakEvenStudents: number | null;
  /** breakEvenStudents × averageTuition; null when breakEvenStudents is. */
  breakEvenRevenue: number | null;
}

/** Works from the margin rounded to cents, the figure the page shows beside the student count. */
export function breakEven(b: BreakEvenInput): BreakEvenResult {
  const contributionMargin = roundCents(b.averageTuition - b.variableCostPerStudent);
  const breakEvenStudents = contributionMargin > 0 ? ceilWhole(b.fixedMonthlyCosts / contributionMargin) : null;
  return {
    contributionMargin,
    contributionMarginPercent: percentOf(contributionMargin, b.averageTuition, null),
    breakEvenStudents,
    breakEvenRevenue: breakEvenStudents === null ? null : roundCents(breakEvenStudents * b.averageTuition),
  };
}
