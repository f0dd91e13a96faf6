import { z } from 'zod';
import { amount, count, percent, toolsMessages as m } from './fields';
import { roundCents, roundTo, sumCents } from './numbers';
import type { ReportBody } from './report';

/**
 * Members and revenue month by month (decision 0123): each month the churn takes its share of the
 * members and the new members join, members(t+1) = members(t) − churn × members(t) + new, which
 * levels off where as many leave as join, at new ÷ churn.
 *
 * People: the model carries fractions of a member from month to month (3% of 10 members is 0.3 of
 * a member — a chance, not a person), so a small gym still loses members on average and the curve
 * levels off where the formula says. Rounding each month instead would keep 10 members at 3% churn
 * forever (0.3 rounds to nobody leaving). Each month is shown as whole members (half up), and its
 * revenue is those whole members × tuition, so every line of the table checks by hand.
 */

export const MAX_FORECAST_MONTHS = 60;

export const growthForecastInputSchema = z.object({
  membersToday: count('Members today'),
  newMembersPerMonth: count('New members a month'),
  monthlyChurnPercent: percent('Monthly churn'),
  averageMonthlyTuition: amount('Average monthly tuition', 100_000),
  months: z
    .number({ error: m.forecastMonths })
    .int(m.forecastMonths)
    .min(1, m.forecastMonths)
    .max(MAX_FORECAST_MONTHS, m.forecastMonths),
});
export type GrowthForecastInput = z.output<typeof growthForecastInputSchema>;

export interface ForecastMonth {
  /** 1 for the first month ahead. */
  month: number;
  /** The model's members at the end of the month, rounded to whole people. */
  members: number;
  /** members − the month before's whole members (today's for month 1). */
  change: number;
  /** members × averageMonthlyTuition. */
  revenue: number;
  /** Σ revenue of months 1…month. */
  cumulativeRevenue: number;
}

export interface GrowthForecastResult {
  months: ForecastMonth[];
  /** The last month's members and revenue. */
  endMembers: number;
  endMonthlyRevenue: number;
  /** endMembers − membersToday. */
  netChange: number;
  /** Σ revenue over the forecast. */
  cumulativeRevenue: number;
  /**
   * new ÷ churn, whole members: the size at which as many leave each month as join, which the gym
   * grows (or shrinks) toward. null with no churn: nobody leaves, so growth never levels off (so
   * too with a churn so small that the quotient overflows a double).
   */
  levelMembers: number | null;
  /** levelMembers × averageMonthlyTuition; null as above. */
  levelMonthlyRevenue: number | null;
}

const wholePeople = (value: number) => roundTo(value, 0);

export function growthForecast(g: GrowthForecastInput): GrowthForecastResult {
  const churn = g.monthlyChurnPercent / 100;
  // × (1 − churn), not − churn × members: multiplying by a constant keeps more members never fewer in floats.
  const kept = 1 - churn;
  const tuition = roundCents(g.averageMonthlyTuition);
  const months: ForecastMonth[] = [];
  let model = g.membersToday;
  let shown = g.membersToday;
  let cumulative = 0;
  for (let month = 1; month <= g.months; month += 1) {
    model = model * kept + g.newMembersPerMonth;
    const members = wholePeople(model);
    const revenue = roundCents(members * tuition);
    cumulative = sumCents([cumulative, revenue]);
    months.push({ month, members, change: members - shown, revenue, cumulativeRevenue: cumulative });
    shown = members;
  }
  const last = months.at(-1)!;
  // A churn too small for a double to divide by (1e-320 %) levels off nowhere, as no churn does.
  const quotient = churn === 0 ? Infinity : g.newMembersPerMonth / churn;
  let level = Number.isFinite(quotient * tuition) ? wholePeople(quotient) : null;
  let levelRevenue = level === null ? null : roundCents(level * tuition);
  // Rounding to cents multiplies by 100: a quotient near the largest double overflows there too.
  if (levelRevenue !== null && !Number.isFinite(levelRevenue)) level = levelRevenue = null;
  return {
    months,
    endMembers: last.members,
    endMonthlyRevenue: last.revenue,
    netChange: last.members - g.membersToday,
    cumulativeRevenue: cumulative,
    levelMembers: level,
    levelMonthlyRevenue: levelRevenue,
  };
}

/** The scenario as a report: the months as a table. */
export function growthForecastReport(g: GrowthForecastInput, r: GrowthForecastResult): ReportBody {
  return {
    inputs: [
      { key: 'membersToday', label: 'Members today', value: g.membersToday, unit: 'number' },
      { key: 'newMembersPerMonth', label: 'New members a month', value: g.newMembersPerMonth, unit: 'number' },
      { key: 'monthlyChurnPercent', label: 'Monthly churn', value: g.monthlyChurnPercent, unit: 'rate' },
      {
        key: 'averageMonthlyTuition',
        label: 'Average monthly tuition',
        value: g.averageMonthlyTuition,
        unit: 'money',
      },
      { key: 'months', label: 'Months ahead', value: g.months, unit: 'number' },
    ],
    results: [
      { key: 'endMembers', label: 'Members at the end', value: r.endMembers, unit: 'number', primary: true },
      {
        key: 'endMonthlyRevenue',
        label: 'Monthly revenue at the end',
        value: r.endMonthlyRevenue,
        unit: 'money',
        primary: true,
      },
      { key: 'netChange', label: 'Change in members', value: r.netChange, unit: 'number' },
      { key: 'cumulativeRevenue', label: 'Revenue over the forecast', value: r.cumulativeRevenue, unit: 'money' },
      { key: 'levelMembers', label: 'Members where growth levels off', value: r.levelMembers, unit: 'number' },
      {
        key: 'levelMonthlyRevenue',
        label: 'Monthly revenue where growth levels off',
        value: r.levelMonthlyRevenue,
        unit: 'money',
      },
    ],
    tables: [
      {
        key: 'months',
        heading: 'Month by month',
        columns: [
          { label: 'Month', unit: 'number' },
          { label: 'Members', unit: 'number' },
          { label: 'Change', unit: 'number' },
          { label: 'Revenue', unit: 'money' },
          { label: 'Revenue to date', unit: 'money' },
        ],
        rows: r.months.map((row) => [row.month, row.members, row.change, row.revenue, row.cumulativeRevenue]),
      },
    ],
  };
}
