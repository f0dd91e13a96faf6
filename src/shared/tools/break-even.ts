import { z } from 'zod';
import { amount, MAX_AMOUNT, toolsMessages as m } from './fields';
import { ceilWhole, percentOf, roundCents, sumCents } from './numbers';
import type { Figure, ReportBody } from './report';

/** The fixed costs a gym pays every month, line by line (the page's fields, the export's rows). */
export const FIXED_COST_LINES = [
  { key: 'rent', label: 'Rent' },
  { key: 'payroll', label: 'Payroll' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'other', label: 'Other fixed costs' },
] as const;
export type FixedCostKey = (typeof FIXED_COST_LINES)[number]['key'];

export const fixedCostLinesSchema = z.object({
  rent: amount('Rent'),
  payroll: amount('Payroll'),
  insurance: amount('Insurance'),
  utilities: amount('Utilities'),
  other: amount('Other fixed costs'),
});
export type FixedCostLines = z.output<typeof fixedCostLinesSchema>;

/** The lines' total in cents, each line rounded to cents first: the only way a total is made from lines. */
export const sumFixedCosts = (lines: FixedCostLines): number =>
  sumCents(FIXED_COST_LINES.map((l) => roundCents(lines[l.key])));

const FIXED_LABEL = 'Fixed monthly costs';

/**
 * How many students a month cover the fixed costs (decision 0122). The fixed costs come either as
 * one total (`fixedMonthlyCosts`) or as the five lines (`fixedCostLines`); with the lines, the
 * total is their sum worked out here, and a total sent beside them is replaced, so the server
 * never takes a total from the browser. The parsed input always holds `fixedMonthlyCosts`.
 */
export const breakEvenInputSchema = z
  .object({
    fixedMonthlyCosts: amount(FIXED_LABEL).optional(),
    fixedCostLines: fixedCostLinesSchema.optional(),
    variableCostPerStudent: amount('Variable cost per student', 100_000),
    averageTuition: amount('Average tuition', 100_000),
  })
  .transform(({ fixedMonthlyCosts, fixedCostLines, ...rest }, ctx) => {
    const total = fixedCostLines ? sumFixedCosts(fixedCostLines) : fixedMonthlyCosts;
    // Five lines of up to $100 million each can add up past the total's own limit.
    if (total === undefined || total > MAX_AMOUNT) {
      const message = total === undefined ? m.notNumber(FIXED_LABEL) : m.tooLarge(FIXED_LABEL, MAX_AMOUNT);
      ctx.addIssue({ code: 'custom', message, path: ['fixedMonthlyCosts'], input: total });
      return z.NEVER;
    }
    return { fixedMonthlyCosts: total, ...(fixedCostLines ? { fixedCostLines } : {}), ...rest };
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
  // A scenario saved with its lines shows each line, then their total.
  const lines: Figure[] = b.fixedCostLines
    ? FIXED_COST_LINES.map((l) => ({ key: l.key, label: l.label, value: b.fixedCostLines![l.key], unit: 'money' }))
    : [];
  return {
    inputs: [
      ...lines,
      {
        key: 'fixedMonthlyCosts',
        label: lines.length ? 'Total fixed monthly costs' : 'Fixed monthly costs',
        value: b.fixedMonthlyCosts,
        unit: 'money',
      },
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
