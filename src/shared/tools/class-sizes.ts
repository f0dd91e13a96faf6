import { z } from 'zod';
import { classProgramInputSchema, type ClassProgramInput } from './class-programs';
import { ceilWhole, percentOf, ratio, roundCents, roundTo, sumCents } from './numbers';
import { classProgramRecordSchema } from './records';
import { formatFigure, type ReportBody, type ReportTable } from './report';

/**
 * /students-per-class (spec 001 §3 student_class_programs, decision 0125): how big each program's
 * classes run against its coach ratio, what one class earns and costs in coaching, and the
 * smallest class that pays for its coaches. The table has capacity_programs' fields, read as
 * class-programs.ts reads them: totalClasses classes a week of at most studentsPerClass students,
 * enrollments seats filled a week, studentProgramRatio students per coach (0 when not set),
 * classLength in minutes, pricePerClass per student, instructorWage an hour, and instructors who
 * each work instructorHours a week.
 */

/** The same fields and messages as the class programs, capacity_programs (the spec gives both tables one list). */
export const classSizeProgramInputSchema = classProgramInputSchema;
export type ClassSizeProgramInput = ClassProgramInput;

/** Below this fill a class "runs thin": fewer than half its places taken. */
export const THIN_FILL_PERCENT = 50;

export const CLASS_SIZE_WARNINGS = ['overFull', 'thin', 'belowBreakEven', 'neverBreaksEven', 'overRatio'] as const;
export type ClassSizeWarningCode = (typeof CLASS_SIZE_WARNINGS)[number];
export interface ClassSizeWarning {
  code: ClassSizeWarningCode;
  message: string;
}

const n = (value: number) => formatFigure(value, 'number');
const usd = (value: number) => formatFigure(value, 'money');

/** The page's and the API's texts, written once. */
export const classSizeMessages = {
  notFound: 'Class program not found',
  overFull: (average: number, max: number) =>
    `Classes average ${n(average)} students, more than the ${n(max)} a class is meant to hold.`,
  thin: (average: number, fill: number, max: number) =>
    `Classes run thin: ${n(average)} students on average fill ${n(fill)}% of the ${n(max)} places.`,
  belowBreakEven: (average: number, breakEven: number) =>
    `Classes average ${n(average)} students but need ${n(breakEven)} to cover their coaches.`,
  neverBreaksEven: (price: number, ratioOf: number, coachCost: number) =>
    `No class size covers its coaches at ${usd(price)} a class: ${n(ratioOf)} students (one coach's most) ` +
    `bring ${usd(roundCents(price * ratioOf))}, the coach costs ${usd(coachCost)}.`,
  overRatio: (ratioOf: number, needed: number, worked: number) =>
    `At ${n(ratioOf)}:1 these classes need ${n(needed)} coach hours a week; your coaches work ${n(worked)}.`,
} as const;
const m = classSizeMessages;

export interface ClassSizeResult {
  /** enrollments ÷ totalClasses, two decimals; null with no class a week. */
  averageStudentsPerClass: number | null;
  /** Average size ÷ studentsPerClass × 100 (enrollments ÷ seats), two decimals; null with no class or no size. */
  fillPercent: number | null;
  /** Coaches a class of the average size needs: ceil(average ÷ ratio); null without a ratio or a class. */
  coachesPerClass: number | null;
  /** Coaches a full class needs: ceil(studentsPerClass ÷ ratio); null without a ratio. */
  coachesForFullClass: number | null;
  /** Average size ÷ coaches per class, two decimals; null when no coach is needed. */
  studentsPerCoach: number | null;
  /** enrollments × pricePerClass ÷ totalClasses: what one class brings in; null with no class. */
  revenuePerClass: number | null;
  /** coachesPerClass × classLength ÷ 60 × instructorWage; null when the coaches are not known. */
  coachCostPerClass: number | null;
  /** revenuePerClass − coachCostPerClass; negative when a class loses money on its coaches. */
  profitPerClass: number | null;
  /** profitPerClass × totalClasses, from the unrounded figures: the classes' weekly profit after coaching. */
  weeklyProfit: number | null;
  /**
   * The smallest class (1 student or more) whose tuition covers its coaches. It is never above the
   * ratio: a class past it pays a second coach for fewer students than the first. null without a
   * ratio, or when even one coach's fullest class does not pay for that coach.
   */
  breakEvenClassSize: number | null;
  /** Coach hours the week's classes need at the average size: coaches × length × classes, two decimals. */
  coachHoursNeeded: number | null;
  /** Coach hours the program's coaches work a week: instructors × instructorHours, two decimals. */
  coachHoursWorked: number;
  /** What the owner should look at, in words: over-full, thin, losing or over-ratio classes. */
  warnings: ClassSizeWarning[];
}

