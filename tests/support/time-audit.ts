import type { TimeAuditValues } from '../../src/shared/time-audit';

/** The demo owner's second audit, the worked example of docs/decisions/0160-time-audit.md (a B, 82). */
export const timeAuditExample: TimeAuditValues = {
  locations: '1',
  staffCount: '16-30',
  revenueRange: '1m-2m',
  role: 'owner',
  yearsInBusiness: '8-15',
  timeAllocation: { strategic: 13, coaching: 9, admin: 12, firefighting: 6 },
  delegationData: { delegatedTasks: 19, totalTasks: 30 },
  freeTextAnswers: { biggestTimeDrain: 'Meet travel planning', oneThingToHandOff: 'Booster club' },
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
};
