import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campProfit, campProfitInputSchema } from './camp-profit';
import { roundCents } from './numbers';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

/** A five-day summer camp. */
const camp = {
  days: 5,
  campers: 30,
  pricePerCamper: 275,
  coaches: 4,
  coachHoursPerDay: 7,
  coachHourlyWage: 17,
  suppliesPerCamper: 18,
  fixedCosts: 600,
};

describe('camp profit', () => {
  it('works out a week of camp as by hand', () => {
    // revenue 30 × 275 = 8,250.00; coaches 4 × 7 h × 5 days × 17 = 2,380.00; supplies 30 × 18 = 540.00
    // costs 2,380 + 540 + 600 = 3,520.00; profit 4,730.00; margin 4,730 ÷ 8,250 = 57.333 % → 57.33 %
    // per camper 4,730 ÷ 30 = 157.666… → 157.67; break-even ⌈(2,380 + 600) ÷ (275 − 18)⌉ = ⌈11.6⌉ = 12
    expect(campProfit(campProfitInputSchema.parse(camp))).toEqual({
      revenue: 8250,
      coachCost: 2380,
      suppliesCost: 540,
      totalCost: 3520,
      profit: 4730,
      marginPercent: 57.33,
      profitPerCamper: 157.67,
      breakEvenCampers: 12,
    });
    // 12 campers: 12 × 257 = 3,084 ≥ 2,980 covers it; 11 × 257 = 2,827 does not
    expect(campProfit({ ...camp, campers: 12 }).profit).toBe(104);
    expect(campProfit({ ...camp, campers: 11 }).profit).toBe(-153);
  });

  it('counts the break-even exactly, and says when a camp never breaks even', () => {
    // a parents' night out: 3 h, 2 coaches at $15 = 90.00 + 60.00 pizza: ⌈150 ÷ (30 − 5)⌉ = 6 exactly
    const night = { ...camp, days: 1, coaches: 2, coachHoursPerDay: 3, coachHourlyWage: 15, fixedCosts: 60 };
    expect(campProfit({ ...night, pricePerCamper: 30, suppliesPerCamper: 5, campers: 6 })).toMatchObject({
      breakEvenCampers: 6,
      profit: 0,
      marginPercent: 0,
    });
    // 1,000 ÷ 0.10 is 10000.000000000002 in binary: in cents, 100,000 ÷ 10 = 10,000 exactly
    expect(
      campProfit({ ...night, coaches: 0, fixedCosts: 1000, pricePerCamper: 0.3, suppliesPerCamper: 0.2 })
        .breakEvenCampers,
    ).toBe(10_000);
    expect(campProfit({ ...camp, suppliesPerCamper: 275 }).breakEvenCampers).toBeNull();
    expect(campProfit({ ...camp, campers: 0 })).toMatchObject({
      revenue: 0,
      profit: -2980,
      marginPercent: null,
      profitPerCamper: null,
      breakEvenCampers: 12,
    });
    expect(campProfit({ ...camp, coaches: 0, fixedCosts: 0 }).breakEvenCampers).toBe(0);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(campProfitInputSchema.safeParse({ ...camp, ...patch }));
    expect(parse({ days: 1.5 })).toBe('Days must be a whole number');
    expect(parse({ days: 366 })).toBe('Days must not exceed 365');
    expect(parse({ campers: -1 })).toBe('Campers cannot be negative');
    expect(parse({ pricePerCamper: 'free' })).toBe('Price per camper must be a number');
    expect(parse({ coachHoursPerDay: 25 })).toBe('Coach hours a day must not exceed 24');
    expect(parse({ coachHourlyWage: -1 })).toBe('Coach hourly wage cannot be negative');
    expect(parse({ fixedCosts: -1 })).toBe('Fixed costs cannot be negative');
  });
});

describe('camp profit properties', () => {
  const input = fc.record({
    days: whole(365),
    campers: whole(100_000),
    pricePerCamper: money(1e5),
    coaches: whole(1000),
    coachHoursPerDay: money(24),
    coachHourlyWage: money(10_000),
    suppliesPerCamper: money(1e5),
    fixedCosts: money(1e8),
  });

  it('never gives NaN or Infinity; money in cents; the break-even is the fewest campers that cover the costs', () => {
    fc.assert(
      fc.property(input, (c) => {
        const r = campProfit(campProfitInputSchema.parse(c));
        expect(allFinite(r)).toBe(true);
        for (const v of [r.revenue, r.coachCost, r.suppliesCost, r.totalCost, r.profit, r.profitPerCamper ?? 0])
          expect(isCents(v)).toBe(true);
        if (r.breakEvenCampers !== null) {
          expect(Number.isInteger(r.breakEvenCampers)).toBe(true);
          const profitWith = (campers: number) => campProfit({ ...c, campers }).profit;
          expect(profitWith(r.breakEvenCampers)).toBeGreaterThanOrEqual(0);
          if (r.breakEvenCampers > 0) expect(profitWith(r.breakEvenCampers - 1)).toBeLessThan(0);
        } else expect(roundCents(c.pricePerCamper)).toBeLessThanOrEqual(roundCents(c.suppliesPerCamper));
      }),
    );
  });

  it('more campers never lower the revenue; a higher wage or more coaches never lower the cost', () => {
    fc.assert(
      fc.property(input, whole(100), money(100), (c, more, raise) => {
        const base = campProfit(c);
        expect(campProfit({ ...c, campers: c.campers + more }).revenue).toBeGreaterThanOrEqual(base.revenue);
        const dearer = campProfit({ ...c, coachHourlyWage: Math.min(c.coachHourlyWage + raise, 10_000) });
        expect(dearer.totalCost).toBeGreaterThanOrEqual(base.totalCost);
        expect(campProfit({ ...c, coaches: Math.min(c.coaches + 1, 1000) }).totalCost).toBeGreaterThanOrEqual(
          base.totalCost,
        );
      }),
    );
  });
});
