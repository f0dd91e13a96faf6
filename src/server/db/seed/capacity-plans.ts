import { eq } from 'drizzle-orm';
import {
  capacityPlanInputSchema,
  type CapacityPlanInput,
  type ScheduleCell,
} from '../../../shared/tools/capacity-plans';
import { classSizeProgramInputSchema } from '../../../shared/tools/class-sizes';
import type { Tx } from '../client';
import { gymCapacityPlans, studentClassPrograms, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo content of /students-per-class and /gym-capacity-planner (decision 0125): the demo owner's
 * gym (IL-1001, 14,500 usable sq ft) has its class programs by age and level, and a fall plan of
 * weekday afternoons and Saturday mornings on its own floor and equipment. Illustrative figures of
 * a mid-size gym ($18–$38 a class, coaches at $16–$24 an hour), not survey data; everything goes
 * through the shared schemas, so the pages show what the formulas give.
 */

const base = { percentEnrollment: 85, officeManagerWage: 0, generalManagerWage: 0, weeks: 12 };

export const DEMO_CLASS_PROGRAMS = [
  // 26 ÷ 4 = 6.5 a class of 8 pairs; one coach.
  {
    name: 'Parent & tot (18 months–3)',
    studentsPerClass: 8,
    totalClasses: 4,
    enrollments: 26,
    studentProgramRatio: 8,
    classLength: 45,
    pricePerClass: 18,
    instructorWage: 16,
    instructors: 1,
    instructorHours: 4,
  },
  // 61 ÷ 10 = 6.1 a class at 6:1: one child past the ratio calls a second coach into most classes.
  {
    name: 'Preschool (ages 3–5)',
    studentsPerClass: 8,
    totalClasses: 10,
    enrollments: 61,
    studentProgramRatio: 6,
    classLength: 45,
    pricePerClass: 19,
    instructorWage: 17,
    instructors: 3,
    instructorHours: 6,
  },
  {
    name: 'Recreational (ages 6–8)',
    studentsPerClass: 10,
    totalClasses: 12,
    enrollments: 94,
    studentProgramRatio: 8,
    classLength: 60,
    pricePerClass: 21,
    instructorWage: 18,
    instructors: 4,
    instructorHours: 6,
  },
  // 37 ÷ 8 = 4.63 a class of 10: thin, worth merging.
  {
    name: 'Recreational (ages 9–12)',
    studentsPerClass: 10,
    totalClasses: 8,
    enrollments: 37,
    studentProgramRatio: 8,
    classLength: 60,
    pricePerClass: 21,
    instructorWage: 18,
    instructors: 2,
    instructorHours: 5,
  },
  // 83 ÷ 8 = 10.38 a class: two coaches each, 16 coach hours a week against the 15 worked.
  {
    name: 'Ninja (ages 6–12)',
    studentsPerClass: 12,
    totalClasses: 8,
    enrollments: 83,
    studentProgramRatio: 8,
    classLength: 60,
    pricePerClass: 22,
    instructorWage: 17,
    instructors: 3,
    instructorHours: 5,
  },
  {
    name: 'Competitive team (Levels 3–5)',
    studentsPerClass: 12,
    totalClasses: 5,
    enrollments: 46,
    studentProgramRatio: 6,
    classLength: 180,
    pricePerClass: 38,
    instructorWage: 24,
    instructors: 4,
    instructorHours: 15,
  },
  {
    name: 'Xcel team (Bronze–Gold)',
    studentsPerClass: 10,
    totalClasses: 4,
    enrollments: 34,
    studentProgramRatio: 8,
    classLength: 150,
    pricePerClass: 30,
    instructorWage: 22,
    instructors: 2,
    instructorHours: 10,
  },
].map((p) => ({ ...base, ...p }));

const PRESCHOOL = 0;
const REC_YOUNG = 1;
const REC_OLDER = 2;
const NINJA = 3;
const TEAM = 4;
const XCEL = 5;

/** (day, hour, [program, classes]…) */
const at = (day: number, hour: number, ...runs: [number, number][]): ScheduleCell => ({
  day,
  hour,
  runs: runs.map(([program, classes]) => ({ program, classes })),
});

/** Weekdays 3–9 PM (team practice 4–7 PM, Xcel Tuesday and Thursday evenings), Saturday 8 AM–2 PM. */
function fallSchedule(): ScheduleCell[] {
  const cells: ScheduleCell[] = [];
  for (const day of [0, 1, 2, 3]) {
    cells.push(
      at(day, 15, [PRESCHOOL, day % 2 === 0 ? 1 : 2]),
      at(day, 16, [REC_YOUNG, 2], [TEAM, 1]),
      at(day, 17, [REC_OLDER, 1], [NINJA, 1]),
      day % 2 === 1 ? at(day, 18, [REC_YOUNG, 1], [XCEL, 1]) : at(day, 18, [REC_YOUNG, 1]),
      at(day, 19, [NINJA, 1]),
    );
  }
  cells.push(
    at(4, 15, [PRESCHOOL, 1]),
    at(4, 16, [REC_YOUNG, 1], [TEAM, 1]),
    at(4, 17, [NINJA, 2]),
    at(4, 19, [NINJA, 2]),
    at(5, 8, [PRESCHOOL, 2]),
    at(5, 9, [REC_YOUNG, 2], [PRESCHOOL, 1], [XCEL, 1]),
    at(5, 10, [REC_YOUNG, 1], [REC_OLDER, 1], [NINJA, 2]),
    at(5, 11, [REC_YOUNG, 1], [NINJA, 1]),
    at(5, 12, [REC_OLDER, 1]),
  );
  return cells;
}

export const DEMO_CAPACITY_PLAN = {
  name: 'Fall 2026 weekly schedule',
  description: 'September–December: rec, preschool and ninja after school, team and Xcel practices, Saturday mornings.',
  gymProfile: {
    usableSqft: 14_500,
    sqftPerAthlete: 50,
    openHours: [...[0, 1, 2, 3, 4].map((day) => ({ day, opens: 15, closes: 21 })), { day: 5, opens: 8, closes: 14 }],
  },
  // The gym's facts' counts, each with how many athletes work one station at once.
  equipment: [
    { kind: 'Bars', count: 4, athletesPerStation: 4 },
    { kind: 'Beams', count: 6, athletesPerStation: 3 },
    { kind: 'Vaults', count: 2, athletesPerStation: 3 },
    { kind: 'Floors', count: 1, athletesPerStation: 10 },
    { kind: 'Pits', count: 1, athletesPerStation: 4 },
    { kind: 'Trampolines', count: 2, athletesPerStation: 2 },
  ],
  programs: [
    { name: 'Preschool (ages 3–5)', studentsPerClass: 8, coachRatio: 6, classLength: 45 },
    { name: 'Recreational (ages 6–8)', studentsPerClass: 10, coachRatio: 8, classLength: 60 },
    { name: 'Recreational (ages 9–12)', studentsPerClass: 10, coachRatio: 8, classLength: 60 },
    { name: 'Ninja (ages 6–12)', studentsPerClass: 12, coachRatio: 8, classLength: 60 },
    { name: 'Competitive team', studentsPerClass: 12, coachRatio: 6, classLength: 180 },
    { name: 'Xcel team', studentsPerClass: 10, coachRatio: 8, classLength: 150 },
  ],
  schedule: fallSchedule(),
} satisfies Omit<CapacityPlanInput, 'description'> & { description: string };

export async function seedDemoCapacityPlans(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  const { gymId, id: createdBy } = owner;
  await tx
    .insert(studentClassPrograms)
    .values(DEMO_CLASS_PROGRAMS.map((raw) => ({ ...classSizeProgramInputSchema.parse(raw), gymId, createdBy })));
  const plan = capacityPlanInputSchema.parse(DEMO_CAPACITY_PLAN);
  await tx.insert(gymCapacityPlans).values({ ...plan, gymId, createdBy });
}
