import { and, count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/paging';
import {
  recommendationsFor,
  scoreAudit,
  timeAuditMessages as m,
  type Grade,
  type LeaderScorecard,
  type Priority,
  type ScoredAnswers,
  type StaffCount,
  type TimeAuditInput,
  type TimeAuditScores,
} from '../../../shared/time-audit';
import { withTransaction, type Tx } from '../../db/client';
import { timeAuditSurveys } from '../../db/schema/index';
import { recordActivity } from '../../platform/activity-log';
import type { Actor } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';

type Row = typeof timeAuditSurveys.$inferSelect;

const scoresOf = (r: Row): TimeAuditScores => ({
  strategicTime: r.strategicTimeScore,
  coachingTime: r.coachingTimeScore,
  delegation: r.delegationScore,
  priorityAlignment: r.priorityAlignmentScore,
  total: r.totalScore,
  leader: r.leaderScore,
});

const summary = (r: Row) => ({
  id: r.id,
  scores: scoresOf(r),
  overall: r.overallScore,
  overallGrade: r.overallGrade as Grade,
  createdAt: r.createdAt,
});

const answersOf = (r: Row): ScoredAnswers => ({
  staffCount: r.staffCount as StaffCount,
  timeAllocation: r.timeAllocation,
  delegationData: r.delegationData,
  top3Priorities: r.top3Priorities as Priority[],
  leaderScorecard: r.leaderScorecard as LeaderScorecard,
});

function record(r: Row) {
  return {
    ...summary(r),
    locations: r.locations,
    staffCount: r.staffCount,
    revenueRange: r.revenueRange,
    role: r.role,
    yearsInBusiness: r.yearsInBusiness,
    timeAllocation: r.timeAllocation,
    delegationData: r.delegationData,
    freeTextAnswers: { biggestTimeDrain: r.biggestTimeDrain, oneThingToHandOff: r.oneThingToHandOff },
    top3Priorities: r.top3Priorities,
    leaderScorecard: r.leaderScorecard,
    // Recomputed from the stored answers: advice may improve, the stored grade does not change.
    recommendations: recommendationsFor(answersOf(r)),
  };
}

/** The row of a time audit as stored: the answers and the scores computed from them here. */
export function surveyValues(userId: number, input: TimeAuditInput) {
  const { scores, overall, overallGrade } = scoreAudit(input);
  return {
    userId,
    locations: input.locations,
    staffCount: input.staffCount,
    revenueRange: input.revenueRange,
    role: input.role,
    yearsInBusiness: input.yearsInBusiness,
    timeAllocation: input.timeAllocation,
    delegationData: input.delegationData,
    biggestTimeDrain: input.freeTextAnswers.biggestTimeDrain,
    oneThingToHandOff: input.freeTextAnswers.oneThingToHandOff,
    top3Priorities: input.top3Priorities,
    leaderScorecard: input.leaderScorecard,
    strategicTimeScore: scores.strategicTime,
    coachingTimeScore: scores.coachingTime,
    delegationScore: scores.delegation,
    priorityAlignmentScore: scores.priorityAlignment,
    totalScore: scores.total,
    leaderScore: scores.leader,
    overallScore: overall,
    overallGrade,
  };
}

/** Stores a finished audit inside the caller's transaction (the route and the demo seed). */
export async function insertTimeAudit(tx: Tx, values: ReturnType<typeof surveyValues>, createdAt?: Date) {
  const [row] = await tx
    .insert(timeAuditSurveys)
    .values({ ...values, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

/** POST /api/time-audits: the scores are computed here from the answers, never taken from the body. */
export async function createTimeAudit(deps: Deps, input: TimeAuditInput, actor: Actor) {
  const values = surveyValues(actor.userId, input);
  const row = await withTransaction(deps.db, async (tx) => {
    const saved = await insertTimeAudit(tx, values);
    const { userId: _user, ...newValues } = values;
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'time_audit.create',
        resourceType: 'time_audit_survey',
        resourceId: saved.id,
        newValues,
      },
      actor.meta,
    );
    return saved;
  });
  return { id: row.id, scores: scoresOf(row), overallGrade: row.overallGrade as Grade };
}

/** GET /api/time-audits/:id: the caller's own audit; anyone else's is not found. */
export async function getTimeAudit(deps: Deps, userId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(timeAuditSurveys)
    .where(and(eq(timeAuditSurveys.id, id), eq(timeAuditSurveys.userId, userId)));
  if (!row) throw new NotFound(m.notFound);
  return record(row);
}

/** GET /api/time-audits: a page of the caller's audits, newest first. */
export async function listTimeAudits(deps: Deps, userId: number, q: PageQuery) {
  const mine = eq(timeAuditSurveys.userId, userId);
  const [rows, [all]] = await Promise.all([
    deps.db
      .select()
      .from(timeAuditSurveys)
      .where(mine)
      .orderBy(desc(timeAuditSurveys.createdAt), desc(timeAuditSurveys.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(timeAuditSurveys).where(mine),
  ]);
  return { items: rows.map(summary), total: all?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