type Inputs = Omit<ClassSizeProgramInput, 'name'>;

/** The cost of `coaches` coaches for one class: minutes ÷ 60 × wage each, to the cent. */
const coachCost = (p: Inputs, coaches: number) => roundCents(((coaches * p.classLength) / 60) * p.instructorWage);

/**
 * The smallest class size n ≥ 1 with n × price ≥ its coaches' cost. Within the first coach's band
 * (n ≤ ratio) the cost is one coach's and revenue grows with n, so the answer is ceil(cost ÷ price)
 * when that is within the band; past the band the k-th coach's class of at most k × ratio brings at
 * most k × ratio × price, which covers k coaches only if one coach's band already did.
 */
function breakEvenSize(p: Inputs): number | null {
  if (p.studentProgramRatio === 0) return null;
  const oneCoach = coachCost(p, 1);
  if (oneCoach === 0) return 1;
  if (p.pricePerClass === 0) return null;
  const covers = (size: number) => roundCents(size * p.pricePerClass) >= oneCoach;
  // The quotient is a float: settle it on the cents the page shows (bounded: the ratio is at most 1,000).
  let size = Math.min(p.studentProgramRatio + 1, Math.max(1, ceilWhole(oneCoach / p.pricePerClass)));
  while (size > 1 && covers(size - 1)) size -= 1;
  while (!covers(size) && size <= p.studentProgramRatio) size += 1;
  return size <= p.studentProgramRatio ? size : null;
}

export function classSizes(p: Inputs): ClassSizeResult {
  const hasClasses = p.totalClasses > 0;
  const exactAverage = ratio(p.enrollments, p.totalClasses, null);
  const average = exactAverage === null ? null : roundTo(exactAverage, 2);
  const withRatio = p.studentProgramRatio > 0;
  const coachesPerClass = withRatio && exactAverage !== null ? ceilWhole(exactAverage / p.studentProgramRatio) : null;
  const revenuePerClass = exactAverage === null ? null : roundCents((p.enrollments * p.pricePerClass) / p.totalClasses);
  const coachCostPerClass = coachesPerClass === null ? null : coachCost(p, coachesPerClass);
  const profitPerClass =
    revenuePerClass === null || coachCostPerClass === null ? null : roundCents(revenuePerClass - coachCostPerClass);
  const weeklyProfit =
    coachesPerClass === null
      ? null
      : roundCents(
          p.enrollments * p.pricePerClass -
            ((coachesPerClass * p.classLength) / 60) * p.instructorWage * p.totalClasses,
        );
  const coachHoursNeeded =
    coachesPerClass === null ? null : roundTo((coachesPerClass * p.classLength * p.totalClasses) / 60, 2);
  const coachHoursWorked = roundTo(p.instructors * p.instructorHours, 2);
  const fillPercent = hasClasses ? percentOf(p.enrollments, p.totalClasses * p.studentsPerClass, null) : null;
  const breakEvenClassSize = breakEvenSize(p);

  const warnings: ClassSizeWarning[] = [];
  if (average !== null && fillPercent !== null && p.enrollments > 0) {
    if (average > p.studentsPerClass)
      warnings.push({ code: 'overFull', message: m.overFull(average, p.studentsPerClass) });
    else if (fillPercent < THIN_FILL_PERCENT)
      warnings.push({ code: 'thin', message: m.thin(average, fillPercent, p.studentsPerClass) });
  }
  if (average !== null && p.enrollments > 0 && withRatio) {
    if (breakEvenClassSize === null)
      warnings.push({
        code: 'neverBreaksEven',
        message: m.neverBreaksEven(p.pricePerClass, p.studentProgramRatio, coachCost(p, 1)),
      });
    else if (average < breakEvenClassSize)
      warnings.push({ code: 'belowBreakEven', message: m.belowBreakEven(average, breakEvenClassSize) });
  }
  if (coachHoursNeeded !== null && coachHoursWorked > 0 && coachHoursNeeded > coachHoursWorked)
    warnings.push({
      code: 'overRatio',
      message: m.overRatio(p.studentProgramRatio, coachHoursNeeded, coachHoursWorked),
    });

  return {
    averageStudentsPerClass: average,
    fillPercent,
    coachesPerClass,
    coachesForFullClass: withRatio ? ceilWhole(p.studentsPerClass / p.studentProgramRatio) : null,
    studentsPerCoach: coachesPerClass && exactAverage !== null ? roundTo(exactAverage / coachesPerClass, 2) : null,
    revenuePerClass,
    coachCostPerClass,
    profitPerClass,
    weeklyProfit,
    breakEvenClassSize,
    coachHoursNeeded,
    coachHoursWorked,
    warnings,
  };
}

