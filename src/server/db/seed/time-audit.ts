import { eq } from 'drizzle-orm';
import { timeAuditInputSchema, type TimeAuditValues } from '../../../shared/time-audit';
import { insertTimeAudit, surveyValues } from '../../features/time-audit/index';
import type { Tx } from '../client';
import { users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

const DAY = 86_400_000;

const gym = {
  locations: '1',
  staffCount: '16-30',
  revenueRange: '1m-2m',
  role: 'owner',
  yearsInBusiness: '8-15',
} as const;

/**
 * The demo owner's two time audits (decision 0160): a first one in the spring, when most of the
 * week went to coaching and putting out fires, and one taken after handing off the schedule and
 * billing, so the results page shows a history that moved from an F (33) to a B (82).
 */
export const DEMO_TIME_AUDITS: { daysAgo: number; answers: TimeAuditValues }[] = [
  {
    daysAgo: 120,
    answers: {
      ...gym,
      timeAllocation: { strategic: 4, coaching: 22, admin: 14, firefighting: 15 },
      delegationData: { delegatedTasks: 6, totalTasks: 30 },
      freeTextAnswers: {
        biggestTimeDrain: 'Covering classes when a coach calls out, and answering parent emails at night.',
        oneThingToHandOff: 'The weekly class schedule and coach subs.',
      },
      top3Priorities: ['grow-enrollment', 'develop-leaders', 'build-systems'],
      leaderScorecard: {
        writtenPlan: 'rarely',
        weeklyNumbers: 'sometimes',
        leadershipMeeting: 'rarely',
        clearRoles: 'sometimes',
        decisionsWithoutMe: 'rarely',
        protectedTime: 'never',
        developPeople: 'sometimes',
        dayOff: 'rarely',
      },
    },
  },
  {
    daysAgo: 14,
    answers: {
      ...gym,
      timeAllocation: { strategic: 13, coaching: 9, admin: 12, firefighting: 6 },
      delegationData: { delegatedTasks: 19, totalTasks: 30 },
      freeTextAnswers: {
        biggestTimeDrain: 'Meet season travel planning still lands on my desk.',
        oneThingToHandOff: 'Booster club and meet travel logistics, to the team manager.',
      },
      top3Priorities: ['grow-enrollment', 'develop-leaders', 'build-systems'],
      leaderScorecard: {
        writtenPlan: 'often',
        weeklyNumbers: 'always',
        leadershipMeeting: 'always',
        clearRoles: 'often',
        decisionsWithoutMe: 'sometimes',
        protectedTime: 'often',
        developPeople: 'often',
        dayOff: 'sometimes',
      },
    },
  },
];

export async function seedDemoTimeAudits(tx: Tx): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner) return;
  const now = Date.now();
  for (const { daysAgo, answers } of DEMO_TIME_AUDITS) {
    const input = timeAuditInputSchema.parse(answers);
    await insertTimeAudit(tx, surveyValues(owner.id, input), new Date(now - daysAgo * DAY));
  }
}
