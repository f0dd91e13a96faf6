import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakEven, breakEvenInputSchema, breakEvenReport } from './break-even';
import { roundCents } from './numbers';
import { allFinite, firstMessage, isCents, money } from './test-helpers';

const month = { fixedMonthlyCosts: 18_000, variableCostPerStudent: 15, averageTuition: 135 };

describe('break-even', () => {
  it('works out the students needed as by hand', () => {
    // margin 135 − 15 = 120.00 = 88.89 % of tuition; 18,000 ÷ 120 = 150 students; 150 × 135 = 20,250.00
    expect(breakEven(breakEvenInputSchema.parse(month))).toEqual({
      contributionMargin: 120,
      contributionMarginPercent: 88.89,
      breakEvenStudents: 150,
      breakEvenRevenue: 20250,
    });
    // one dollar more: 18,001 ÷ 120 = 150.008… → 151 students, 151 × 135 = 20,385.00
    expect(breakEven({ ...month, fixedMonthlyCosts: 18_001 })).toMatchObject({
      breakEvenStudents: 151,
      breakEvenRevenue: 20385,
    });
    // 1,000 ÷ 0.10 is 10000.000000000002 in binary: still 10,000 students, not 10,001
    expect(
      breakEven({ fixedMonthlyCosts: 1000, variableCostPerStudent: 0.2, averageTuition: 0.3 }).breakEvenStudents,
    ).toBe(10_000);
  });

  it('never breaks even when a student adds no margin', () => {
    expect(breakEven({ ...month, variableCostPerStudent: 135 })).toEqual({
      contributionMargin: 0,
      contributionMarginPercent: 0,
      breakEvenStudents: null,
      breakEvenRevenue: null,
    });
    expect(breakEven({ ...month, variableCostPerStudent: 150 })).toMatchObject({
      contributionMargin: -15,
      breakEvenStudents: null,
    });
    expect(breakEven({ fixedMonthlyCosts: 0, variableCostPerStudent: 0, averageTuition: 0 })).toMatchObject({
      contributionMarginPercent: null,
      breakEvenStudents: null,
    });
    expect(breakEven({ ...month, fixedMonthlyCosts: 0 }).breakEvenStudents).toBe(0);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(breakEvenInputSchema.safeParse({ ...month, ...patch }));
    expect(parse({ fixedMonthlyCosts: -1 })).toBe('Fixed monthly costs cannot be negative');
    expect(parse({ variableCostPerStudent: -1 })).toBe('Variable cost per student cannot be negative');
    expect(parse({ averageTuition: -1 })).toBe('Average tuition cannot be negative');
    expect(parse({ averageTuition: 'a lot' })).toBe('Average tuition must be a number');
  });
});

