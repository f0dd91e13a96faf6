import { index, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { DelegationData, LeaderScorecard, TimeAllocation } from '../../../shared/time-audit';
import { users } from './accounts';
import { ownedBy, ts } from './columns';

/**
 * Spec 001 §3 time_audit_surveys: one finished time audit and leadership survey of a member, with
 * the scores computed on the server when it was taken (docs/decisions/0160-time-audit.md). The
 * scores are stored, so a later change of a formula never rewrites an earlier audit's grade.
 */
export const timeAuditSurveys = pgTable(
  'time_audit_surveys',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    locations: varchar({ length: 10 }).notNull(),
    staffCount: varchar({ length: 10 }).notNull(),
    revenueRange: varchar({ length: 20 }).notNull(),
    role: varchar({ length: 20 }).notNull(),
    yearsInBusiness: varchar({ length: 10 }).notNull(),
    timeAllocation: jsonb().$type<TimeAllocation>().notNull(),
    delegationData: jsonb().$type<DelegationData>().notNull(),
    biggestTimeDrain: text().notNull().default(''),
    oneThingToHandOff: text().notNull().default(''),
    top3Priorities: text().array().notNull(),
    leaderScorecard: jsonb().$type<LeaderScorecard>().notNull(),
    strategicTimeScore: smallint().notNull(),
    coachingTimeScore: smallint().notNull(),
    delegationScore: smallint().notNull(),
    priorityAlignmentScore: smallint().notNull(),
    totalScore: smallint().notNull(),
    leaderScore: smallint().notNull(),
    overallScore: smallint().notNull(),
    overallGrade: varchar({ length: 1 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('time_audit_surveys_user_idx').on(t.userId, t.createdAt)],
);
