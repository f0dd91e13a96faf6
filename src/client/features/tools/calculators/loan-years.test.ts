import { describe, expect, it } from 'vitest';
import { loan } from '@shared/tools/loan';
import { byYear } from './loan-years';

describe('byYear', () => {
  it('sums a 10-year loan into ten years that add back to the totals', () => {
    const result = loan({ principal: 100_000, annualRatePercent: 6, termMonths: 120 });
    const years = byYear(result.schedule);
    expect(years).toHaveLength(10);
    expect(years[0]!.payments).toBe(12);
    expect(years.at(-1)!.balance).toBe(0);
    const principal = years.reduce((s, y) => s + y.principal, 0);
    expect(Math.round(principal * 100)).toBe(10_000_000);
    const paid = years.reduce((s, y) => s + y.paid, 0);
    expect(Math.round(paid * 100)).toBe(Math.round(result.totalPaid * 100));
  });

  it('keeps a short last year', () => {
    const years = byYear(loan({ principal: 5000, annualRatePercent: 5, termMonths: 18 }).schedule);
    expect(years.map((y) => y.payments)).toEqual([12, 6]);
  });
});
