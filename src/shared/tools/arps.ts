import { z } from 'zod';
import { requiredText } from '../text-fields';
import { amount, count, MAX_AMOUNT, rows, rowName, toolsMessages as m } from './fields';
import { percentOf, ratio, roundCents, sumCents } from './numbers';
import type { Figure, ReportBody } from './report';

/** Spec 001 §3 arps_data: average revenue per student, from programs' tuition and yearly fees. */

export const arpsProgramSchema = z.object({
  name: rowName(m.programNameRequired),
  students: count('Students'),
  monthlyTuition: amount('Monthly tuition', 100_000),
});
export const arpsFeeSchema = z.object({
  name: rowName(m.feeNameRequired),
  amount: amount('Fee amount', 100_000),
  studentsPaying: count('Students paying'),
});
const arpsFields = {
  programs: rows(arpsProgramSchema),
  annualFees: rows(arpsFeeSchema).default([]),
};

/**
 * A year's tuition and fees stay within MAX_AMOUNT: each field's own bound allows 100 programs of a
 * million students at $100,000 a month, a sum no gym earns and no money column keeps.
 */
function withinAnnualLimit(input: { programs: ArpsProgram[]; annualFees: ArpsFee[] }, ctx: z.RefinementCtx) {
  const annual =
    input.programs.reduce((sum, p) => sum + p.students * p.monthlyTuition * 12, 0) +
    input.annualFees.reduce((sum, f) => sum + f.amount * f.studentsPaying, 0);
  if (annual > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: m.arpsTooLarge, path: ['programs'] });
}
type ArpsProgram = z.output<typeof arpsProgramSchema>;
type ArpsFee = z.output<typeof arpsFeeSchema>;

export const arpsInputSchema = z.object(arpsFields).superRefine(withinAnnualLimit);
export type ArpsInput = z.output<typeof arpsInputSchema>;

export interface ArpsResult {
  /** Σ students over programs: a child in two programs counts twice (the data has no roster). */
  students: number;
  /** Σ students × monthlyTuition. */
  monthlyTuitionRevenue: number;
  /** Σ amount × studentsPaying (registration, meet, uniform fees…). */
  annualFeeRevenue: number;
  /** monthlyTuitionRevenue × 12 + annualFeeRevenue. */
  annualRevenue: number;
  /** annualRevenue ÷ 12: tuition plus the fees spread over the year. */
  monthlyRevenue: number;
  /** monthlyRevenue ÷ students; 0 with no student (nothing to average over). */
  arpsMonthly: number;
  /** annualRevenue ÷ students; 0 likewise. */
  arpsAnnual: number;
}

/** Rows are rounded to cents, then summed; the averages divide the rounded annual revenue. */
export function arps({ programs, annualFees }: ArpsInput): ArpsResult {
  const students = programs.reduce((n, p) => n + p.students, 0);
  const monthlyTuitionRevenue = sumCents(programs.map((p) => roundCents(p.students * p.monthlyTuition)));
  const annualFeeRevenue = sumCents(annualFees.map((f) => roundCents(f.amount * f.studentsPaying)));
  const annualRevenue = sumCents([monthlyTuitionRevenue * 12, annualFeeRevenue]);
  return {
    students,
    monthlyTuitionRevenue,
    annualFeeRevenue,
    annualRevenue,
    monthlyRevenue: roundCents(annualRevenue / 12),
    arpsMonthly: roundCents(ratio(annualRevenue / 12, students, 0)),
    arpsAnnual: roundCents(ratio(annualRevenue, students, 0)),
  };
}

// ---- saved calculations -----------------------------------------------------------------------

export const arpsMessages = {
  nameRequired: 'Calculation name is required',
  notFound: 'ARPS calculation not found',
} as const;

/** POST /api/arps and PUT /api/arps/:id: the programs and fees under a name ("2025–26 season"). */
export const arpsRecordInputSchema = z
  .object({ ...arpsFields, name: requiredText(arpsMessages.nameRequired, 100) })
  .superRefine(withinAnnualLimit);
export type ArpsRecordInput = z.output<typeof arpsRecordInputSchema>;

/** The headline figures of a calculation: the average student's revenue a month and a year. */
export function arpsHighlights(r: Pick<ArpsResult, 'arpsMonthly' | 'arpsAnnual'>): Figure[] {
  return [
    {
      key: 'arpsMonthly',
      label: 'Average revenue per student a month',
      value: r.arpsMonthly,
      unit: 'money',
      primary: true,
    },
    {
      key: 'arpsAnnual',
      label: 'Average revenue per student a year',
      value: r.arpsAnnual,
      unit: 'money',
      primary: true,
    },
  ];
}

/** A calculation as a report (exports and comparisons): its rows as tables, the averages first among the results. */
export function arpsReport(input: ArpsInput, r: ArpsResult): ReportBody {
  return {
    inputs: [
      { key: 'programs', label: 'Number of programs', value: input.programs.length, unit: 'number' },
      { key: 'annualFees', label: 'Number of yearly fees', value: input.annualFees.length, unit: 'number' },
    ],
    results: [
      ...arpsHighlights(r),
      { key: 'students', label: 'Students', value: r.students, unit: 'number' },
      { key: 'monthlyTuitionRevenue', label: 'Monthly tuition revenue', value: r.monthlyTuitionRevenue, unit: 'money' },
      { key: 'annualFeeRevenue', label: 'Annual fee revenue', value: r.annualFeeRevenue, unit: 'money' },
      { key: 'annualRevenue', label: 'Annual revenue', value: r.annualRevenue, unit: 'money' },
      { key: 'monthlyRevenue', label: 'Monthly revenue', value: r.monthlyRevenue, unit: 'money' },
    ],
    tables: [
      {
        key: 'programs',
        heading: 'Programs',
        columns: [
          { label: 'Program', unit: 'text' },
          { label: 'Students', unit: 'number' },
          { label: 'Monthly tuition', unit: 'money' },
          { label: 'Monthly revenue', unit: 'money' },
          { label: 'Share of students', unit: 'percent' },
        ],
        rows: input.programs.map((p) => [
          p.name,
          p.students,
          p.monthlyTuition,
          roundCents(p.students * p.monthlyTuition),
          percentOf(p.students, r.students, 0),
        ]),
      },
      ...(input.annualFees.length === 0 ? [] : [feesTable(input)]),
    ],
  };
}

function feesTable(input: ArpsInput): ReportBody['tables'][number] {
  return {
    key: 'fees',
    heading: 'Yearly fees',
    columns: [
      { label: 'Fee', unit: 'text' },
      { label: 'Amount', unit: 'money' },
      { label: 'Students paying', unit: 'number' },
      { label: 'Annual revenue', unit: 'money' },
    ],
    rows: input.annualFees.map((f) => [f.name, f.amount, f.studentsPaying, roundCents(f.amount * f.studentsPaying)]),
  };
}