export interface ClassSizeTotals {
  programs: number;
  /** Σ classes a week. */
  classes: number;
  /** Σ enrollments a week. */
  enrollments: number;
  /** Σ studentsPerClass × totalClasses. */
  seats: number;
  /** Σ enrollments ÷ Σ classes, two decimals (the network benchmark's figure); null with no class. */
  averageStudentsPerClass: number | null;
  /** Σ enrollments ÷ Σ seats × 100, two decimals; null with no seat. */
  fillPercent: number | null;
  /** Σ weekly profit of the programs whose coaches are known (a ratio set). */
  weeklyProfit: number;
  /** Programs left out of the weekly profit: no ratio, so no coach cost. */
  programsWithoutRatio: number;
}

/** The gym's whole timetable: the benchmark's average class size and the week's profit after coaching. */
export function classSizeTotals(programs: readonly Inputs[]): ClassSizeTotals {
  const classes = programs.reduce((s, p) => s + p.totalClasses, 0);
  const enrollments = programs.reduce((s, p) => s + p.enrollments, 0);
  const seats = programs.reduce((s, p) => s + p.totalClasses * p.studentsPerClass, 0);
  const profits = programs.map((p) => classSizes(p).weeklyProfit);
  const average = ratio(enrollments, classes, null);
  return {
    programs: programs.length,
    classes,
    enrollments,
    seats,
    averageStudentsPerClass: average === null ? null : roundTo(average, 2),
    fillPercent: percentOf(enrollments, seats, null),
    weeklyProfit: sumCents(profits.filter((x): x is number => x !== null)),
    programsWithoutRatio: profits.filter((x) => x === null).length,
  };
}

// ---- reports: the exports of one program and of the gym's list ----

const programInputs = (p: ClassSizeProgramInput): ReportBody['inputs'] => [
  { key: 'studentsPerClass', label: 'Max students per class', value: p.studentsPerClass, unit: 'number' },
  { key: 'totalClasses', label: 'Classes a week', value: p.totalClasses, unit: 'number' },
  { key: 'enrollments', label: 'Enrollments a week', value: p.enrollments, unit: 'number' },
  { key: 'studentProgramRatio', label: 'Students per coach', value: p.studentProgramRatio || null, unit: 'number' },
  { key: 'classLength', label: 'Class length (minutes)', value: p.classLength, unit: 'number' },
  { key: 'pricePerClass', label: 'Price per class (per student)', value: p.pricePerClass, unit: 'money' },
  { key: 'instructorWage', label: 'Coach wage an hour', value: p.instructorWage, unit: 'money' },
  { key: 'instructors', label: 'Coaches on the program', value: p.instructors, unit: 'number' },
  { key: 'instructorHours', label: 'Hours per coach a week', value: p.instructorHours, unit: 'number' },
];

const programResults = (r: ClassSizeResult): ReportBody['results'] => [
  {
    key: 'averageStudentsPerClass',
    label: 'Average students per class',
    value: r.averageStudentsPerClass,
    unit: 'number',
    primary: true,
  },
  { key: 'fillPercent', label: 'Fill of the class size', value: r.fillPercent, unit: 'percent' },
  { key: 'coachesPerClass', label: 'Coaches a class needs', value: r.coachesPerClass, unit: 'number' },
  { key: 'revenuePerClass', label: 'Revenue per class', value: r.revenuePerClass, unit: 'money' },
  { key: 'coachCostPerClass', label: 'Coach cost per class', value: r.coachCostPerClass, unit: 'money' },
  { key: 'profitPerClass', label: 'Profit per class', value: r.profitPerClass, unit: 'money', primary: true },
  { key: 'breakEvenClassSize', label: 'Break-even class size', value: r.breakEvenClassSize, unit: 'number' },
  { key: 'weeklyProfit', label: 'Weekly profit after coaching', value: r.weeklyProfit, unit: 'money' },
];

