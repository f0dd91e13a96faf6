import { z } from 'zod';
import { amount, percent, rowName, rows, toolsMessages as m } from './fields';
import { percentOf, roundCents, sumCents } from './numbers';
import type { ReportBody } from './report';

/**
 * What the coaches and staff cost (decision 0123): hours and wages a week, the payroll taxes and
 * benefits on top, over a week, a month (52 weeks ÷ 12) and a year, and against the gym's revenue.
 */

export const WEEKS_PER_YEAR = 52;

export const payrollStaffSchema = z.object({
  name: rowName(m.staffNameRequired),
  hoursPerWeek: amount('Hours a week', 168),
  hourlyWage: amount('Hourly wage', 10_000),
});

export const payrollInputSchema = z.object({
  staff: rows(payrollStaffSchema),
  /** Employer payroll taxes, workers' compensation and benefits, as a share of wages. */
  onCostPercent: percent('Payroll taxes and benefits'),
  /** Optional: without it there is no share of revenue. */
  monthlyRevenue: amount('Monthly revenue').optional(),
});
export type PayrollInput = z.output<typeof payrollInputSchema>;

export interface PayCosts {
  /** hours × wage, to cents. */
  weeklyWages: number;
  /** weeklyWages × onCost%, to cents. */
  weeklyOnCost: number;
  /** weeklyWages + weeklyOnCost. */
  weeklyCost: number;
  /** weeklyCost × 52 ÷ 12, to cents. */
  monthlyCost: number;
  /** weeklyCost × 52. */
  annualCost: number;
}

export interface PayrollResult {
  staff: (PayCosts & { name: string; hoursPerWeek: number; hourlyWage: number })[];
  /**
   * The whole payroll, worked out from the sum of the rows' weekly figures (so its monthly and
   * annual figures follow the same one-line formulas as a row's).
   */
  totals: PayCosts & {
    hoursPerWeek: number;
    /** weeklyWages × 52 ÷ 12: the month's wages before taxes and benefits. */
    monthlyWages: number;
    /** weeklyWages × 52. */
    annualWages: number;
  };
  /** totals.monthlyCost ÷ monthlyRevenue × 100, two decimals; null without revenue (none or 0). */
  payrollPercentOfRevenue: number | null;
}

const monthly = (weekly: number) => roundCents((weekly * WEEKS_PER_YEAR) / 12);
const annual = (weekly: number) => roundCents(weekly * WEEKS_PER_YEAR);

function costs(weeklyWages: number, onCostPercent: number): PayCosts {
  const weeklyOnCost = roundCents((weeklyWages * onCostPercent) / 100);
  const weeklyCost = roundCents(weeklyWages + weeklyOnCost);
  return { weeklyWages, weeklyOnCost, weeklyCost, monthlyCost: monthly(weeklyCost), annualCost: annual(weeklyCost) };
}

export function payroll(p: PayrollInput): PayrollResult {
  const staff = p.staff.map((s) => ({
    name: s.name,
    hoursPerWeek: s.hoursPerWeek,
    hourlyWage: s.hourlyWage,
    ...costs(roundCents(s.hoursPerWeek * s.hourlyWage), p.onCostPercent),
  }));
  const weeklyWages = sumCents(staff.map((s) => s.weeklyWages));
  const totals = {
    ...costs(weeklyWages, p.onCostPercent),
    // Hours are typed with any decimals (7.5); two places keep 0.1 + 0.2 from showing.
    hoursPerWeek: roundCents(p.staff.reduce((sum, s) => sum + s.hoursPerWeek, 0)),
    monthlyWages: monthly(weeklyWages),
    annualWages: annual(weeklyWages),
  };
  // Over the revenue in cents: a revenue below half a cent counts as none, not as a divisor near 0.
  const revenue = p.monthlyRevenue === undefined ? 0 : roundCents(p.monthlyRevenue);
  return { staff, totals, payrollPercentOfRevenue: percentOf(totals.monthlyCost, revenue, null) };
}

/** The scenario as a report: the staff as a table, the totals as results. */
export function payrollReport(p: PayrollInput, r: PayrollResult): ReportBody {
  return {
    inputs: [
      { key: 'staff', label: 'Staff', value: r.staff.length, unit: 'number' },
      { key: 'hoursPerWeek', label: 'Hours a week, all staff', value: r.totals.hoursPerWeek, unit: 'number' },
      { key: 'onCostPercent', label: 'Payroll taxes and benefits', value: p.onCostPercent, unit: 'rate' },
      { key: 'monthlyRevenue', label: 'Monthly revenue', value: p.monthlyRevenue ?? null, unit: 'money' },
    ],
    results: [
      { key: 'monthlyCost', label: 'Monthly payroll', value: r.totals.monthlyCost, unit: 'money', primary: true },
      { key: 'weeklyCost', label: 'Weekly payroll', value: r.totals.weeklyCost, unit: 'money' },
      { key: 'annualCost', label: 'Annual payroll', value: r.totals.annualCost, unit: 'money' },
      {
        key: 'payrollPercentOfRevenue',
        label: 'Payroll as a share of revenue',
        value: r.payrollPercentOfRevenue,
        unit: 'percent',
        primary: true,
      },
      { key: 'weeklyWages', label: 'Weekly wages', value: r.totals.weeklyWages, unit: 'money' },
      { key: 'weeklyOnCost', label: 'Weekly taxes and benefits', value: r.totals.weeklyOnCost, unit: 'money' },
      { key: 'monthlyWages', label: 'Monthly wages', value: r.totals.monthlyWages, unit: 'money' },
      { key: 'annualWages', label: 'Annual wages', value: r.totals.annualWages, unit: 'money' },
    ],
    tables: [
      {
        key: 'staff',
        heading: 'Staff',
        columns: [
          { label: 'Role or name', unit: 'text' },
          { label: 'Hours a week', unit: 'number' },
          { label: 'Hourly wage', unit: 'money' },
          { label: 'Weekly wages', unit: 'money' },
          { label: 'Weekly cost', unit: 'money' },
          { label: 'Monthly cost', unit: 'money' },
          { label: 'Annual cost', unit: 'money' },
        ],
        rows: r.staff.map((s) => [
          s.name,
          s.hoursPerWeek,
          s.hourlyWage,
          s.weeklyWages,
          s.weeklyCost,
          s.monthlyCost,
          s.annualCost,
        ]),
      },
    ],
  };
}
