import { z } from 'zod';
import { amount, count, toolsMessages as m } from './fields';
import { percentOf, ratio, roundCents, roundTo } from './numbers';
import type { ReportBody } from './report';

/** One month's member churn, what it costs, and what a member is worth over their stay. */
export const churnInputSchema = z
  .object({
    membersAtStart: count('Members at start'),
    membersLost: count('Members lost'),
    newMembers: count('New members'),
    averageMonthlyTuition: amount('Average monthly tuition', 100_000),
  })
  // Churn counts members the month started with; those who joined and left within it are not churn.
  .refine((c) => c.membersLost <= c.membersAtStart, {
    message: m.exceeds('Members lost', 'Members at start'),
    path: ['membersLost'],
  });
export type ChurnInput = z.output<typeof churnInputSchema>;

export interface ChurnResult {
  /** membersLost ÷ membersAtStart × 100, two decimals; 0 with no member at the start. */
  monthlyChurnPercent: number;
  /** (1 − (1 − monthly)¹²) × 100: the share lost over a year at this month's pace. */
  annualChurnPercent: number;
  membersAtEnd: number;
  /** newMembers − membersLost. */
  netChange: number;
  /** membersLost × averageMonthlyTuition. */
  lostMonthlyRevenue: number;
  /** lostMonthlyRevenue × 12. */
  lostAnnualRevenue: number;
  /** 1 ÷ monthly churn, two decimals; null with no churn (members never leave at this pace). */
  averageLifetimeMonths: number | null;
  /** averageMonthlyTuition ÷ monthly churn; null with no churn, as above. */
  lifetimeValue: number | null;
}

/** The lifetime and its value use the unrounded churn rate, so they do not inherit its rounding. */
export function churn(c: ChurnInput): ChurnResult {
  const monthly = ratio(c.membersLost, c.membersAtStart, 0);
  const lostMonthlyRevenue = roundCents(c.membersLost * c.averageMonthlyTuition);
  return {
    monthlyChurnPercent: percentOf(c.membersLost, c.membersAtStart, 0),
    annualChurnPercent: roundTo((1 - (1 - monthly) ** 12) * 100, 2),
    membersAtEnd: c.membersAtStart - c.membersLost + c.newMembers,
    netChange: c.newMembers - c.membersLost,
    lostMonthlyRevenue,
    lostAnnualRevenue: roundCents(lostMonthlyRevenue * 12),
    averageLifetimeMonths: monthly === 0 ? null : roundTo(1 / monthly, 2),
    lifetimeValue: monthly === 0 ? null : roundCents(c.averageMonthlyTuition / monthly),
  };
}

/** The scenario as a report (exports and comparisons): inputs, then results, headline first. */
export function churnReport(c: ChurnInput, r: ChurnResult): ReportBody {
  return {
    inputs: [
      { key: 'membersAtStart', label: 'Members at the start of the month', value: c.membersAtStart, unit: 'number' },
      { key: 'membersLost', label: 'Members lost during the month', value: c.membersLost, unit: 'number' },
      { key: 'newMembers', label: 'New members during the month', value: c.newMembers, unit: 'number' },
      { key: 'averageMonthlyTuition', label: 'Average monthly tuition', value: c.averageMonthlyTuition, unit: 'money' },
    ],
    results: [
      {
        key: 'monthlyChurnPercent',
        label: 'Monthly churn',
        value: r.monthlyChurnPercent,
        unit: 'percent',
        primary: true,
      },
      { key: 'annualChurnPercent', label: 'Annual churn', value: r.annualChurnPercent, unit: 'percent' },
      { key: 'membersAtEnd', label: 'Members at month end', value: r.membersAtEnd, unit: 'number' },
      { key: 'lostMonthlyRevenue', label: 'Lost monthly revenue', value: r.lostMonthlyRevenue, unit: 'money' },
      { key: 'lostAnnualRevenue', label: 'Lost annual revenue', value: r.lostAnnualRevenue, unit: 'money' },
      {
        key: 'averageLifetimeMonths',
        label: 'Average member lifetime (months)',
        value: r.averageLifetimeMonths,
        unit: 'number',
      },
      { key: 'lifetimeValue', label: 'Member lifetime value', value: r.lifetimeValue, unit: 'money', primary: true },
    ],
    tables: [],
  };
}
