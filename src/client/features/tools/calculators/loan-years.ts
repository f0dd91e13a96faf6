import type { LoanRow } from '@shared/tools/loan';
import { roundCents } from '@shared/tools/numbers';

export interface YearRow {
  year: number;
  payments: number;
  paid: number;
  interest: number;
  principal: number;
  balance: number;
}

/** The schedule summed by loan year (months 1–12, 13–24…), each sum in cents. */
export function byYear(schedule: LoanRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    let y = years[year - 1];
    if (!y) {
      y = { year, payments: 0, paid: 0, interest: 0, principal: 0, balance: 0 };
      years.push(y);
    }
    y.payments += 1;
    y.paid = roundCents(y.paid + row.payment);
    y.interest = roundCents(y.interest + row.interest);
    y.principal = roundCents(y.principal + row.principal);
    y.balance = row.balance;
  }
  return years;
}
