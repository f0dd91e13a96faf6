import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './numbers';
import {
  classSizeListReport,
  classSizeReport,
  classSizes,
  classSizeTotals,
  classSizeProgramInputSchema,
  classSizeMessages as m,
  type ClassSizeResult,
} from './class-sizes';
import { allFinite, isCents, money, pct, whole } from './test-helpers';

const recreational = {
  name: 'Recreational',
  studentProgramRatio: 8,
  percentEnrollment: 85,
  enrollments: 150,
  studentsPerClass: 10,
  totalClasses: 20,
  classLength: 60,
  instructors: 5,
  instructorHours: 12,
  pricePerClass: 20,
  instructorWage: 18,
  officeManagerWage: 0,
  generalManagerWage: 0,
  weeks: 12,
};

const preschool = {
  ...recreational,
  name: 'Preschool',
  studentProgramRatio: 3,
  enrollments: 52,
  studentsPerClass: 8,
  totalClasses: 16,
  classLength: 45,
  instructors: 2,
  instructorHours: 10,
  pricePerClass: 19,
  instructorWage: 17,
};

describe('students per class, by hand', () => {
  it('works out a healthy recreational program', () => {
    // 150 enrolled ÷ 20 classes = 7.5 a class, 75% of 10; ceil(7.5 ÷ 8) = 1 coach (2 for a full class of 10)
    // revenue 150 × $20 ÷ 20 = $150 a class; coach 1 × 60 min × $18 = $18; profit $132
    // a week 150 × 20 − 1 × 1 h × 18 × 20 = 3,000 − 360 = $2,640; break-even ceil(18 ÷ 20) = 1 student
    // coach hours needed 1 × 60 min × 20 ÷ 60 = 20; worked 5 × 12 = 60
    expect(classSizes(recreational)).toEqual({
      averageStudentsPerClass: 7.5,
      fillPercent: 75,
      coachesPerClass: 1,
      coachesForFullClass: 2,
      studentsPerCoach: 7.5,
      revenuePerClass: 150,
      coachCostPerClass: 18,
      profitPerClass: 132,
      weeklyProfit: 2640,
      breakEvenClassSize: 1,
      coachHoursNeeded: 20,
      coachHoursWorked: 60,
      warnings: [],
    } satisfies ClassSizeResult);
  });

  it('flags thin classes and a schedule the coaches cannot staff at the ratio', () => {
    // 52 ÷ 16 = 3.25 a class = 52 ÷ 128 places = 40.63%: under half, thin
    // ceil(3.25 ÷ 3) = 2 coaches; 3.25 ÷ 2 = 1.63 students a coach; full class ceil(8 ÷ 3) = 3
    // revenue 52 × 19 ÷ 16 = $61.75; coaches 2 × 0.75 h × $17 = $25.50; profit $36.25
    // a week 988 − 2 × 0.75 × 17 × 16 = 988 − 408 = $580; break-even ceil(12.75 ÷ 19) = 1
    // coach hours 2 × 45 × 16 ÷ 60 = 24 needed, 2 × 10 = 20 worked: over the ratio
    const r = classSizes(preschool);
    expect(r).toMatchObject({
      averageStudentsPerClass: 3.25,
      fillPercent: 40.63,
      coachesPerClass: 2,
      coachesForFullClass: 3,
      studentsPerCoach: 1.63,
      revenuePerClass: 61.75,
      coachCostPerClass: 25.5,
      profitPerClass: 36.25,
      weeklyProfit: 580,
      breakEvenClassSize: 1,
      coachHoursNeeded: 24,
      coachHoursWorked: 20,
    });
    expect(r.warnings).toEqual([
      { code: 'thin', message: m.thin(3.25, 40.63, 8) },
      { code: 'overRatio', message: m.overRatio(3, 24, 20) },
    ]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Classes run thin: 3.25 students on average fill 40.63% of the 8 places.',
      'At 3:1 these classes need 24 coach hours a week; your coaches work 20.',
    ]);
  });

  it('finds the class size that pays for its coaches, or says none does', () => {
    // one coach for 90 min at $20 = $30; at $8 a student ceil(30 ÷ 8) = 4 (3 bring $24, 4 bring $32)
    const tumbling = {
      ...recreational,
      studentProgramRatio: 10,
      classLength: 90,
      instructorWage: 20,
      pricePerClass: 8,
    };
    expect(classSizes(tumbling).breakEvenClassSize).toBe(4);
    // 30 enrolled over 10 classes = 3 a class: below the 4 that pays, and 25% of 12 places
    const thin = classSizes({ ...tumbling, enrollments: 30, studentsPerClass: 12, totalClasses: 10 });
    expect(thin.profitPerClass).toBe(-6); // 3 × $8 − $30
    expect(thin.warnings.map((w) => w.message)).toEqual([
      'Classes run thin: 3 students on average fill 25% of the 12 places.',
      'Classes average 3 students but need 4 to cover their coaches.',
    ]);
    // $5 a class, 4:1, $25 an hour: 4 students bring $20 < $25, and a second coach only doubles the cost
    const cheap = classSizes({ ...recreational, studentProgramRatio: 4, pricePerClass: 5, instructorWage: 25 });
    expect(cheap.breakEvenClassSize).toBeNull();
    expect(cheap.warnings.map((w) => w.message)).toContain(
      "No class size covers its coaches at $5.00 a class: 4 students (one coach's most) bring $20.00, the coach costs $25.00.",
    );
    // coaches who cost nothing are covered by the first student
    expect(classSizes({ ...recreational, instructorWage: 0 }).breakEvenClassSize).toBe(1);
  });

  it('says when classes run over their size, and answers nothing it cannot know', () => {
    // 90 ÷ 10 = 9 a class of 8 places: 112.5% full
    const full = classSizes({ ...recreational, studentsPerClass: 8, totalClasses: 10, enrollments: 90 });
    expect(full.fillPercent).toBe(112.5);
    expect(full.warnings.map((w) => w.message)).toEqual([m.overFull(9, 8)]);
    expect(m.overFull(9, 8)).toBe('Classes average 9 students, more than the 8 a class is meant to hold.');
    // No class a week: no average, no revenue a class, no warning
    expect(classSizes({ ...recreational, totalClasses: 0 })).toMatchObject({
      averageStudentsPerClass: null,
      fillPercent: null,
      coachesPerClass: null,
      revenuePerClass: null,
      profitPerClass: null,
      warnings: [],
    });
    // No ratio: coaches, their cost and the break-even are unknown
    expect(classSizes({ ...recreational, studentProgramRatio: 0 })).toMatchObject({
      averageStudentsPerClass: 7.5,
      coachesPerClass: null,
      coachCostPerClass: null,
      profitPerClass: null,
      weeklyProfit: null,
      breakEvenClassSize: null,
      warnings: [],
    });
  });

  it('adds the gym up as the network benchmark does: Σ enrollments ÷ Σ classes', () => {
    // (150 + 52) ÷ (20 + 16) = 202 ÷ 36 = 5.61; places 200 + 128 = 328, 202 ÷ 328 = 61.59%
    // weekly profit 2,640 + 580 = $3,220; the program without a ratio is counted apart
    expect(
      classSizeTotals([recreational, preschool, { ...recreational, studentProgramRatio: 0, totalClasses: 0 }]),
    ).toEqual({
      programs: 3,
      classes: 36,
      enrollments: 352,
      seats: 328,
      averageStudentsPerClass: 9.78,
      fillPercent: 107.32,
      weeklyProfit: 3220,
      programsWithoutRatio: 1,
    });
    expect(classSizeTotals([recreational, preschool])).toMatchObject({
      averageStudentsPerClass: 5.61,
      fillPercent: 61.59,
    });
    expect(classSizeTotals([])).toMatchObject({ averageStudentsPerClass: null, fillPercent: null, weeklyProfit: 0 });
  });

  it('tells a program and the list as reports for the exports', () => {
    const one = classSizeReport(preschool);
    expect(one.results.find((f) => f.key === 'averageStudentsPerClass')?.value).toBe(3.25);
    expect(one.tables[0]?.rows).toHaveLength(2);
    const list = classSizeListReport([recreational, preschool]);
    expect(list.results[0]).toMatchObject({ label: 'Average students per class', value: 5.61 });
    expect(list.tables[0]?.rows.map((r) => r[0])).toEqual(['Recreational', 'Preschool']);
    expect(list.tables[1]?.rows).toHaveLength(2);
  });
});

