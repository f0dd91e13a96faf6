import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classProgram, classProgramInputSchema, type ClassProgramResult } from './class-programs';
import { allFinite, firstMessage, isCents, money, pct, whole } from './test-helpers';

const program = {
  name: 'Preschool',
  studentProgramRatio: 4,
  percentEnrollment: 85,
  enrollments: 60,
  studentsPerClass: 8,
  totalClasses: 10,
  classLength: 45,
  instructors: 3,
  instructorHours: 10,
  pricePerClass: 25,
  instructorWage: 15,
  officeManagerWage: 100,
  generalManagerWage: 150,
  weeks: 12,
};

describe('capacity programs', () => {
  it('works out a program as done by hand', () => {
    // capacity 8 × 10 = 80 seats a week; 60 filled → 75.00 %, 20 open
    // target 80 × 85% = 68 seats; ratio 4:1 → ceil(8 ÷ 4) = 2 instructors a class; 10 × 45 min = 7.5 h
    // revenue 60 × 25.00 × 12 weeks = 18,000.00; at target 68 × 25 × 12 = 20,400.00
    // instructors 3 × 10 h × 15.00 × 12 = 5,400.00; managers (100 + 150) × 12 = 3,000.00; cost 8,400.00
    // margin 18,000 − 8,400 = 9,600.00 = 53.33 % of revenue
    expect(classProgram(classProgramInputSchema.parse(program))).toEqual({
      capacity: 80,
      openSeats: 20,
      utilizationPercent: 75,
      targetEnrollments: 68,
      instructorsPerClass: 2,
      classHoursPerWeek: 7.5,
      revenue: 18000,
      targetRevenue: 20400,
      instructorCost: 5400,
      overheadCost: 3000,
      totalCost: 8400,
      grossMargin: 9600,
      grossMarginPercent: 53.33,
    } satisfies ClassProgramResult);
  });

  it('handles empty and overbooked programs without dividing by zero', () => {
    const empty = classProgram({ ...program, studentsPerClass: 0, enrollments: 0, pricePerClass: 0 });
    expect(empty).toMatchObject({ capacity: 0, utilizationPercent: 0, revenue: 0, grossMarginPercent: null });
    expect(classProgram({ ...program, studentProgramRatio: 0 }).instructorsPerClass).toBeNull();
    // 90 filled of 80 seats: 112.5 %, no open seat
    expect(classProgram({ ...program, enrollments: 90 })).toMatchObject({ utilizationPercent: 112.5, openSeats: 0 });
    // 29 % of 100 seats is 29, not 28 (0.29 × 100 is 28.999… in binary)
    const target = classProgram({ ...program, studentsPerClass: 10, percentEnrollment: 29 }).targetEnrollments;
    expect(target).toBe(29);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(classProgramInputSchema.safeParse({ ...program, ...patch }));
    expect(parse({ name: '' })).toBe('Program name is required');
    expect(parse({ percentEnrollment: 101 })).toBe('Percent enrollment must be between 0 and 100');
    expect(parse({ percentEnrollment: -1 })).toBe('Percent enrollment must be between 0 and 100');
    expect(parse({ enrollments: -1 })).toBe('Enrollments cannot be negative');
    expect(parse({ studentsPerClass: 7.5 })).toBe('Students per class must be a whole number');
    expect(parse({ pricePerClass: -25 })).toBe('Price per class cannot be negative');
    expect(parse({ instructorWage: -1 })).toBe('Instructor wage cannot be negative');
    expect(parse({ instructorHours: 169 })).toBe('Instructor hours must not exceed 168');
    expect(parse({ weeks: 521 })).toBe('Weeks must not exceed 520');
    expect(parse({ studentProgramRatio: 0.5 })).toBe('Students per instructor must be a whole number');
  });
});

describe('capacity properties', () => {
  const input = fc.record({
    studentProgramRatio: whole(1000),
    percentEnrollment: pct,
    enrollments: whole(1e6),
    studentsPerClass: whole(1000),
    totalClasses: whole(10_000),
    classLength: money(1440),
    instructors: whole(10_000),
    instructorHours: money(168),
    pricePerClass: money(1e5),
    instructorWage: money(1e4),
    officeManagerWage: money(1e8),
    generalManagerWage: money(1e8),
    weeks: whole(520),
  });
  const moneyKeys = ['revenue', 'targetRevenue', 'instructorCost', 'overheadCost', 'totalCost', 'grossMargin'] as const;

  it('never gives NaN or Infinity, and gives whole cents', () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = classProgram(classProgramInputSchema.parse({ name: 'x', ...p }));
        expect(allFinite(r)).toBe(true);
        for (const k of moneyKeys) expect(isCents(r[k])).toBe(true);
        expect(r.targetEnrollments).toBeLessThanOrEqual(r.capacity);
      }),
    );
  });

  it('never earns less with more students', () => {
    fc.assert(
      fc.property(input, whole(1000), (p, extra) => {
        const more = classProgram({ ...p, enrollments: p.enrollments + extra });
        const before = classProgram(p);
        expect(more.revenue).toBeGreaterThanOrEqual(before.revenue);
        expect(more.grossMargin).toBeGreaterThanOrEqual(before.grossMargin);
      }),
    );
  });
});
