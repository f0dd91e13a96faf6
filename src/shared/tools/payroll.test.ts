import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payroll, payrollInputSchema } from './payroll';
import { allFinite, firstMessage, isCents, money, pct } from './test-helpers';

const staff = [
  { name: 'Head coach', hoursPerWeek: 40, hourlyWage: 25 },
  { name: 'Team coach', hoursPerWeek: 30, hourlyWage: 20 },
  { name: 'Recreational coach', hoursPerWeek: 20, hourlyWage: 16 },
  { name: 'Preschool coach', hoursPerWeek: 15, hourlyWage: 15 },
  { name: 'Front desk', hoursPerWeek: 25, hourlyWage: 14 },
];
const week = { staff, onCostPercent: 12, monthlyRevenue: 38_000 };

describe('payroll', () => {
  it('works out a week, a month and a year as by hand', () => {
    // wages 1,000 + 600 + 320 + 225 + 350 = 2,495.00 a week for 130 hours; 12 % on top = 299.40 → 2,794.40
    // a month 2,794.40 × 52 ÷ 12 = 145,308.80 ÷ 12 = 12,109.0666… → 12,109.07; a year 145,308.80
    // wages alone 2,495 × 52 = 129,740.00 a year, ÷ 12 = 10,811.666… → 10,811.67 a month
    // share of revenue 12,109.07 ÷ 38,000 = 31.866 % → 31.87 %
    const r = payroll(payrollInputSchema.parse(week));
    expect(r.totals).toEqual({
      hoursPerWeek: 130,
      weeklyWages: 2495,
      weeklyOnCost: 299.4,
      weeklyCost: 2794.4,
      monthlyCost: 12109.07,
      annualCost: 145308.8,
      monthlyWages: 10811.67,
      annualWages: 129740,
    });
    expect(r.payrollPercentOfRevenue).toBe(31.87);
    // the head coach: 40 × 25 = 1,000 + 120 = 1,120 a week, × 52 = 58,240 a year, ÷ 12 = 4,853.33 a month
    expect(r.staff[0]).toEqual({
      name: 'Head coach',
      hoursPerWeek: 40,
      hourlyWage: 25,
      weeklyWages: 1000,
      weeklyOnCost: 120,
      weeklyCost: 1120,
      monthlyCost: 4853.33,
      annualCost: 58240,
    });
  });

  it('rounds a row to cents, and has no share of revenue without revenue', () => {
    // 7.5 h × 15.33 = 114.975 → 114.98; 12 % = 13.7976 → 13.80; 128.78 a week, × 52 = 6,696.56, ÷ 12 = 558.05
    const r = payroll({ staff: [{ name: 'Sub', hoursPerWeek: 7.5, hourlyWage: 15.33 }], onCostPercent: 12 });
    expect(r.staff[0]).toMatchObject({ weeklyWages: 114.98, weeklyOnCost: 13.8, weeklyCost: 128.78 });
    expect(r.totals).toMatchObject({ monthlyCost: 558.05, annualCost: 6696.56 });
    expect(r.payrollPercentOfRevenue).toBeNull();
    expect(payroll({ ...week, monthlyRevenue: 0 }).payrollPercentOfRevenue).toBeNull();
    expect(payroll({ staff: [], onCostPercent: 10, monthlyRevenue: 1000 })).toMatchObject({
      totals: { weeklyCost: 0, monthlyCost: 0, annualCost: 0, hoursPerWeek: 0 },
      payrollPercentOfRevenue: 0,
    });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(payrollInputSchema.safeParse({ ...week, ...patch }));
    const row = (patch: object) => parse({ staff: [{ ...staff[0], ...patch }] });
    expect(row({ name: '  ' })).toBe('Role or name is required');
    expect(row({ hoursPerWeek: 169 })).toBe('Hours a week must not exceed 168');
    expect(row({ hourlyWage: -1 })).toBe('Hourly wage cannot be negative');
    expect(row({ hourlyWage: '' })).toBe('Hourly wage must be a number');
    expect(parse({ onCostPercent: 101 })).toBe('Payroll taxes and benefits must be between 0 and 100');
    expect(parse({ monthlyRevenue: -1 })).toBe('Monthly revenue cannot be negative');
    expect(parse({ monthlyRevenue: undefined })).toBeNull();
    expect(parse({ staff: Array.from({ length: 101 }, () => staff[0]) })).toBe('Add at most 100 rows');
  });
});

describe('payroll properties', () => {
  const row = fc.record({ name: fc.constant('Coach'), hoursPerWeek: money(168), hourlyWage: money(10_000) });
  const input = fc.record({
    staff: fc.array(row, { maxLength: 100 }),
    onCostPercent: pct,
    monthlyRevenue: fc.option(money(1e8), { nil: undefined }),
  });

  it('never gives NaN or Infinity; money in cents; a year is 52 weeks', () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = payroll(payrollInputSchema.parse(p));
        expect(allFinite(r)).toBe(true);
        for (const s of [...r.staff, r.totals])
          for (const v of [s.weeklyWages, s.weeklyOnCost, s.weeklyCost, s.monthlyCost, s.annualCost])
            expect(isCents(v)).toBe(true);
        expect(r.totals.annualCost).toBeCloseTo(r.totals.weeklyCost * 52, 2);
        expect(r.totals.weeklyCost).toBeGreaterThanOrEqual(r.totals.weeklyWages);
      }),
    );
  });

  it('a higher wage, more hours or more taxes and benefits never lower the payroll', () => {
    fc.assert(
      fc.property(input, fc.nat(99), money(100), pct, (p, at, more, onCost) => {
        const base = payroll(p).totals;
        if (p.staff.length) {
          const i = at % p.staff.length;
          const raise = (key: 'hourlyWage' | 'hoursPerWeek', max: number) =>
            payroll({
              ...p,
              staff: p.staff.map((s, j) => (j === i ? { ...s, [key]: Math.min(s[key] + more, max) } : s)),
            }).totals;
          for (const raised of [raise('hourlyWage', 10_000), raise('hoursPerWeek', 168)]) {
            expect(raised.weeklyCost).toBeGreaterThanOrEqual(base.weeklyCost);
            expect(raised.monthlyCost).toBeGreaterThanOrEqual(base.monthlyCost);
            expect(raised.annualCost).toBeGreaterThanOrEqual(base.annualCost);
          }
        }
        const higher = Math.max(p.onCostPercent, onCost);
        expect(payroll({ ...p, onCostPercent: higher }).totals.monthlyCost).toBeGreaterThanOrEqual(base.monthlyCost);
      }),
    );
  });
});