describe('students per class, properties', () => {
  const input = fc.record({
    name: fc.constant('P'),
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
  const moneyKeys = ['revenuePerClass', 'coachCostPerClass', 'profitPerClass', 'weeklyProfit'] as const;

  it('never gives NaN or Infinity and keeps money in cents', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const p = classSizeProgramInputSchema.parse(raw);
        const r = classSizes(p);
        expect(allFinite(r)).toBe(true);
        for (const k of moneyKeys) if (r[k] !== null) expect(isCents(r[k])).toBe(true);
        expect(allFinite(classSizeTotals([p, p]))).toBe(true);
        expect(allFinite(classSizeListReport([p]))).toBe(true);
      }),
    );
  });

  it('never lowers revenue per class with more students at a positive price', () => {
    fc.assert(
      fc.property(input, whole(1000), (p, extra) => {
        const before = classSizes(p).revenuePerClass;
        const after = classSizes({ ...p, enrollments: p.enrollments + extra }).revenuePerClass;
        if (before !== null) expect(after!).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('gives the smallest class that covers one coach, within the ratio', () => {
    fc.assert(
      fc.property(input, (p) => {
        const size = classSizes(p).breakEvenClassSize;
        if (size === null) return;
        const oneCoach = roundCents((p.classLength / 60) * p.instructorWage);
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(p.studentProgramRatio);
        expect(roundCents(size * p.pricePerClass)).toBeGreaterThanOrEqual(oneCoach);
        if (size > 1) expect(roundCents((size - 1) * p.pricePerClass)).toBeLessThan(oneCoach);
      }),
    );
  });
});
