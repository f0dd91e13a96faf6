import { index, integer, jsonb, pgTable, real, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type {
  Assumptions,
  FeasibilityProgram,
  LeaseFinance,
  Market,
  Opex,
  ProjectionYear,
  Staffing,
} from '../../../shared/feasibility';
import { users } from './accounts';
import { ownedBy, ts } from './columns';

/**
 * Spec 001 §3 feasibility_projects: status (default draft), name, type, location, sqft, ceiling
 * height, parking, programs, staffing, leaseFinance, opex, market, assumptions, shareToken, lockedAt.
 */
export const feasibilityProjects = pgTable(
  'feasibility_projects',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    status: varchar({ length: 10 }).notNull().default('draft'),
    name: varchar({ length: 120 }).notNull(),
    type: varchar({ length: 20 }).notNull(),
    location: varchar({ length: 200 }).notNull(),
    sqft: integer(),
    ceilingHeight: real(),
    parking: integer(),
    programs: jsonb().$type<FeasibilityProgram[]>().notNull(),
    staffing: jsonb().$type<Staffing>().notNull(),
    leaseFinance: jsonb().$type<LeaseFinance>().notNull(),
    opex: jsonb().$type<Opex>().notNull(),
    market: jsonb().$type<Market>().notNull(),
    assumptions: jsonb().$type<Assumptions>().notNull(),
    shareToken: varchar({ length: 64 }),
    lockedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('feasibility_projects_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('feasibility_projects_share_key').on(t.shareToken),
  ],
);

/** The projection of a locked project in each scenario, kept as it was when the owner locked it. */
export const feasibilityResults = pgTable(
  'feasibility_results',
  {
    id: serial().primaryKey(),
    projectId: ownedBy(() => feasibilityProjects.id),
    scenario: varchar({ length: 20 }).notNull(),
    years: jsonb().$type<ProjectionYear[]>().notNull(),
    students: jsonb().$type<number[]>().notNull(),
    breakevenMonth: smallint(),
    paybackMonths: smallint(),
    checks: jsonb().$type<string[]>().notNull().default([]),
    computedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feasibility_results_project_scenario_key').on(t.projectId, t.scenario)],
);
