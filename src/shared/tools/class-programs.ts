import { z } from 'zod';
import { amount, count, percent, rowName, toolsMessages as m } from './fields';
import { ceilWhole, floorWhole, percentOf, roundCents, roundTo } from './numbers';
import type { ReportBody } from './report';

/**
 * Spec 001 §3 capacity_programs and student_class_programs (the same fields): how full a program's
 * classes are, what it earns and what its staff cost over a period. The spec names the fields only;
 * our reading of each:
 * - the schedule is weekly: `totalClasses` classes a week of at most `studentsPerClass` students;
 * - `enrollments` are seats filled a week (a child in two classes a week counts twice);
 * - `pricePerClass` is what one student pays for one class;
 * - `percentEnrollment` is the fill the owner aims for, 0–100;
 * - `studentProgramRatio` is whole students per instructor (6 means 6:1), 0 when not set;
 * - `classLength` is in minutes;
 * - `instructors` each work `instructorHours` a week at `instructorWage` an hour;
 * - `officeManagerWage` and `generalManagerWage` are the weekly share of those wages charged to
 *   this program;
 * - `weeks` is the length of the period planned (a 12-week session, 52 for a year); money outputs
 *   cover that whole period.
 */
export const classProgramInputSchema = z.object({
  name: rowName(m.programNameRequired),
  studentProgramRatio: count('Students per instructor', 1_000),
  percentEnrollment: percent('Percent enrollment'),
  enrollments: count('Enrollments'),
  studentsPerClass: count('Students per class', 1_000),
  totalClasses: count('Total classes', 10_000),
  classLength: amount('Class length', 1_440),
  instructors: count('Instructors', 10_000),
  instructorHours: amount('Instructor hours', 168),
  pricePerClass: amount('Price per class', 100_000),
  instructorWage: amount('Instructor wage', 10_000),
  officeManagerWage: amount('Office manager wage'),
  generalManagerWage: amount('General manager wage'),
  weeks: count('Weeks', 520),
});
export type ClassProgramInput = z.output<typeof classProgramInputSchema>;

export interface ClassProgramResult {
  /** Seats a week: studentsPerClass × totalClasses. */
  capacity: number;
  /** Seats still free a week; 0 when overbooked. */
  openSeats: number;
  /** enrollments ÷ capacity × 100, two decimals; above 100 when overbooked; 0 with no capacity. */
  utilizationPercent: number;
  /** capacity × percentEnrollment ÷ 100, rounded down to whole seats. */
  targetEnrollments: number;
  /** Instructors one full class needs: ceil(studentsPerClass ÷ ratio); null when no ratio is set. */
  instructorsPerClass: number | null;
  /** totalClasses × classLength ÷ 60, two decimals. */
  classHoursPerWeek: number;
  /** enrollments × pricePerClass × weeks. */
  revenue: number;
  /** targetEnrollments × pricePerClass × weeks: the revenue at the owner's target fill. */
  targetRevenue: number;
  /** instructors × instructorHours × instructorWage × weeks. */
  instructorCost: number;
  /** (officeManagerWage + generalManagerWage) × weeks. */
  overheadCost: number;
  /** instructorCost + overheadCost. */
  totalCost: number;
  /** revenue − totalCost; negative when the program loses money. */
  grossMargin: number;
  /** grossMargin ÷ revenue × 100, two decimals; null with no revenue (no margin to speak of). */
  grossMarginPercent: number | null;
}

export function classProgram(p: Omit<ClassProgramInput, 'name'>): ClassProgramResult {
  const capacity = p.studentsPerClass * p.totalClasses;
  const targetEnrollments = floorWhole((capacity * p.percentEnrollment) / 100);
  const revenue = roundCents(p.enrollments * p.pricePerClass * p.weeks);
  const instructorCost = roundCents(p.instructors * p.instructorHours * p.instructorWage * p.weeks);
  const overheadCost = roundCents((p.officeManagerWage + p.generalManagerWage) * p.weeks);
  const totalCost = roundCents(instructorCost + overheadCost);
  const grossMargin = roundCents(revenue - totalCost);
  return {
    capacity,
    openSeats: Math.max(0, capacity - p.enrollments),
    utilizationPercent: percentOf(p.enrollments, capacity, 0),
    targetEnrollments,
    instructorsPerClass: p.studentProgramRatio === 0 ? null : ceilWhole(p.studentsPerClass / p.studentProgramRatio),
    classHoursPerWeek: roundTo((p.totalClasses * p.classLength) / 60, 2),
    revenue,
    targetRevenue: roundCents(targetEnrollments * p.pricePerClass * p.weeks),
    instructorCost,
    overheadCost,
    totalCost,
    grossMargin,
    grossMarginPercent: percentOf(grossMargin, revenue, null),
  };
}

/** A class program as a report (its export): the spec's fields, then what they give over the period. */
export function classProgramReport(p: ClassProgramInput, r: ClassProgramResult): ReportBody {
  const n = (key: keyof ClassProgramInput & string, label: string, unit: 'number' | 'money' | 'percent' = 'number') =>
    ({ key, label, value: p[key] as number, unit }) as const;
  return {
    inputs: [
      n('totalClasses', 'Classes a week'),
      n('studentsPerClass', 'Students per class (max)'),
      n('enrollments', 'Enrollments (seats filled a week)'),
      n('percentEnrollment', 'Target enrollment', 'percent'),
      n('studentProgramRatio', 'Students per instructor'),
      n('classLength', 'Class length (minutes)'),
      n('pricePerClass', 'Price per class', 'money'),
      n('instructors', 'Instructors'),
      n('instructorHours', 'Hours per instructor a week'),
      n('instructorWage', 'Instructor wage (per hour)', 'money'),
      n('officeManagerWage', 'Office manager share (per week)', 'money'),
      n('generalManagerWage', 'General manager share (per week)', 'money'),
      n('weeks', 'Weeks in the period'),
    ],
    results: [
      { key: 'capacity', label: 'Seats a week', value: r.capacity, unit: 'number' },
      { key: 'utilizationPercent', label: 'Utilisation', value: r.utilizationPercent, unit: 'percent', primary: true },
      { key: 'openSeats', label: 'Open seats a week', value: r.openSeats, unit: 'number' },
      { key: 'targetEnrollments', label: 'Enrollments at target', value: r.targetEnrollments, unit: 'number' },
      { key: 'instructorsPerClass', label: 'Instructors per full class', value: r.instructorsPerClass, unit: 'number' },
      { key: 'classHoursPerWeek', label: 'Class hours a week', value: r.classHoursPerWeek, unit: 'number' },
      { key: 'revenue', label: 'Revenue for the period', value: r.revenue, unit: 'money' },
      { key: 'targetRevenue', label: 'Revenue at target', value: r.targetRevenue, unit: 'money' },
      { key: 'instructorCost', label: 'Instructor cost', value: r.instructorCost, unit: 'money' },
      { key: 'overheadCost', label: 'Management share', value: r.overheadCost, unit: 'money' },
      { key: 'totalCost', label: 'Total cost', value: r.totalCost, unit: 'money' },
      { key: 'grossMargin', label: 'Gross margin', value: r.grossMargin, unit: 'money', primary: true },
      { key: 'grossMarginPercent', label: 'Gross margin %', value: r.grossMarginPercent, unit: 'percent' },
    ],
    tables: [],
  };
}