const warningTable = (rows: [string, ClassSizeWarning][]): ReportTable[] =>
  rows.length
    ? [
        {
          key: 'warnings',
          heading: 'Worth a look',
          columns: [
            { label: 'Program', unit: 'text' },
            { label: 'Warning', unit: 'text' },
          ],
          rows: rows.map(([name, w]) => [name, w.message]),
        },
      ]
    : [];

/** One program told as a report (its export). */
export function classSizeReport(p: ClassSizeProgramInput): ReportBody {
  const r = classSizes(p);
  return {
    inputs: programInputs(p),
    results: programResults(r),
    tables: warningTable(r.warnings.map((w) => [p.name, w])),
  };
}

/** The gym's programs told as one report: the totals, then a row per program. */
export function classSizeListReport(programs: readonly ClassSizeProgramInput[]): ReportBody {
  const t = classSizeTotals(programs);
  const each = programs.map((p) => ({ p, r: classSizes(p) }));
  return {
    inputs: [
      { key: 'programs', label: 'Programs', value: t.programs, unit: 'number' },
      { key: 'classes', label: 'Classes a week', value: t.classes, unit: 'number' },
      { key: 'enrollments', label: 'Enrollments a week', value: t.enrollments, unit: 'number' },
      { key: 'seats', label: 'Places a week', value: t.seats, unit: 'number' },
    ],
    results: [
      {
        key: 'averageStudentsPerClass',
        label: 'Average students per class',
        value: t.averageStudentsPerClass,
        unit: 'number',
        primary: true,
      },
      { key: 'fillPercent', label: 'Fill of all places', value: t.fillPercent, unit: 'percent' },
      { key: 'weeklyProfit', label: 'Weekly profit after coaching', value: t.weeklyProfit, unit: 'money' },
    ],
    tables: [
      {
        key: 'programs',
        heading: 'By program',
        columns: [
          { label: 'Program', unit: 'text' },
          { label: 'Max size', unit: 'number' },
          { label: 'Classes a week', unit: 'number' },
          { label: 'Enrollments', unit: 'number' },
          { label: 'Average size', unit: 'number' },
          { label: 'Fill', unit: 'percent' },
          { label: 'Coaches a class', unit: 'number' },
          { label: 'Revenue a class', unit: 'money' },
          { label: 'Coach cost a class', unit: 'money' },
          { label: 'Profit a class', unit: 'money' },
          { label: 'Break-even size', unit: 'number' },
        ],
        rows: each.map(({ p, r }) => [
          p.name,
          p.studentsPerClass,
          p.totalClasses,
          p.enrollments,
          r.averageStudentsPerClass,
          r.fillPercent,
          r.coachesPerClass,
          r.revenuePerClass,
          r.coachCostPerClass,
          r.profitPerClass,
          r.breakEvenClassSize,
        ]),
      },
      ...warningTable(each.flatMap(({ p, r }) => r.warnings.map((w): [string, ClassSizeWarning] => [p.name, w]))),
    ],
  };
}

// ---- the API's answers ----

const nullableNumber = z.number().nullable();
export const classSizeResultSchema = z.object({
  averageStudentsPerClass: nullableNumber,
  fillPercent: nullableNumber,
  coachesPerClass: nullableNumber,
  coachesForFullClass: nullableNumber,
  studentsPerCoach: nullableNumber,
  revenuePerClass: nullableNumber,
  coachCostPerClass: nullableNumber,
  profitPerClass: nullableNumber,
  weeklyProfit: nullableNumber,
  breakEvenClassSize: nullableNumber,
  coachHoursNeeded: nullableNumber,
  coachHoursWorked: z.number(),
  warnings: z.array(z.object({ code: z.enum(CLASS_SIZE_WARNINGS), message: z.string() })),
});

/** GET/POST/PUT /api/student-class-programs(/:id): the stored fields and, under `results`, classSizes. */
export const classSizeProgramSchema = classProgramRecordSchema(classSizeResultSchema);
export type ClassSizeProgramRecord = z.output<typeof classSizeProgramSchema>;
