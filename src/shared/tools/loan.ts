import { z } from 'zod';
import { amount, percent, toolsMessages as m } from './fields';
import { roundCents, roundTo } from './numbers';
import type { ReportBody } from './report';

/** A fixed-rate loan paid monthly (equipment, a build-out, a building). */

export const MAX_TERM_MONTHS = 600;

export const loanInputSchema = z.object({
  principal: amount('Loan amount'),
  annualRatePercent: percent('Interest rate'),
  termMonths: z
    .number({ error: m.termMonths })
    .int(m.termMonths)
    .min(1, m.termMonths)
    .max(MAX_TERM_MONTHS, m.termMonths),
});
export type LoanInput = z.output<typeof loanInputSchema>;

export interface LoanRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** What is still owed after this payment. */
  balance: number;
}
export interface LoanResult {
  /** The regular payment, rounded to cents. */
  monthlyPayment: number;
  /** Σ of the schedule's payments: what the borrower really pays. */
  totalPaid: number;
  /** totalPaid − principal. */
  totalInterest: number;
  schedule: LoanRow[];
}

/**
 * The standard annuity payment P·r / (1 − (1 + r)^−n), r the monthly rate; P / n at 0%.
 * expm1 and log1p keep it accurate for rates so small that 1 + r rounds to 1.
 */
export function exactMonthlyPayment(principal: number, annualRatePercent: number, termMonths: number): number {
  const r = annualRatePercent / 1200;
  const discount = -Math.expm1(-termMonths * Math.log1p(r));
  return r === 0 || discount === 0 ? principal / termMonths : (principal * r) / discount;
}

/**
 * The lender's schedule, worked in whole cents so it adds up exactly: the principal is rounded to
 * cents, each month's interest is the balance × r rounded half away from zero, the regular payment
 * is the exact payment rounded to cents, and the last payment is whatever clears the balance, so
 * the principal column sums to the principal and the balance ends at exactly 0. A payment rounded
 * up can clear the balance early; the schedule then stops there. A payment rounded down leaves a
 * larger last payment. On long loans at high rates that fraction of a cent, compounded, can outweigh
 * a tiny rate difference, so the total interest rises with the rate only in steps of the rounded
 * payment (see loan.test.ts); the payment itself never falls as the rate rises.
 */
export function loan({ principal, annualRatePercent, termMonths }: LoanInput): LoanResult {
  const r = annualRatePercent / 1200;
  let balance = Math.round(roundCents(principal) * 100);
  const payment = Math.round(roundCents(exactMonthlyPayment(balance / 100, annualRatePercent, termMonths)) * 100);
  const schedule: LoanRow[] = [];
  let paid = 0;
  for (let month = 1; month <= termMonths && balance > 0; month++) {
    const interest = roundTo(balance * r, 0);
    // The payment never falls short of the interest (both round the same way), so the balance never grows.
    const toPrincipal = month === termMonths ? balance : Math.min(balance, Math.max(0, payment - interest));
    balance -= toPrincipal;
    paid += interest + toPrincipal;
    schedule.push({
      month,
      payment: (interest + toPrincipal) / 100,
      interest: interest / 100,
      principal: toPrincipal / 100,
      balance: balance / 100,
    });
  }
  return {
    monthlyPayment: payment / 100,
    totalPaid: paid / 100,
    totalInterest: roundCents((paid - Math.round(roundCents(principal) * 100)) / 100),
    schedule,
  };
}

/** The scenario as a report: the payment and totals, and the whole schedule month by month. */
export function loanReport(l: LoanInput, r: LoanResult): ReportBody {
  return {
    inputs: [
      { key: 'principal', label: 'Loan amount', value: l.principal, unit: 'money' },
      { key: 'annualRatePercent', label: 'Annual interest rate', value: l.annualRatePercent, unit: 'rate' },
      { key: 'termMonths', label: 'Term (months)', value: l.termMonths, unit: 'number' },
    ],
    results: [
      { key: 'monthlyPayment', label: 'Monthly payment', value: r.monthlyPayment, unit: 'money', primary: true },
      { key: 'totalPaid', label: 'Total paid', value: r.totalPaid, unit: 'money' },
      { key: 'totalInterest', label: 'Total interest', value: r.totalInterest, unit: 'money', primary: true },
    ],
    tables: [
      {
        key: 'schedule',
        heading: 'Amortization schedule',
        columns: [
          { label: 'Month', unit: 'number' },
          { label: 'Payment', unit: 'money' },
          { label: 'Interest', unit: 'money' },
          { label: 'Principal', unit: 'money' },
          { label: 'Balance', unit: 'money' },
        ],
        rows: r.schedule.map((row) => [row.month, row.payment, row.interest, row.principal, row.balance]),
      },
    ],
  };
}
