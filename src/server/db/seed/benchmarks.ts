import { eq, inArray } from 'drizzle-orm';
import { arps, arpsInputSchema } from '../../../shared/tools/arps';
import { classProgramInputSchema } from '../../../shared/tools/class-programs';
import { churn, churnInputSchema } from '../../../shared/tools/churn';
import { revenueSqftInputSchema } from '../../../shared/tools/revenue';
import { roundCents } from '../../../shared/tools/numbers';
import { revenueSqftValues, storedRevenueSqft } from '../../features/tools/index';
import type { Tx } from '../client';
import {
  arpsData,
  gyms,
  programData,
  revenueSqftSummaries,
  studentClassPrograms,
  toolScenarios,
} from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * The network's saved figures ("the demo seed gives 8+ gyms saved figures so benchmarks
 * show on a fresh start"): fifteen demo gyms — all but the demo owner's, whose own tools seed its
 * detailed records — each with a year's revenue per square foot, an average revenue per student,
 * a month of churn and class programs. Illustrative figures for gyms of their size (revenue of
 * $45–$70 a usable square foot a year, tuition of $105–$175 a month, 2.5–5% monthly churn), not
 * survey data. Every figure goes through the shared formula, as a save through the API would.
 */
interface GymFigures {
  revenue: number;
  usableSqft: number;
  /** A month: members at its start, lost, joined; and the average monthly tuition. */
  members: [number, number, number];
  tuition: number;
  /** Average students per class of the recreational program. */
  classSize: number;
  /** Which figures this gym saved (not every gym uses every tool). */
  skip?: ('arps' | 'classes')[];
}

const NETWORK: Record<string, GymFigures> = {
  'IL-1002': { revenue: 1_050_000, usableSqft: 19_000, members: [420, 17, 21], tuition: 140, classSize: 8 },
  'TX-2001': { revenue: 1_380_000, usableSqft: 21_500, members: [560, 20, 26], tuition: 150, classSize: 9 },
  'TX-2002': { revenue: 610_000, usableSqft: 12_000, members: [300, 14, 18], tuition: 105, classSize: 10 },
  'CA-3001': { revenue: 1_720_000, usableSqft: 26_000, members: [640, 19, 25], tuition: 165, classSize: 7 },
  'CA-3002': { revenue: 890_000, usableSqft: 14_500, members: [380, 13, 15], tuition: 155, classSize: 8 },
  'FL-4001': { revenue: 940_000, usableSqft: 18_000, members: [450, 22, 24], tuition: 130, classSize: 9 },
  'OH-5001': {
    revenue: 820_000,
    usableSqft: 17_000,
    members: [400, 14, 17],
    tuition: 125,
    classSize: 8,
    skip: ['arps'],
  },
  'CO-6001': { revenue: 480_000, usableSqft: 10_500, members: [260, 12, 10], tuition: 110, classSize: 6 },
  'NY-7001': { revenue: 1_450_000, usableSqft: 21_000, members: [520, 16, 20], tuition: 175, classSize: 7 },
  'GA-8001': {
    revenue: 640_000,
    usableSqft: 13_000,
    members: [310, 15, 16],
    tuition: 115,
    classSize: 9,
    skip: ['classes'],
  },
  'WA-9001': { revenue: 910_000, usableSqft: 17_500, members: [410, 13, 18], tuition: 140, classSize: 8 },
  'ON-1101': {
    revenue: 1_010_000,
    usableSqft: 20_000,
    members: [470, 15, 19],
    tuition: 135,
    classSize: 8,
    skip: ['arps'],
  },
  'ON-1102': { revenue: 760_000, usableSqft: 15_500, members: [360, 14, 12], tuition: 128, classSize: 7 },
  'BC-1201': { revenue: 980_000, usableSqft: 19_000, members: [430, 16, 21], tuition: 138, classSize: 9 },
  'AB-1301': {
    revenue: 520_000,
    usableSqft: 11_500,
    members: [280, 13, 15],
    tuition: 108,
    classSize: 10,
    skip: ['classes'],
  },
};

