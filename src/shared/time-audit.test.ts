import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAuditExample } from '../../tests/support/time-audit';
import {
  coachingTimeScore,
  delegationScore,
  gradeOf,
  HOURS_IN_A_WEEK,
  PRIORITY_CHOICES,
  priorityAlignmentScore,
  recommendationsFor,
  SCORECARD_ANSWERS,
  SCORECARD_QUESTIONS,
  scoreAudit,
  STAFF_CHOICES,
  strategicTimeScore,
  timeAuditInputSchema,
  timeAuditMessages as m,
  type TimeAuditValues,
} from './time-audit';

const card = (answer: string) => Object.fromEntries(SCORECARD_QUESTIONS.map((q) => [q.key, answer]));

const example: TimeAuditValues = timeAuditExample;
const parse = (v: unknown) => timeAuditInputSchema.parse(v);
const firstMessage = (v: unknown) => timeAuditInputSchema.safeParse(v).error?.issues[0]?.message;

describe('worked examples', () => {
  it('scores the demo owner’s second audit as the decision record works it out', () => {
    // 40 hours: strategic 13/40 = 32.5 % of a 25 % target → 100; coaching 22.5 % against the
    // ideal 15 % of 16–30 staff → 1 − 0.075/0.5 = 85; 19 of 30 tasks → 63; priorities
    // (strategic 0.975, strategic 0.975, admin 30 %/33⅓ % = 0.9) → 95;
    // total 0.3·100 + 0.2·85 + 0.25·63 + 0.25·95 = 86.5 → 87; scorecard 24 of 32 points → 75;
    // overall 0.6·87 + 0.4·75 = 82.2 → 82, a B.
    expect(scoreAudit(parse(example))).toEqual({
      scores: { strategicTime: 100, coachingTime: 85, delegation: 63, priorityAlignment: 95, total: 87, leader: 75 },
      overall: 82,
      overallGrade: 'B',
    });
  });

  it('scores a week of coaching and firefighting low', () => {
    const input = parse({
      ...example,
      staffCount: '16-30',
      timeAllocation: { strategic: 4, coaching: 22, admin: 14, firefighting: 15 },
      delegationData: { delegatedTasks: 6, totalTasks: 30 },
      leaderScorecard: {
        ...card('rarely'),
        weeklyNumbers: 'sometimes',
        clearRoles: 'sometimes',
        developPeople: 'sometimes',
        protectedTime: 'never',
      },
    });
    // 4/55 → 29; 40 % coaching vs 15 % → 50; 20 %; (0.218 + 0.218 + 0.764)/3 → 40;
    // total 8.7 + 10 + 5 + 10 = 33.7 → 34; 10 of 32 → 31; overall 20.4 + 12.4 = 32.8 → 33, an F.
    expect(scoreAudit(input)).toEqual({
      scores: { strategicTime: 29, coachingTime: 50, delegation: 20, priorityAlignment: 40, total: 34, leader: 31 },
      overall: 33,
      overallGrade: 'F',
    });
  });

  it('grades at the floors 85, 70, 55 and 40', () => {
    expect([100, 85, 84, 70, 69, 55, 54, 40, 39, 0].map(gradeOf)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'F',
      'F',
    ]);
  });

  it('recommends the changes that gain most, best first, each with the grade it leads to', () => {
    const recs = recommendationsFor(parse(example));
    expect(recs.map((r) => [r.key, r.gain, r.gradeAfter])).toEqual([
      ['scorecard', 3, 'A'],
      ['coaching', 2, 'B'],
      ['delegation', 1, 'B'],
    ]);
    expect(recs[0]!.title).toContain('My team solves everyday problems without calling me.');
  });

  it('recommends nothing when every change would gain nothing', () => {
    const top = parse({
      ...example,
      staffCount: '51-100',
      timeAllocation: { strategic: 30, coaching: 2, admin: 10, firefighting: 0 },
      delegationData: { delegatedTasks: 30, totalTasks: 30 },
      top3Priorities: ['grow-enrollment', 'develop-leaders', 'increase-profit'],
      leaderScorecard: card('always'),
    });
    expect(scoreAudit(top).overallGrade).toBe('A');
    expect(recommendationsFor(top)).toEqual([]);
  });
});

describe('validation', () => {
  it('takes the example', () => {
    expect(timeAuditInputSchema.safeParse(example).success).toBe(true);
  });
  it.each([
    [{ locations: '8' }, m.locations],
    [{ staffCount: '200' }, m.staffCount],
    [{ revenueRange: '10m' }, m.revenueRange],
    [{ role: 'coach' }, m.role],
    [{ yearsInBusiness: '40' }, m.yearsInBusiness],
    [{ top3Priorities: ['grow-enrollment', 'develop-leaders'] }, m.threePriorities],
    [{ top3Priorities: ['grow-enrollment', 'develop-leaders', 'build-systems', 'increase-profit'] }, m.threePriorities],
    [{ top3Priorities: ['grow-enrollment', 'grow-enrollment', 'build-systems'] }, m.distinctPriorities],
    [{ top3Priorities: ['grow-enrollment', 'nap', 'build-systems'] }, m.priority],
    [{ timeAllocation: { strategic: -1, coaching: 1, admin: 1, firefighting: 1 } }, m.hours],
    [{ timeAllocation: { strategic: 0, coaching: 0, admin: 0, firefighting: 0 } }, m.noHours],
    [{ timeAllocation: { strategic: 100, coaching: 60, admin: 10, firefighting: 0 } }, m.tooManyHours],
    [{ timeAllocation: undefined }, m.timeAllocationRequired],
    [{ delegationData: { delegatedTasks: 5, totalTasks: 0 } }, m.totalTasks],
    [{ delegationData: { delegatedTasks: 1.5, totalTasks: 3 } }, m.delegatedTasks],
    [{ delegationData: { delegatedTasks: 5, totalTasks: 3 } }, m.delegatedOverTotal],
    [{ delegationData: undefined }, m.delegationRequired],
    [{ leaderScorecard: { ...example.leaderScorecard, dayOff: 'daily' } }, m.scorecardAnswer],
    [{ leaderScorecard: undefined }, m.scorecardRequired],
    [
      { freeTextAnswers: { biggestTimeDrain: 'x'.repeat(1001), oneThingToHandOff: '' } },
      'Must not exceed 1000 characters',
    ],
  ])('%o → %s', (change, message) => {
    expect(firstMessage({ ...example, ...change })).toBe(message);
  });
});

