import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { churn, churnInputSchema } from './churn';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

const month = { membersAtStart: 200, membersLost: 8, newMembers: 12, averageMonthlyTuition: 140 };

describe('churn', () => {
  it('works out a month as by hand', () => {
    // monthly 8 ÷ 200 = 4 %; a year at that pace 1 − 0.96¹² = 1 − 0.6127097… = 38.73 %
    // members 200 − 8 + 12 = 204 (net +4); lost tuition 8 × 140 = 1,120.00 a month, 13,440.00 a year
    // lifetime 1 ÷ 0.04 = 25 months; value 140 ÷ 0.04 = 3,500.00
    expect(churn(churnInputSchema.parse(month))).toEqual({
      monthlyChurnPercent: 4,
      annualChurnPercent: 38.73,
      membersAtEnd: 204,
      netChange: 4,
      lostMonthlyRevenue: 1120,
      lostAnnualRevenue: 13440,
      averageLifetimeMonths: 25,
      lifetimeValue: 3500,
    });
  });

  it('gives no lifetime when nobody leaves, and no churn with no members', () => {
    expect(churn({ ...month, membersLost: 0 })).toMatchObject({
      monthlyChurnPercent: 0,
      annualChurnPercent: 0,
      averageLifetimeMonths: null,
      lifetimeValue: null,
    });
    expect(churn({ membersAtStart: 0, membersLost: 0, newMembers: 5, averageMonthlyTuition: 100 })).toMatchObject({
      monthlyChurnPercent: 0,
      membersAtEnd: 5,
      averageLifetimeMonths: null,
    });
    // 3 of 7: 42.857… %; lifetime 7 ÷ 3 = 2.333… → 2.33 months; value 99.99 × 7 ÷ 3 = 233.31
    expect(churn({ membersAtStart: 7, membersLost: 3, newMembers: 0, averageMonthlyTuition: 99.99 })).toMatchObject({
      monthlyChurnPercent: 42.86,
      averageLifetimeMonths: 2.33,
      lifetimeValue: 233.31,
    });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(churnInputSchema.safeParse({ ...month, ...patch }));
    expect(parse({ membersAtStart: -1 })).toBe('Members at start cannot be negative');
    expect(parse({ membersLost: 1.5 })).toBe('Members lost must be a whole number');
    expect(parse({ averageMonthlyTuition: -1 })).toBe('Average monthly tuition cannot be negative');
    expect(parse({ membersLost: 201 })).toBe('Members lost cannot exceed members at start');
  });
});

describe('churn properties', () => {
  const input = fc
    .tuple(whole(1e6), whole(1e6), whole(1e6), money(1e5))
    .map(([a, b, newMembers, averageMonthlyTuition]) => ({
      membersAtStart: Math.max(a, b),
      membersLost: Math.min(a, b),
      newMembers,
      averageMonthlyTuition,
    }));

  it('never gives NaN or Infinity; money in cents; the annual rate is within 0–100 and at least the monthly', () => {
    fc.assert(
      fc.property(input, (c) => {
        const r = churn(churnInputSchema.parse(c));
        expect(allFinite(r)).toBe(true);
        for (const v of [r.lostMonthlyRevenue, r.lostAnnualRevenue, r.lifetimeValue ?? 0])
          expect(isCents(v)).toBe(true);
        expect(r.annualChurnPercent).toBeLessThanOrEqual(100);
        expect(r.annualChurnPercent).toBeGreaterThanOrEqual(r.monthlyChurnPercent);
      }),
    );
  });

  it('never shortens the lifetime or raises the churn when fewer members leave', () => {
    fc.assert(
      fc.property(input, (c) => {
        if (c.membersLost === 0) return;
        const fewer = churn({ ...c, membersLost: c.membersLost - 1 });
        const r = churn(c);
        expect(fewer.monthlyChurnPercent).toBeLessThanOrEqual(r.monthlyChurnPercent);
        if (fewer.averageLifetimeMonths !== null)
          expect(fewer.averageLifetimeMonths).toBeGreaterThanOrEqual(r.averageLifetimeMonths!);
      }),
    );
  });
});
