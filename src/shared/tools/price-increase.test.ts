import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './numbers';
import { breakEvenLeavers, priceIncrease, priceIncreaseInputSchema } from './price-increase';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

const raise = {
  students: 250,
  currentMonthlyTuition: 125,
  newMonthlyTuition: 135,
  studentsLeaving: 6,
  variableCostPerStudent: 15,
};

describe('price increase', () => {
  it('works out a raise as by hand', () => {
    // $125 → $135 is 10 ÷ 125 = 8 %; revenue today 250 × 125 = 31,250.00; after 244 × 135 = 32,940.00
    // change +1,690.00 a month (1,690 ÷ 31,250 = 5.408 → 5.41 %), × 12 = 20,280.00 a year
    // contribution 244 × (135 − 15) − 250 × (125 − 15) = 29,280 − 27,500 = 1,780.00 (= 1,690 + 6 × 15), × 12 = 21,360
    // break-even leavers ⌊250 × 10 ÷ 135⌋ = ⌊18.52⌋ = 18: 232 × 135 = 31,320 ≥ 31,250 but 231 × 135 = 31,185 < it
    expect(priceIncrease(priceIncreaseInputSchema.parse(raise))).toEqual({
      increasePercent: 8,
      studentsAfter: 244,
      currentMonthlyRevenue: 31250,
      newMonthlyRevenue: 32940,
      monthlyRevenueChange: 1690,
      annualRevenueChange: 20280,
      revenueChangePercent: 5.41,
      monthlyContributionChange: 1780,
      annualContributionChange: 21360,
      breakEvenLeavers: 18,
    });
  });

  it('gives no contribution without a variable cost, and a loss when too many leave', () => {
    const { variableCostPerStudent: _, ...noCost } = raise;
    // 30 leave: 220 × 135 = 29,700 − 31,250 = −1,550.00 a month, −18,600.00 a year, −4.96 %
    expect(priceIncrease(priceIncreaseInputSchema.parse({ ...noCost, studentsLeaving: 30 }))).toMatchObject({
      newMonthlyRevenue: 29700,
      monthlyRevenueChange: -1550,
      annualRevenueChange: -18600,
      revenueChangePercent: -4.96,
      monthlyContributionChange: null,
      annualContributionChange: null,
      breakEvenLeavers: 18,
    });
  });

  it('counts the break-even leavers exactly, on the boundary and at the edges', () => {
    // 100 students $90 → $100: ⌊100 × 10 ÷ 100⌋ = 10, and 90 × 100 = 9,000 is exactly 100 × 90
    expect(breakEvenLeavers(100, 9000, 10000)).toBe(10);
    // 3 students 20¢ → 30¢: 3 × 10 ÷ 30 = 1 exactly, though 0.3 − 0.2 is not 0.1 in binary
    expect(priceIncrease({ ...raise, students: 3, currentMonthlyTuition: 0.2, newMonthlyTuition: 0.3 })).toMatchObject({
      breakEvenLeavers: 1,
      increasePercent: 50,
    });
    // the same price: nobody may leave; a lower price: not even nobody leaving keeps the revenue
    expect(priceIncrease({ ...raise, newMonthlyTuition: 125 }).breakEvenLeavers).toBe(0);
    expect(priceIncrease({ ...raise, newMonthlyTuition: 120, studentsLeaving: 0 })).toMatchObject({
      breakEvenLeavers: null,
      monthlyRevenueChange: -1250,
      increasePercent: -4,
    });
    // no students, or no tuition at all: nothing to lose
    expect(priceIncrease({ ...raise, students: 0, studentsLeaving: 0 })).toMatchObject({
      breakEvenLeavers: 0,
      revenueChangePercent: null,
    });
    expect(
      priceIncrease({ ...raise, currentMonthlyTuition: 0, newMonthlyTuition: 0, studentsLeaving: 0 }),
    ).toMatchObject({ breakEvenLeavers: 250, increasePercent: null });
    // from free to $10: even if every student left, the gym would earn no less than today's $0
    expect(priceIncrease({ ...raise, currentMonthlyTuition: 0, newMonthlyTuition: 10 }).breakEvenLeavers).toBe(250);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(priceIncreaseInputSchema.safeParse({ ...raise, ...patch }));
    expect(parse({ students: 2.5 })).toBe('Students must be a whole number');
    expect(parse({ currentMonthlyTuition: -1 })).toBe('Current monthly tuition cannot be negative');
    expect(parse({ newMonthlyTuition: 'more' })).toBe('New monthly tuition must be a number');
    expect(parse({ newMonthlyTuition: 100_001 })).toBe('New monthly tuition must not exceed 100,000');
    expect(parse({ studentsLeaving: 251 })).toBe('Students expected to leave cannot exceed students');
    expect(parse({ variableCostPerStudent: -5 })).toBe('Variable cost per student cannot be negative');
    expect(parse({ variableCostPerStudent: undefined })).toBeNull();
  });
});

describe('price increase properties', () => {
  const input = fc
    .tuple(whole(1e6), whole(1e6), money(1e5), money(1e5), fc.option(money(1e5), { nil: undefined }))
    .map(([a, b, currentMonthlyTuition, newMonthlyTuition, variableCostPerStudent]) => ({
      students: Math.max(a, b),
      studentsLeaving: Math.min(a, b),
      currentMonthlyTuition,
      newMonthlyTuition,
      variableCostPerStudent,
    }));
  const cents = (v: number) => Math.round(roundCents(v) * 100);

  it('never gives NaN or Infinity; money in cents; the break-even leavers are the most that keep the revenue', () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = priceIncrease(priceIncreaseInputSchema.parse(p));
        expect(allFinite(r)).toBe(true);
        for (const v of [r.currentMonthlyRevenue, r.newMonthlyRevenue, r.monthlyRevenueChange, r.annualRevenueChange])
          expect(isCents(v)).toBe(true);
        expect(isCents(r.monthlyContributionChange ?? 0)).toBe(true);
        const [now, next] = [cents(p.currentMonthlyTuition), cents(p.newMonthlyTuition)];
        const holds = (leavers: number) => (p.students - leavers) * next >= p.students * now;
        if (r.breakEvenLeavers === null) expect(holds(0)).toBe(false);
        else {
          expect(Number.isInteger(r.breakEvenLeavers)).toBe(true);
          expect(holds(r.breakEvenLeavers)).toBe(true);
          if (r.breakEvenLeavers < p.students) expect(holds(r.breakEvenLeavers + 1)).toBe(false);
        }
      }),
    );
  });

  it('a higher new price never earns less or allows fewer leavers; more leavers never earn more', () => {
    fc.assert(
      fc.property(input, money(1000), (p, more) => {
        const base = priceIncrease(p);
        const dearer = priceIncrease({ ...p, newMonthlyTuition: Math.min(p.newMonthlyTuition + more, 1e5) });
        expect(dearer.newMonthlyRevenue).toBeGreaterThanOrEqual(base.newMonthlyRevenue);
        expect(dearer.breakEvenLeavers ?? -1).toBeGreaterThanOrEqual(base.breakEvenLeavers ?? -1);
        if (p.studentsLeaving < p.students) {
          const fewer = priceIncrease({ ...p, studentsLeaving: p.studentsLeaving + 1 });
          expect(fewer.newMonthlyRevenue).toBeLessThanOrEqual(base.newMonthlyRevenue);
        }
      }),
    );
  });
});
