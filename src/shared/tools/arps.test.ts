import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arps, arpsInputSchema, arpsMessages, arpsRecordInputSchema, arpsReport } from './arps';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

const data = {
  programs: [
    { name: 'Recreational', students: 120, monthlyTuition: 95 },
    { name: 'Team', students: 40, monthlyTuition: 260 },
  ],
  annualFees: [
    { name: 'Registration', amount: 50, studentsPaying: 160 },
    { name: 'Meet fee', amount: 300, studentsPaying: 40 },
  ],
};

describe('average revenue per student', () => {
  it('works out the revenue and the averages as by hand', () => {
    // tuition 120 × 95 + 40 × 260 = 11,400 + 10,400 = 21,800.00 a month
    // fees 50 × 160 + 300 × 40 = 8,000 + 12,000 = 20,000.00 a year
    // year 21,800 × 12 + 20,000 = 281,600.00; month 281,600 ÷ 12 = 23,466.666… → 23,466.67
    // per student (160): 23,466.666… ÷ 160 = 146.666… → 146.67 a month; 281,600 ÷ 160 = 1,760.00 a year
    expect(arps(arpsInputSchema.parse(data))).toEqual({
      students: 160,
      monthlyTuitionRevenue: 21800,
      annualFeeRevenue: 20000,
      annualRevenue: 281600,
      monthlyRevenue: 23466.67,
      arpsMonthly: 146.67,
      arpsAnnual: 1760,
    });
  });

  it('averages over no student as 0, and takes no fees when none are listed', () => {
    const parsed = arpsInputSchema.parse({ programs: [] });
    expect(parsed.annualFees).toEqual([]);
    expect(arps(parsed)).toMatchObject({ students: 0, annualRevenue: 0, arpsMonthly: 0, arpsAnnual: 0 });
  });

  it('explains what is wrong', () => {
    const program = (patch: object) =>
      firstMessage(arpsInputSchema.safeParse({ ...data, programs: [{ ...data.programs[0], ...patch }] }));
    const fee = (patch: object) =>
      firstMessage(arpsInputSchema.safeParse({ ...data, annualFees: [{ ...data.annualFees[0], ...patch }] }));
    expect(program({ name: '' })).toBe('Program name is required');
    expect(program({ students: -1 })).toBe('Students cannot be negative');
    expect(program({ students: 1.5 })).toBe('Students must be a whole number');
    expect(program({ monthlyTuition: -1 })).toBe('Monthly tuition cannot be negative');
    expect(fee({ name: ' ' })).toBe('Fee name is required');
    expect(fee({ amount: -1 })).toBe('Fee amount cannot be negative');
    expect(fee({ studentsPaying: -1 })).toBe('Students paying cannot be negative');
  });
});

describe('ARPS properties', () => {
  const program = fc.record({ name: fc.constant('p'), students: whole(1e5), monthlyTuition: money(1e5) });
  const fee = fc.record({ name: fc.constant('f'), amount: money(1e5), studentsPaying: whole(1e5) });
  const input = fc.record({
    programs: fc.array(program, { maxLength: 10 }),
    annualFees: fc.array(fee, { maxLength: 5 }),
  });

  it('never gives NaN or Infinity, and money is whole cents', () => {
    fc.assert(
      fc.property(input, (i) => {
        // Over every input the schema accepts (a year above 100,000,000 is refused).
        const parsed = arpsInputSchema.safeParse(i);
        if (!parsed.success) return;
        const { students, ...amounts } = arps(parsed.data);
        expect(Number.isInteger(students)).toBe(true);
        expect(allFinite(amounts)).toBe(true);
        for (const v of Object.values(amounts)) expect(isCents(v)).toBe(true);
      }),
    );
  });

  it('never earns less with more students', () => {
    fc.assert(
      fc.property(input, whole(1000), (i, extra) => {
        if (i.programs.length === 0) return;
        const [first, ...rest] = i.programs;
        const more = { ...i, programs: [{ ...first!, students: first!.students + extra }, ...rest] };
        expect(arps(more).annualRevenue).toBeGreaterThanOrEqual(arps(i).annualRevenue);
        expect(arps(more).monthlyRevenue).toBeGreaterThanOrEqual(arps(i).monthlyRevenue);
      }),
    );
  });
});

