import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthForecast, growthForecastInputSchema } from './growth-forecast';
import { roundCents } from './numbers';
import { allFinite, firstMessage, isCents, money, pct, whole } from './test-helpers';

const plan = {
  membersToday: 300,
  newMembersPerMonth: 15,
  monthlyChurnPercent: 3,
  averageMonthlyTuition: 125,
  months: 3,
};

describe('growth forecast', () => {
  it('works out three months as by hand', () => {
    // month 1: 300 − 3 % × 300 + 15 = 300 − 9 + 15 = 306 → $38,250.00
    // month 2: 306 − 9.18 + 15 = 311.82 → 312 shown, $39,000.00 (the 0.18 is carried, not rounded away)
    // month 3: 311.82 − 9.3546 + 15 = 317.4654 → 317, $39,625.00; in all 38,250 + 39,000 + 39,625 = 116,875.00
    // levels off at 15 ÷ 3 % = 500 members, 500 × 125 = $62,500.00 a month
    expect(growthForecast(growthForecastInputSchema.parse(plan))).toEqual({
      months: [
        { month: 1, members: 306, change: 6, revenue: 38250, cumulativeRevenue: 38250 },
        { month: 2, members: 312, change: 6, revenue: 39000, cumulativeRevenue: 77250 },
        { month: 3, members: 317, change: 5, revenue: 39625, cumulativeRevenue: 116875 },
      ],
      endMembers: 317,
      endMonthlyRevenue: 39625,
      netChange: 17,
      cumulativeRevenue: 116875,
      levelMembers: 500,
      levelMonthlyRevenue: 62500,
    });
  });

  it('follows the closed form over two years, and shrinks toward the level from above', () => {
    // members(t) = 500 − (500 − 300) × 0.97ᵗ; 0.97²⁴ = 0.481417…, so 500 − 96.28 = 403.72 → 404, $50,500.00
    const twoYears = growthForecast({ ...plan, months: 24 });
    expect(twoYears.months).toHaveLength(24);
    expect(twoYears).toMatchObject({ endMembers: 404, endMonthlyRevenue: 50500, netChange: 104 });
    // 600 members, 10 new, 4 % churn: level 10 ÷ 4 % = 250; month 1 600 − 24 + 10 = 586 (−14)
    const shrinking = growthForecast({ ...plan, membersToday: 600, newMembersPerMonth: 10, monthlyChurnPercent: 4 });
    expect(shrinking.months[0]).toMatchObject({ members: 586, change: -14 });
    expect(shrinking.levelMembers).toBe(250);
  });

  it('keeps fractions of members, so a small gym still loses members; no churn never levels off', () => {
    // 10 members, nobody new, 3 % churn for a year: 10 × 0.97¹² = 6.94 → 7 (rounding each month would keep 10)
    const small = growthForecast({ ...plan, membersToday: 10, newMembersPerMonth: 0, months: 12 });
    expect(small.endMembers).toBe(7);
    expect(small.levelMembers).toBe(0);
    // no churn: 100 + 5 a month → 105, 110, 115; nothing to level off at
    expect(growthForecast({ ...plan, membersToday: 100, newMembersPerMonth: 5, monthlyChurnPercent: 0 })).toMatchObject(
      {
        endMembers: 115,
        levelMembers: null,
        levelMonthlyRevenue: null,
      },
    );
    // a churn too small to divide by levels off nowhere either
    expect(growthForecast({ ...plan, monthlyChurnPercent: 1e-320 }).levelMembers).toBeNull();
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(growthForecastInputSchema.safeParse({ ...plan, ...patch }));
    for (const months of [0, 61, 1.5, 'a year'])
      expect(parse({ months })).toBe('Months must be a whole number from 1 to 60');
    expect(parse({ monthlyChurnPercent: 101 })).toBe('Monthly churn must be between 0 and 100');
    expect(parse({ membersToday: -1 })).toBe('Members today cannot be negative');
    expect(parse({ newMembersPerMonth: 2.5 })).toBe('New members a month must be a whole number');
    expect(parse({ averageMonthlyTuition: -1 })).toBe('Average monthly tuition cannot be negative');
  });
});

describe('growth forecast properties', () => {
  const input = fc.record({
    membersToday: whole(1e6),
    newMembersPerMonth: whole(1e6),
    monthlyChurnPercent: pct,
    averageMonthlyTuition: money(1e5),
    months: fc.integer({ min: 1, max: 60 }),
  });

  it('levels off nowhere when the level is too large for a double to write in cents', () => {
    const r = growthForecast(
      growthForecastInputSchema.parse({
        membersToday: 0,
        newMembersPerMonth: 1,
        monthlyChurnPercent: 5.562684646268007e-307,
        averageMonthlyTuition: 0.015,
        months: 1,
      }),
    );
    expect(allFinite(r)).toBe(true);
    expect([r.levelMembers, r.levelMonthlyRevenue]).toEqual([null, null]);
  });

  it('never gives NaN or Infinity; whole members; money in cents; each month checks by hand', () => {
    fc.assert(
      fc.property(input, (g) => {
        const r = growthForecast(growthForecastInputSchema.parse(g));
        expect(allFinite(r)).toBe(true);
        expect(r.months).toHaveLength(g.months);
        let before = g.membersToday;
        for (const row of r.months) {
          expect(Number.isInteger(row.members) && row.members >= 0).toBe(true);
          expect(row.change).toBe(row.members - before);
          expect(row.revenue).toBe(roundCents(row.members * roundCents(g.averageMonthlyTuition)));
          expect(isCents(row.revenue) && isCents(row.cumulativeRevenue)).toBe(true);
          before = row.members;
        }
        expect(r.netChange).toBe(r.endMembers - g.membersToday);
      }),
    );
  });

  it('more new members never lower the forecast; more churn never raises it', () => {
    fc.assert(
      fc.property(input, whole(1000), pct, (g, more, churn) => {
        const base = growthForecast(g);
        const busier = growthForecast({ ...g, newMembersPerMonth: g.newMembersPerMonth + more });
        const leakier = growthForecast({ ...g, monthlyChurnPercent: Math.max(g.monthlyChurnPercent, churn) });
        base.months.forEach((row, i) => {
          expect(busier.months[i]!.members).toBeGreaterThanOrEqual(row.members);
          expect(busier.months[i]!.cumulativeRevenue).toBeGreaterThanOrEqual(row.cumulativeRevenue);
          expect(leakier.months[i]!.members).toBeLessThanOrEqual(row.members);
        });
      }),
    );
  });
});
