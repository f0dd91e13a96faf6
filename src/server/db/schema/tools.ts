import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { MeetExpenseTotals } from '../../../shared/tools/meet-expenses';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Spec 001 §3 Tools and Gyms: the saved calculations and the gym's own facts (issue 15, decision
 * 0110). Every row belongs to a gym: all its members read and edit it, another gym never sees it.
 * Money is numeric(12,2) (cents); rates, percentages, miles, hours and minutes keep four decimals
 * in numeric(14,4). Both are read back as numbers.
 */
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
/** A computed price can pass the inputs' bound (a 10,000% markup on the largest cost). */
const bigMoney = () => numeric({ precision: 16, scale: 2, mode: 'number' });
const measure = () => numeric({ precision: 14, scale: 4, mode: 'number' });
const createdBy = () => integer().references(() => users.id, { onDelete: 'set null' });
const stamps = () => ({ createdAt: ts().notNull().defaultNow(), updatedAt: ts().notNull().defaultNow() });

/** meet_expenses: one meet's budget; totals are the server's meetExpenseTotals of its inputs. */
export const meetExpenses = pgTable(
  'meet_expenses',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    meetName: varchar({ length: 100 }).notNull(),
    date: date({ mode: 'string' }),
    location: varchar({ length: 255 }),
    totals: jsonb().$type<MeetExpenseTotals>().notNull(),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('meet_expenses_gym_idx').on(t.gymId, t.createdAt)],
);

/** meet_level_entries: the levels entered, in the order the owner listed them. */
export const meetLevelEntries = pgTable(
  'meet_level_entries',
  {
    id: serial().primaryKey(),
    meetExpenseId: ownedBy(() => meetExpenses.id),
    levelName: varchar({ length: 100 }).notNull(),
    numGymnasts: integer().notNull().default(0),
    costPerGymnast: money().notNull().default(0),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [index('meet_level_entries_meet_idx').on(t.meetExpenseId, t.displayOrder)],
);

/** meet_expense_details: travel, lodging, sessions, team fees, other costs and the card fee. */
export const meetExpenseDetails = pgTable('meet_expense_details', {
  id: serial().primaryKey(),
  meetExpenseId: ownedBy(() => meetExpenses.id).unique(),
  milesPerTrip: measure().notNull().default(0),
  numRoundTrips: integer().notNull().default(0),
  mileageRate: measure().notNull().default(0),
  tollsPerTrip: money().notNull().default(0),
  numNights: integer().notNull().default(0),
  costPerNight: money().notNull().default(0),
  numSessions: integer().notNull().default(0),
  costPerSession: money().notNull().default(0),
  foodExpensePerSession: money().notNull().default(0),
  otherExpenses: money().notNull().default(0),
  miscExpenses: money().notNull().default(0),
  numTeams: integer().notNull().default(0),
  teamFee: money().notNull().default(0),
  enableCreditCardFee: boolean().notNull().default(false),
  creditCardFeePercentage: measure().notNull().default(0),
});

/** pro_shop_items: markup type defaults to percent (§9); retail price and net profit are computed. */
export const proShopItems = pgTable(
  'pro_shop_items',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    itemName: varchar({ length: 100 }).notNull(),
    itemCost: money().notNull(),
    markupType: varchar({ length: 10 }).notNull().default('percent'),
    markupPercent: measure(),
    markupAmount: money(),
    ccFeePercent: measure().notNull().default(0),
    retailPrice: bigMoney().notNull(),
    netProfit: bigMoney().notNull(),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('pro_shop_items_gym_idx').on(t.gymId)],
);

/** capacity_programs: one class program's schedule, enrolment, price and staff (capacity.ts reads them). */
export const capacityPrograms = pgTable(
  'capacity_programs',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    name: varchar({ length: 100 }).notNull(),
    studentProgramRatio: integer().notNull().default(0),
    percentEnrollment: measure().notNull().default(0),
    enrollments: integer().notNull().default(0),
    studentsPerClass: integer().notNull().default(0),
    totalClasses: integer().notNull().default(0),
    classLength: measure().notNull().default(0),
    instructors: integer().notNull().default(0),
    instructorHours: measure().notNull().default(0),
    pricePerClass: money().notNull().default(0),
    instructorWage: money().notNull().default(0),
    officeManagerWage: money().notNull().default(0),
    generalManagerWage: money().notNull().default(0),
    weeks: integer().notNull().default(0),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('capacity_programs_gym_idx').on(t.gymId)],
);

/** gym_programs (spec 001 §3 Gyms): the programs a gym runs, for the tools' pre-fill. */
export const gymPrograms = pgTable(
  'gym_programs',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    programType: varchar({ length: 100 }).notNull(),
    isActive: boolean().notNull().default(true),
    monthlyPrice: money().notNull().default(0),
    classesPerWeek: measure().notNull().default(0),
    notes: text(),
    displayOrder: integer().notNull().default(0),
    ...stamps(),
  },
  (t) => [index('gym_programs_gym_idx').on(t.gymId, t.displayOrder)],
);

/** gym_capacity (spec 001 §3 Gyms): one row per gym of its space, equipment and class slots. */
export const gymCapacity = pgTable('gym_capacity', {
  id: serial().primaryKey(),
  gymId: ownedBy(() => gyms.id).unique(),
  usableSqft: integer().notNull().default(0),
  bars: integer().notNull().default(0),
  beams: integer().notNull().default(0),
  vaults: integer().notNull().default(0),
  floors: integer().notNull().default(0),
  pits: integer().notNull().default(0),
  trampolines: integer().notNull().default(0),
  weeklyClassSlots: integer().notNull().default(0),
  maxStudentsPerClass: integer().notNull().default(0),
  ...stamps(),
});