// ---- properties ------------------------------------------------------------------------------------

const hour = fc.double({ min: 0, max: 42, noNaN: true });
const allocation = fc.record({ strategic: hour, coaching: hour, admin: hour, firefighting: hour });
const delegation = fc
  .integer({ min: 1, max: 1000 })
  .chain((totalTasks) =>
    fc.record({ totalTasks: fc.constant(totalTasks), delegatedTasks: fc.integer({ min: 0, max: totalTasks }) }),
  );
const values = (list: readonly { value: string }[]) => list.map((c) => c.value);
const answers = fc.record({
  ...example,
  locations: fc.constant(example.locations),
  staffCount: fc.constantFrom(...values(STAFF_CHOICES)),
  revenueRange: fc.constant(example.revenueRange),
  role: fc.constant(example.role),
  yearsInBusiness: fc.constant(example.yearsInBusiness),
  freeTextAnswers: fc.constant(example.freeTextAnswers),
  timeAllocation: allocation,
  delegationData: delegation,
  top3Priorities: fc.shuffledSubarray(values(PRIORITY_CHOICES), { minLength: 3, maxLength: 3 }),
  leaderScorecard: fc.record(
    Object.fromEntries(SCORECARD_QUESTIONS.map((q) => [q.key, fc.constantFrom(...values(SCORECARD_ANSWERS))])),
  ),
});
const accepted = answers.filter((a) => timeAuditInputSchema.safeParse(a).success).map(parse);

describe('properties', () => {
  it('every score is a whole number from 0 to 100 on any answers the schema accepts', () => {
    fc.assert(
      fc.property(accepted, (a) => {
        const { scores, overall } = scoreAudit(a);
        for (const s of [...Object.values(scores), overall]) {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(100);
        }
        for (const r of recommendationsFor(a)) expect(Number.isFinite(r.gain) && r.gain > 0).toBe(true);
      }),
    );
  });

  it('never accepts a week beyond 168 hours', () => {
    fc.assert(
      fc.property(allocation, (t) => {
        const total = t.strategic + t.coaching + t.admin + t.firefighting;
        const ok = timeAuditInputSchema.safeParse({ ...example, timeAllocation: t }).success;
        expect(ok).toBe(total > 0 && total <= HOURS_IN_A_WEEK);
      }),
    );
  });

  it('more delegated tasks never lower the delegation score', () => {
    fc.assert(
      fc.property(delegation, fc.integer({ min: 0, max: 1000 }), (d, more) => {
        const next = { ...d, delegatedTasks: Math.min(d.totalTasks, d.delegatedTasks + more) };
        expect(delegationScore(next)).toBeGreaterThanOrEqual(delegationScore(d));
      }),
    );
  });

  it('moving hours from firefighting to strategic work never lowers strategic time or priority alignment', () => {
    fc.assert(
      fc.property(accepted, fc.double({ min: 0, max: 1, noNaN: true }), (a, part) => {
        const t = a.timeAllocation;
        const moved = t.firefighting * part;
        const next = { ...t, firefighting: t.firefighting - moved, strategic: t.strategic + moved };
        expect(strategicTimeScore(next)).toBeGreaterThanOrEqual(strategicTimeScore(t));
        expect(priorityAlignmentScore(next, a.top3Priorities)).toBeGreaterThanOrEqual(
          priorityAlignmentScore(t, a.top3Priorities),
        );
      }),
    );
  });

  it('coaching time scores 100 at the ideal share for the staff size and less away from it', () => {
    expect(coachingTimeScore({ strategic: 26, coaching: 24, admin: 10, firefighting: 0 }, '1-5')).toBe(100);
    // 20 of 60 hours is 33 % against 40 %: 1 − 0.067/0.5 → 87.
    expect(coachingTimeScore({ strategic: 30, coaching: 20, admin: 10, firefighting: 0 }, '1-5')).toBe(87);
    expect(coachingTimeScore({ strategic: 0, coaching: 40, admin: 0, firefighting: 0 }, '100+')).toBe(0);
  });

  it('a better scorecard answer never lowers the leader score or the overall score', () => {
    fc.assert(
      fc.property(accepted, fc.constantFrom(...SCORECARD_QUESTIONS.map((q) => q.key)), (a, key) => {
        const better = { ...a, leaderScorecard: { ...a.leaderScorecard, [key]: 'always' as const } };
        expect(scoreAudit(better).scores.leader).toBeGreaterThanOrEqual(scoreAudit(a).scores.leader);
        expect(scoreAudit(better).overall).toBeGreaterThanOrEqual(scoreAudit(a).overall);
      }),
    );
  });
});
