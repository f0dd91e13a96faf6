import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revenuePerSqft, revenuePerSqftInputSchema } from './revenue-per-sqft';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

describe('revenue per square foot', () => {
  it('divides the year’s revenue by the usable area, as by hand', () => {
    // 850,000 ÷ 12,000 = 70.8333… → 70.83 a year; 70.8333… ÷ 12 = 5.9027… → 5.90 a month
    const input = revenuePerSqftInputSchema.parse({ annualRevenue: 850_000, squareFeet: 12_000 });
    expect(revenuePerSqft(input)).toEqual({ annualPerSqft: 70.83, monthlyPerSqft: 5.9 });
  });

  it('gives 0 until an area is entered', () => {
    expect(revenuePerSqft({ annualRevenue: 850_000, squareFeet: 0 })).toEqual({ annualPerSqft: 0, monthlyPerSqft: 0 });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) =>
      firstMessage(revenuePerSqftInputSchema.safeParse({ annualRevenue: 1, squareFeet: 1, ...patch }));
    expect(parse({ annualRevenue: -1 })).toBe('Annual revenue cannot be negative');
    expect(parse({ squareFeet: -1 })).toBe('Usable square feet cannot be negative');
    expect(parse({ squareFeet: 0.5 })).toBe('Usable square feet must be a whole number');
  });

  it('never gives NaN or Infinity, gives whole cents, and grows with revenue', () => {
    fc.assert(
      fc.property(money(1e8), whole(1e7), money(1e6), (annualRevenue, squareFeet, more) => {
        const r = revenuePerSqft(revenuePerSqftInputSchema.parse({ annualRevenue, squareFeet }));
        expect(allFinite(r)).toBe(true);
        expect(isCents(r.annualPerSqft) && isCents(r.monthlyPerSqft)).toBe(true);
        const richer = revenuePerSqft({ annualRevenue: annualRevenue + more, squareFeet });
        expect(richer.annualPerSqft).toBeGreaterThanOrEqual(r.annualPerSqft);
      }),
    );
  });
});