describe('saved ARPS calculations', () => {
  it('need a name, and report the averages first with the rows as tables', () => {
    const parse = (body: object) => firstMessage(arpsRecordInputSchema.safeParse(body));
    expect(parse({ ...data, name: ' ' })).toBe(arpsMessages.nameRequired);
    expect(parse({ ...data, name: 'x'.repeat(101) })).toBe('Must not exceed 100 characters');
    const input = arpsRecordInputSchema.parse({ ...data, name: ' 2025–26 season ' });
    expect(input.name).toBe('2025–26 season');
    const report = arpsReport(input, arps(input));
    expect(report.results.filter((f) => f.primary).map((f) => f.value)).toEqual([146.67, 1760]);
    // 120 × 95 = 11,400 a month, 120 of 160 students = 75%; 40 × 300 = 12,000 of meet fees a year.
    expect(report.tables[0]!.rows[0]).toEqual(['Recreational', 120, 95, 11400, 75]);
    expect(report.tables[1]!.rows[1]).toEqual(['Meet fee', 300, 40, 12000]);
    // No fee: no fee table.
    expect(arpsReport({ ...input, annualFees: [] }, arps({ ...input, annualFees: [] })).tables).toHaveLength(1);
  });

  it('never lowers the averages’ revenue when a program at a positive tuition gains students', () => {
    const program = fc.record({ name: fc.constant('p'), students: whole(1e4), monthlyTuition: money(1e4) });
    fc.assert(
      fc.property(
        fc.array(program, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 500 }),
        (programs, extra) => {
          const parsed = arpsInputSchema.safeParse({ programs });
          if (!parsed.success) return;
          const i = parsed.data;
          const paid = i.programs.findIndex((p) => p.monthlyTuition > 0);
          if (paid < 0) return;
          const more = {
            ...i,
            programs: i.programs.map((p, k) => (k === paid ? { ...p, students: p.students + extra } : p)),
          };
          expect(arps(more).monthlyTuitionRevenue).toBeGreaterThanOrEqual(arps(i).monthlyTuitionRevenue);
          expect(arps(more).annualRevenue).toBeGreaterThanOrEqual(arps(i).annualRevenue);
        },
      ),
    );
  });
});

describe('ARPS within what a gym earns and a money column keeps', () => {
  it('refuses a year of tuition and fees above 100,000,000, on the programs, saved or not', () => {
    // 1,000 students × $10,000 a month × 12 = $120,000,000: past the limit.
    const big = { programs: [{ name: 'Elite', students: 1000, monthlyTuition: 10_000 }], annualFees: [] };
    const message = "A year's tuition and fees must not exceed 100,000,000";
    expect(firstMessage(arpsInputSchema.safeParse(big))).toBe(message);
    const saved = arpsRecordInputSchema.safeParse({ ...big, name: 'Dream season' });
    expect(saved.error?.issues[0]).toMatchObject({ message, path: ['programs'] });
    // $8,000,000 a year is fine: 500 × $1,000 × 12 + 500 × $4,000.
    expect(
      arpsInputSchema.safeParse({
        programs: [{ name: 'Team', students: 500, monthlyTuition: 1000 }],
        annualFees: [{ name: 'Meets', amount: 4000, studentsPaying: 500 }],
      }).success,
    ).toBe(true);
  });

  it('keeps every accepted input, over the fields’ whole range, finite and within 100,000,000 a year', () => {
    const program = fc.record({ name: fc.constant('P'), students: whole(1_000_000), monthlyTuition: money(100_000) });
    const fee = fc.record({ name: fc.constant('F'), amount: money(100_000), studentsPaying: whole(1_000_000) });
    fc.assert(
      fc.property(fc.array(program, { maxLength: 100 }), fc.array(fee, { maxLength: 100 }), (programs, annualFees) => {
        const parsed = arpsInputSchema.safeParse({ programs, annualFees });
        if (!parsed.success) return true;
        const r = arps(parsed.data);
        return allFinite(r) && r.annualRevenue <= 100_000_000;
      }),
    );
  });
});