/** Three programs around the gym's average tuition, and a yearly registration fee. */
function arpsInput(f: GymFigures) {
  const [members] = f.members;
  const recreational = Math.round(members * 0.6);
  const team = Math.round(members * 0.12);
  return arpsInputSchema.parse({
    programs: [
      { name: 'Recreational classes', students: recreational, monthlyTuition: roundCents(f.tuition * 0.85) },
      { name: 'Preschool', students: members - recreational - team, monthlyTuition: roundCents(f.tuition * 0.7) },
      { name: 'Competitive team', students: team, monthlyTuition: roundCents(f.tuition * 2.1) },
    ],
    annualFees: [{ name: 'Annual registration', amount: 60, studentsPaying: members }],
  });
}

/** A recreational and a preschool program at the gym's class size (seats filled a week over classes a week). */
function classPrograms(f: GymFigures) {
  const [members] = f.members;
  const program = (name: string, enrollments: number, size: number, ratio: number, pricePerClass: number) =>
    classProgramInputSchema.parse({
      name,
      studentProgramRatio: ratio,
      percentEnrollment: 85,
      enrollments,
      studentsPerClass: Math.max(size + 2, ratio),
      totalClasses: Math.ceil(enrollments / size),
      classLength: name === 'Preschool' ? 45 : 60,
      instructors: Math.ceil(enrollments / size / 6),
      instructorHours: 20,
      pricePerClass,
      instructorWage: 18,
      officeManagerWage: 0,
      generalManagerWage: 0,
      weeks: 12,
    });
  return [
    program('Recreational gymnastics', Math.round(members * 0.7), f.classSize, 8, roundCents(f.tuition / 4)),
    program('Preschool', Math.round(members * 0.25), Math.max(5, f.classSize - 2), 6, roundCents(f.tuition / 4.5)),
  ];
}

export async function seedNetworkFigures(tx: Tx): Promise<void> {
  const ownerGym = await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.clubNumber, DEMO_ACCOUNTS[0].clubNumber));
  const rows = await tx
    .select({ id: gyms.id, clubNumber: gyms.clubNumber })
    .from(gyms)
    .where(inArray(gyms.clubNumber, Object.keys(NETWORK)));
  for (const gym of rows) {
    if (ownerGym[0] && gym.id === ownerGym[0].id) continue;
    const f = NETWORK[gym.clubNumber]!;
    const gymId = gym.id;

    const quick = revenueSqftInputSchema.parse({
      kind: 'quick',
      name: '2025 year end',
      year: 2025,
      annualRevenue: f.revenue,
      squareFeet: f.usableSqft,
    });
    await tx.insert(revenueSqftSummaries).values({ ...revenueSqftValues(storedRevenueSqft(quick)), gymId });

    const [membersAtStart, membersLost, newMembers] = f.members;
    const churnInput = churnInputSchema.parse({
      membersAtStart,
      membersLost,
      newMembers,
      averageMonthlyTuition: f.tuition,
    });
    await tx.insert(toolScenarios).values({
      gymId,
      tool: 'churn-rate',
      name: 'October 2026',
      inputs: churnInput,
      results: { ...churn(churnInput) },
    });

    if (!f.skip?.includes('arps')) {
      const input = arpsInput(f);
      const [row] = await tx
        .insert(arpsData)
        .values({ gymId, name: '2025–26 season', annualFees: input.annualFees, ...arps(input) })
        .returning({ id: arpsData.id });
      await tx
        .insert(programData)
        .values(input.programs.map((p, displayOrder) => ({ ...p, arpsId: row!.id, displayOrder })));
    }
    if (!f.skip?.includes('classes')) {
      await tx.insert(studentClassPrograms).values(classPrograms(f).map((p) => ({ ...p, gymId })));
    }
  }
}
