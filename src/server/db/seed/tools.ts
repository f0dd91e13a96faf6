import { eq, inArray } from 'drizzle-orm';
import { classProgramInputSchema } from '../../../shared/tools/class-programs';
import { meetExpensesInputSchema, meetExpenseTotals } from '../../../shared/tools/meet-expenses';
import { proShopItemInputSchema, proShopPrice } from '../../../shared/tools/pro-shop';
import { gymFactsInputSchema } from '../../../shared/tools/gym-facts';
import { storedMeet } from '../../features/tools/index';
import type { Tx } from '../client';
import {
  capacityPrograms,
  gymCapacity,
  gymPrograms,
  gyms,
  meetExpenseDetails,
  meetExpenses,
  meetLevelEntries,
  proShopItems,
  users,
} from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * The demo business tools: the demo owner's gym has meet budgets for a state meet and
 * two invitationals (USA Gymnastics Development Program and Xcel entry fees of 2025–26), a pro
 * shop of eight items, three class programs; every demo gym has its facts. Inputs go through the
 * same schemas and formulas as the API, so the figures are the ones the tools show.
 */
const noTravel = {
  milesPerTrip: 0,
  numRoundTrips: 0,
  mileageRate: 0.7,
  tollsPerTrip: 0,
  numNights: 0,
  costPerNight: 0,
};

const MEETS = [
  {
    meetName: 'Illinois Level 4–5 State Championships',
    date: '2026-03-14',
    location: 'Bloomington, IL',
    levels: [
      { levelName: 'Level 4', numGymnasts: 9, costPerGymnast: 110 },
      { levelName: 'Level 5', numGymnasts: 6, costPerGymnast: 115 },
    ],
    details: {
      milesPerTrip: 142,
      numRoundTrips: 2,
      mileageRate: 0.7,
      tollsPerTrip: 6.4,
      numNights: 2,
      costPerNight: 149,
      numSessions: 4,
      costPerSession: 45,
      foodExpensePerSession: 60,
      otherExpenses: 120,
      miscExpenses: 40,
      numTeams: 2,
      teamFee: 50,
      enableCreditCardFee: true,
      creditCardFeePercentage: 3,
    },
  },
  {
    meetName: 'Windy City Invitational',
    date: '2026-01-24',
    location: 'Rosemont, IL',
    levels: [
      { levelName: 'Level 3', numGymnasts: 8, costPerGymnast: 95 },
      { levelName: 'Level 4', numGymnasts: 9, costPerGymnast: 100 },
      { levelName: 'Xcel Silver', numGymnasts: 7, costPerGymnast: 90 },
      { levelName: 'Xcel Gold', numGymnasts: 5, costPerGymnast: 105 },
    ],
    details: {
      ...noTravel,
      milesPerTrip: 196,
      numRoundTrips: 2,
      tollsPerTrip: 12.8,
      numNights: 1,
      costPerNight: 164,
      numSessions: 3,
      costPerSession: 35,
      foodExpensePerSession: 45,
      otherExpenses: 85,
      miscExpenses: 0,
      numTeams: 4,
      teamFee: 75,
      enableCreditCardFee: true,
      creditCardFeePercentage: 2.9,
    },
  },
  {
    meetName: 'Prairie Stars Xcel Invitational',
    date: '2026-02-07',
    location: 'Peoria, IL',
    levels: [
      { levelName: 'Xcel Bronze', numGymnasts: 12, costPerGymnast: 85 },
      { levelName: 'Xcel Silver', numGymnasts: 7, costPerGymnast: 90 },
    ],
    details: {
      ...noTravel,
      milesPerTrip: 64,
      numRoundTrips: 1,
      numSessions: 2,
      costPerSession: 30,
      foodExpensePerSession: 0,
      otherExpenses: 0,
      miscExpenses: 25,
      numTeams: 2,
      teamFee: 40,
      enableCreditCardFee: false,
      creditCardFeePercentage: 0,
    },
  },
];

const PRO_SHOP = [
  { itemName: 'Dowel grips (pair)', itemCost: 28.5, markupType: 'percent', markupPercent: 75, ccFeePercent: 3 },
  { itemName: 'Competition leotard', itemCost: 62, markupType: 'percent', markupPercent: 60, ccFeePercent: 3 },
  { itemName: 'Practice leotard', itemCost: 24, markupType: 'percent', markupPercent: 100, ccFeePercent: 3 },
  { itemName: 'Team warm-up jacket', itemCost: 48, markupType: 'amount', markupAmount: 32, ccFeePercent: 3 },
  { itemName: 'Logo water bottle', itemCost: 4.25, markupType: 'amount', markupAmount: 7.75, ccFeePercent: 3 },
  { itemName: 'Gym T-shirt', itemCost: 7.8, markupType: 'percent', markupPercent: 155, ccFeePercent: 3 },
  { itemName: 'Wrist supports', itemCost: 11.5, markupType: 'percent', markupPercent: 90, ccFeePercent: 3 },
  { itemName: 'Grip bag', itemCost: 6, markupType: 'amount', markupAmount: 8, ccFeePercent: 3 },
];

