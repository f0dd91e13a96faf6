import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MeetExpenseTotals } from '../../../shared/tools/meet-expenses';
import { roles, users } from './accounts';
import { bytea, ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Spec 001 §3 Tools and Gyms: the saved calculations and the gym's own facts (decision
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

/**
 * A class program's schedule, enrolment, price and staff: the columns of both program tables (fresh
 * builders for each table), since the spec gives student_class_programs capacity_programs' fields.
 */
const classProgramColumns = () => ({
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
});

/** capacity_programs: one class program's schedule, enrolment, price and staff (class-programs.ts reads them). */
export const capacityPrograms = pgTable('capacity_programs', classProgramColumns(), (t) => [
  index('capacity_programs_gym_idx').on(t.gymId),
]);

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

// ---- saved scenarios, revenue per square foot, ARPS, students per class,
// the gym capacity planner, tool card images and the site logo (decision 0120) ----

/**
 * tool_scenarios: a named scenario of a calculator that keeps no table of its own (marketing cost,
 * lead conversion, churn, loan, break-even…): its inputs as the tool's schema accepted them and the
 * results the server computed from them with the shared formula.
 */
export const toolScenarios = pgTable(
  'tool_scenarios',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    tool: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    inputs: jsonb().$type<Record<string, unknown>>().notNull(),
    results: jsonb().$type<Record<string, unknown>>().notNull(),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('tool_scenarios_gym_tool_idx').on(t.gymId, t.tool, t.updatedAt)],
);

/**
 * revenue_sqft_summaries: a year's (or a period's) revenue over the facility's space. `kind` tells
 * the quick check of /tools/revenue-sqft (one figure of space) from the facility breakdown of
 * /revenue-per-sqft (its areas in facility_data). The per-square-foot figures are the server's.
 */
export const revenueSqftSummaries = pgTable(
  'revenue_sqft_summaries',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    name: varchar({ length: 100 }).notNull(),
    kind: varchar({ length: 10 }).notNull().default('quick'),
    year: integer(),
    annualRevenue: money().notNull(),
    totalSqft: integer().notNull().default(0),
    usableSqft: integer().notNull().default(0),
    annualPerSqft: bigMoney().notNull(),
    monthlyPerSqft: bigMoney().notNull(),
    annualPerTotalSqft: bigMoney().notNull().default(0),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('revenue_sqft_summaries_gym_idx').on(t.gymId, t.updatedAt)],
);

/** facility_data: the areas of the building a facility summary divides, in the owner's order. */
export const facilityData = pgTable(
  'facility_data',
  {
    id: serial().primaryKey(),
    summaryId: ownedBy(() => revenueSqftSummaries.id),
    areaName: varchar({ length: 100 }).notNull(),
    sqft: integer().notNull().default(0),
    isUsable: boolean().notNull().default(true),
    annualRevenue: money().notNull().default(0),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [index('facility_data_summary_idx').on(t.summaryId, t.displayOrder)],
);

/** One yearly fee of an ARPS calculation (registration, meet fees, uniforms…). */
export interface ArpsFeeRow {
  name: string;
  amount: number;
  studentsPaying: number;
}

/** arps_data: an average-revenue-per-student calculation; its figures are the server's `arps`. */
export const arpsData = pgTable(
  'arps_data',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    name: varchar({ length: 100 }).notNull(),
    annualFees: jsonb().$type<ArpsFeeRow[]>().notNull().default([]),
    students: integer().notNull().default(0),
    monthlyTuitionRevenue: bigMoney().notNull(),
    annualFeeRevenue: bigMoney().notNull(),
    annualRevenue: bigMoney().notNull(),
    monthlyRevenue: bigMoney().notNull(),
    arpsMonthly: bigMoney().notNull(),
    arpsAnnual: bigMoney().notNull(),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('arps_data_gym_idx').on(t.gymId, t.updatedAt)],
);

/** program_data: the programs of an ARPS calculation, students and monthly tuition each. */
export const programData = pgTable(
  'program_data',
  {
    id: serial().primaryKey(),
    arpsId: ownedBy(() => arpsData.id),
    name: varchar({ length: 100 }).notNull(),
    students: integer().notNull().default(0),
    monthlyTuition: money().notNull().default(0),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [index('program_data_arps_idx').on(t.arpsId, t.displayOrder)],
);

/** student_class_programs: the spec gives them capacity_programs' fields; /students-per-class reads them. */
export const studentClassPrograms = pgTable('student_class_programs', classProgramColumns(), (t) => [
  index('student_class_programs_gym_idx').on(t.gymId),
]);

/**
 * gym_capacity_plans: a week of the gym on paper. The four parts are JSON whose shapes the shared
 * schema of the planner defines (src/shared/tools/capacity-plans/); results are computed on read.
 */
export const gymCapacityPlans = pgTable(
  'gym_capacity_plans',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    name: varchar({ length: 100 }).notNull(),
    description: text(),
    gymProfile: jsonb().$type<Record<string, unknown>>().notNull(),
    equipment: jsonb().$type<unknown[]>().notNull(),
    programs: jsonb().$type<unknown[]>().notNull(),
    schedule: jsonb().$type<unknown[]>().notNull(),
    createdBy: createdBy(),
    ...stamps(),
  },
  (t) => [index('gym_capacity_plans_gym_idx').on(t.gymId, t.updatedAt)],
);

/** tool_card_images: the picture an admin chose (cropped, WebP) for a tool's card on /tools. */
export const toolCardImages = pgTable('tool_card_images', {
  id: serial().primaryKey(),
  toolSlug: varchar({ length: 60 }).notNull().unique(),
  /** A random file name, new on every replacement, so the image can be cached for ever. */
  name: varchar({ length: 120 }).notNull().unique(),
  contentType: varchar({ length: 60 }).notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  data: bytea().notNull(),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  ...stamps(),
});

/** site_settings: one row (id 1) of site-wide settings; today the logo an admin uploaded. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    logoName: varchar({ length: 120 }),
    logoContentType: varchar({ length: 60 }),
    logoWidth: integer(),
    logoHeight: integer(),
    logoData: bytea(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * jackrabbit_table_configs (spec 001 "Tools"): a gym's saved class tables of the table generator,
 * each embeddable by its id (decision 0166). At most one default per gym: the service clears the
 * old default in the transaction that sets a new one, and the partial unique index holds it.
 */
export const jackrabbitTableConfigs = pgTable(
  'jackrabbit_table_configs',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    userId: createdBy(),
    title: varchar({ length: 120 }).notNull(),
    orgId: varchar({ length: 10 }).notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    isDefault: boolean().notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('jackrabbit_table_configs_gym_idx').on(t.gymId, t.updatedAt),
    uniqueIndex('jackrabbit_table_configs_one_default')
      .on(t.gymId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Spec 001 §3 tool_roles: which roles a tool of the catalogue (src/shared/tools/catalog.ts, by its
 * slug) is relevant to; the /tools hub lists a member's relevant tools first in each group.
 */
export const toolRoles = pgTable(
  'tool_roles',
  {
    toolSlug: varchar({ length: 60 }).notNull(),
    roleId: ownedBy(() => roles.id),
    relevance: varchar({ length: 20 }).notNull().default('primary'),
  },
  (t) => [primaryKey({ columns: [t.toolSlug, t.roleId] }), index('tool_roles_role_idx').on(t.roleId)],
);
