import { z } from 'zod';
import { amount, count, rows, rowName, toolsMessages as m } from './fields';
import { ratio, roundCents, sumCents } from './numbers';

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
export const arpsInputSchema = z.object({
  programs: rows(arpsProgramSchema),
  annualFees: rows(arpsFeeSchema).default([]),
});
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
