import { z } from 'zod';
import { amount, count, toolsMessages as m } from './fields';
import { percentOf, roundCents } from './numbers';
import type { ReportBody } from './report';

/** The lead funnel: inquiries → trial classes → enrollments, and what the enrollments bring in. */
export const funnelInputSchema = z
  .object({
    inquiries: count('Inquiries'),
    trials: count('Trials'),
    enrollments: count('Enrollments'),
    averageMonthlyTuition: amount('Average monthly tuition', 100_000),
  })
  // A funnel narrows: each stage counts people who passed the one before.
  .refine((f) => f.trials <= f.inquiries, { message: m.exceeds('Trials', 'Inquiries'), path: ['trials'] })
  .refine((f) => f.enrollments <= f.trials, { message: m.exceeds('Enrollments', 'Trials'), path: ['enrollments'] });
export type FunnelInput = z.output<typeof funnelInputSchema>;

export interface FunnelResult {
  /** trials ÷ inquiries × 100; 0 with no inquiry (nothing came in, nothing converted). Likewise below. */
  inquiryToTrialPercent: number;
  /** enrollments ÷ trials × 100; 0 with no trial. */
  trialToEnrollmentPercent: number;
  /** enrollments ÷ inquiries × 100; 0 with no inquiry. */
  overallConversionPercent: number;
  /** Inquiries that never booked a trial. */
  lostBeforeTrial: number;
  /** Trials that did not enroll. */
  lostAfterTrial: number;
  /** enrollments × averageMonthlyTuition. */
  monthlyRevenue: number;
  /** monthlyRevenue × 12. */
  annualRevenue: number;
}

export function leadFunnel(f: FunnelInput): FunnelResult {
  const monthlyRevenue = roundCents(f.enrollments * f.averageMonthlyTuition);
  return {
    inquiryToTrialPercent: percentOf(f.trials, f.inquiries, 0),
    trialToEnrollmentPercent: percentOf(f.enrollments, f.trials, 0),
    overallConversionPercent: percentOf(f.enrollments, f.inquiries, 0),
    lostBeforeTrial: f.inquiries - f.trials,
    lostAfterTrial: f.trials - f.enrollments,
    monthlyRevenue,
    annualRevenue: roundCents(monthlyRevenue * 12),
  };
}

/** The scenario as a report (exports and comparisons). */
export function funnelReport(f: FunnelInput, r: FunnelResult): ReportBody {
  return {
    inputs: [
      { key: 'inquiries', label: 'Inquiries', value: f.inquiries, unit: 'number' },
      { key: 'trials', label: 'Trial classes', value: f.trials, unit: 'number' },
      { key: 'enrollments', label: 'Enrollments', value: f.enrollments, unit: 'number' },
      { key: 'averageMonthlyTuition', label: 'Average monthly tuition', value: f.averageMonthlyTuition, unit: 'money' },
    ],
    results: [
      {
        key: 'overallConversionPercent',
        label: 'Overall conversion',
        value: r.overallConversionPercent,
        unit: 'percent',
        primary: true,
      },
      { key: 'inquiryToTrialPercent', label: 'Inquiry to trial', value: r.inquiryToTrialPercent, unit: 'percent' },
      {
        key: 'trialToEnrollmentPercent',
        label: 'Trial to enrollment',
        value: r.trialToEnrollmentPercent,
        unit: 'percent',
      },
      { key: 'lostBeforeTrial', label: 'Lost before a trial', value: r.lostBeforeTrial, unit: 'number' },
      { key: 'lostAfterTrial', label: 'Lost after a trial', value: r.lostAfterTrial, unit: 'number' },
      { key: 'monthlyRevenue', label: 'New monthly revenue', value: r.monthlyRevenue, unit: 'money', primary: true },
      { key: 'annualRevenue', label: 'New annual revenue', value: r.annualRevenue, unit: 'money' },
    ],
    tables: [],
  };
}