const PROGRAMS = [
  {
    name: 'Preschool (ages 3–5)',
    studentProgramRatio: 6,
    percentEnrollment: 85,
    enrollments: 104,
    studentsPerClass: 8,
    totalClasses: 16,
    classLength: 45,
    instructors: 4,
    instructorHours: 8,
    pricePerClass: 19,
    instructorWage: 17,
    officeManagerWage: 150,
    generalManagerWage: 200,
    weeks: 12,
  },
  {
    name: 'Recreational (ages 6–12)',
    studentProgramRatio: 8,
    percentEnrollment: 85,
    enrollments: 168,
    studentsPerClass: 10,
    totalClasses: 20,
    classLength: 60,
    instructors: 5,
    instructorHours: 12,
    pricePerClass: 22,
    instructorWage: 18,
    officeManagerWage: 200,
    generalManagerWage: 300,
    weeks: 12,
  },
  {
    name: 'Competitive team',
    studentProgramRatio: 10,
    percentEnrollment: 90,
    enrollments: 46,
    studentsPerClass: 12,
    totalClasses: 5,
    classLength: 180,
    instructors: 4,
    instructorHours: 15,
    pricePerClass: 38,
    instructorWage: 24,
    officeManagerWage: 100,
    generalManagerWage: 250,
    weeks: 12,
  },
];

/** Each demo gym's facts: space, equipment, slots and programs, by club number. */
const FACTS: Record<string, unknown> = {
  'IL-1001': {
    capacity: {
      usableSqft: 14_500,
      bars: 4,
      beams: 6,
      vaults: 2,
      floors: 1,
      pits: 1,
      trampolines: 2,
      weeklyClassSlots: 48,
      maxStudentsPerClass: 10,
    },
    programs: [
      {
        programType: 'Preschool gymnastics',
        monthlyPrice: 72,
        classesPerWeek: 1,
        notes: 'Parent-and-tot on Saturdays',
      },
      { programType: 'Recreational gymnastics', monthlyPrice: 88, classesPerWeek: 1 },
      { programType: 'Competitive team', monthlyPrice: 265, classesPerWeek: 4, notes: 'Levels 3–5 and Xcel' },
      { programType: 'Tumbling', monthlyPrice: 80, classesPerWeek: 1 },
    ],
  },
  'TX-2001': {
    capacity: {
      usableSqft: 18_000,
      bars: 3,
      beams: 4,
      vaults: 1,
      floors: 1,
      pits: 2,
      trampolines: 4,
      weeklyClassSlots: 60,
      maxStudentsPerClass: 12,
    },
    programs: [
      { programType: 'Ninja kids', monthlyPrice: 95, classesPerWeek: 1 },
      { programType: 'Ninja teens', monthlyPrice: 105, classesPerWeek: 1 },
      { programType: 'Recreational gymnastics', monthlyPrice: 85, classesPerWeek: 1 },
      { programType: 'Open gym', monthlyPrice: 0, classesPerWeek: 2, isActive: false, notes: 'Paused for summer' },
    ],
  },
  'CA-3001': {
    capacity: {
      usableSqft: 6_200,
      bars: 0,
      beams: 0,
      vaults: 0,
      floors: 0,
      pits: 0,
      trampolines: 0,
      weeklyClassSlots: 90,
      maxStudentsPerClass: 4,
    },
    programs: [
      { programType: 'Learn-to-swim (ages 3–5)', monthlyPrice: 120, classesPerWeek: 1 },
      { programType: 'Stroke school', monthlyPrice: 135, classesPerWeek: 1 },
      { programType: 'Swim team', monthlyPrice: 180, classesPerWeek: 3 },
    ],
  },
};

export async function seedDemoTools(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  const gymRows = await tx
    .select({ id: gyms.id, clubNumber: gyms.clubNumber })
    .from(gyms)
    .where(inArray(gyms.clubNumber, Object.keys(FACTS)));

  for (const gym of gymRows) {
    const facts = gymFactsInputSchema.parse(FACTS[gym.clubNumber]);
    if (facts.capacity)
      await tx
        .insert(gymCapacity)
        .values({ ...facts.capacity, gymId: gym.id })
        .onConflictDoNothing();
    const [existing] = await tx.select({ id: gymPrograms.id }).from(gymPrograms).where(eq(gymPrograms.gymId, gym.id));
    if (!existing && facts.programs?.length) {
      await tx
        .insert(gymPrograms)
        .values(facts.programs.map((p, displayOrder) => ({ ...p, gymId: gym.id, displayOrder })));
    }
  }

  if (!owner?.gymId) return;
  const gymId = owner.gymId;
  const createdBy = owner.id;
  for (const raw of MEETS) {
    const input = storedMeet(meetExpensesInputSchema.parse(raw));
    const [meet] = await tx
      .insert(meetExpenses)
      .values({
        gymId,
        createdBy,
        meetName: input.meetName,
        date: input.date,
        location: input.location,
        totals: meetExpenseTotals(input),
      })
      .returning({ id: meetExpenses.id });
    await tx
      .insert(meetLevelEntries)
      .values(input.levels.map((l, displayOrder) => ({ ...l, meetExpenseId: meet!.id, displayOrder })));
    await tx.insert(meetExpenseDetails).values({ ...input.details, meetExpenseId: meet!.id });
  }
  await tx.insert(proShopItems).values(
    PRO_SHOP.map((raw) => {
      const item = proShopItemInputSchema.parse(raw);
      return { ...item, ...proShopPrice(item), gymId, createdBy };
    }),
  );
  await tx
    .insert(capacityPrograms)
    .values(PROGRAMS.map((raw) => ({ ...classProgramInputSchema.parse(raw), gymId, createdBy })));
}