describe('break-even with the fixed costs line by line', () => {
  const lines = { rent: 8000.1, payroll: 9000.2, insurance: 1200, utilities: 800, other: 999.7 };
  const { fixedMonthlyCosts: _total, ...rates } = month;

  it('adds the lines up to the total itself, and replaces a total sent beside them', () => {
    // 8,000.10 + 9,000.20 + 1,200 + 800 + 999.70 = 20,000.00 exactly (not 20000.000000000004)
    const parsed = breakEvenInputSchema.parse({ ...rates, fixedCostLines: lines });
    expect(parsed).toEqual({ ...rates, fixedMonthlyCosts: 20_000, fixedCostLines: lines });
    expect(
      breakEvenInputSchema.parse({ ...rates, fixedMonthlyCosts: 1, fixedCostLines: lines }).fixedMonthlyCosts,
    ).toBe(20_000);
    // 20,000 ÷ 120 = 166.67 → 167 students
    expect(breakEven(parsed).breakEvenStudents).toBe(167);
  });

  it('needs a total or the lines, checks each line, and caps their sum like a total', () => {
    const result = (value: object) => breakEvenInputSchema.safeParse(value);
    const issue = (value: object) => {
      const r = result(value);
      return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
    };
    expect(issue(rates)).toEqual({ path: 'fixedMonthlyCosts', message: 'Fixed monthly costs must be a number' });
    expect(issue({ ...rates, fixedCostLines: { ...lines, rent: -1 } })).toEqual({
      path: 'fixedCostLines.rent',
      message: 'Rent cannot be negative',
    });
    expect(issue({ ...rates, fixedCostLines: { ...lines, other: undefined } })).toEqual({
      path: 'fixedCostLines.other',
      message: 'Other fixed costs must be a number',
    });
    expect(issue({ ...rates, fixedCostLines: { ...lines, rent: 1e8, payroll: 1e8 } })).toEqual({
      path: 'fixedMonthlyCosts',
      message: 'Fixed monthly costs must not exceed 100,000,000',
    });
  });

  it('reports each line, then the total', () => {
    const withLines = breakEvenInputSchema.parse({ ...rates, fixedCostLines: lines });
    const report = breakEvenReport(withLines, breakEven(withLines));
    expect(report.inputs.map((f) => [f.label, f.value])).toEqual([
      ['Rent', 8000.1],
      ['Payroll', 9000.2],
      ['Insurance', 1200],
      ['Utilities', 800],
      ['Other fixed costs', 999.7],
      ['Total fixed monthly costs', 20_000],
      ['Variable cost per student', 15],
      ['Average tuition per student', 135],
    ]);
    const total = breakEvenInputSchema.parse(month);
    expect(breakEvenReport(total, breakEven(total)).inputs.map((f) => f.label)).toEqual([
      'Fixed monthly costs',
      'Variable cost per student',
      'Average tuition per student',
    ]);
  });
});

describe('break-even properties', () => {
  const input = fc.record({
    fixedMonthlyCosts: money(1e8),
    variableCostPerStudent: money(1e5),
    averageTuition: money(1e5),
  });

  it('never gives NaN or Infinity, and money is whole cents', () => {
    fc.assert(
      fc.property(input, (b) => {
        const r = breakEven(breakEvenInputSchema.parse(b));
        expect(allFinite(r)).toBe(true);
        expect(isCents(r.contributionMargin) && isCents(r.breakEvenRevenue ?? 0)).toBe(true);
        if (r.breakEvenStudents !== null) {
          expect(Number.isInteger(r.breakEvenStudents)).toBe(true);
          // that many students do cover the fixed costs
          const fixed = roundCents(b.fixedMonthlyCosts);
          expect(r.breakEvenStudents * r.contributionMargin).toBeGreaterThanOrEqual(fixed * (1 - 1e-12));
          // and one student fewer does not
          if (r.breakEvenStudents > 0)
            expect((r.breakEvenStudents - 1) * r.contributionMargin).toBeLessThan(fixed * (1 + 1e-12));
        }
      }),
    );
  });

  it('lines of any amounts the schema takes add up to whole cents, and the answers stay finite', () => {
    const lines = fc.record({
      rent: money(3e7),
      payroll: money(3e7),
      insurance: money(1e7),
      utilities: money(1e7),
      other: money(2e7),
    });
    fc.assert(
      fc.property(lines, money(1e5), money(1e5), (fixedCostLines, variableCostPerStudent, averageTuition) => {
        const b = breakEvenInputSchema.parse({ fixedCostLines, variableCostPerStudent, averageTuition });
        expect(isCents(b.fixedMonthlyCosts)).toBe(true);
        expect(allFinite(breakEven(b))).toBe(true);
      }),
    );
  });

  it('never needs more students when tuition rises or fewer when costs rise', () => {
    fc.assert(
      fc.property(input, money(1000), money(1e6), (b, raise, cost) => {
        const base = breakEven(b).breakEvenStudents ?? Infinity;
        expect(
          breakEven({ ...b, averageTuition: b.averageTuition + raise }).breakEvenStudents ?? Infinity,
        ).toBeLessThanOrEqual(base);
        expect(
          breakEven({ ...b, fixedMonthlyCosts: b.fixedMonthlyCosts + cost }).breakEvenStudents ?? Infinity,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});
