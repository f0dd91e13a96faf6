import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '../../../shared/paging';
import {
  LOCATION_CHOICES,
  SCORECARD_ANSWERS,
  SCORECARD_QUESTIONS,
  STAFF_CHOICES,
  timeAuditMessages as m,
} from '../../../shared/time-audit';
import { withTransaction } from '../../db/client';
import { seedDemoTimeAudits } from '../../db/seed/time-audit';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { timeAuditExample } from '../../../../tests/support/time-audit';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let owner: string;
let ownerId: number;
let other: string;
const call = callsOf(() => t);
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

const body = timeAuditExample;
const scores = { strategicTime: 100, coachingTime: 85, delegation: 63, priorityAlignment: 95, total: 87, leader: 75 };

beforeAll(async () => {
  t = await createTestApp();
  const o = await createUser(t.db, { role: 'Owner' });
  ownerId = o.id;
  owner = await signIn(t, o.id);
  other = await signIn(t, (await createUser(t.db, { role: 'Manager' })).id);
});
afterAll(() => t.close());

describe('the options', () => {
  it('lists every enumeration as value and label, and the scorecard with its answers, to anyone', async () => {
    const res = await call('GET', '/api/time-audits/options');
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(Object.keys(options)).toEqual([
      'locations',
      'staffCount',
      'revenueRange',
      'role',
      'yearsInBusiness',
      'priorities',
      'scorecard',
    ]);
    expect(options.locations.map((c: { value: string }) => c.value)).toEqual(['1', '2-3', '4-6', '7+']);
    expect(options.locations).toEqual(LOCATION_CHOICES);
    expect(options.staffCount[0]).toEqual({ value: '1-5', label: '1 to 5 staff' });
    expect(options.staffCount.at(-1).value).toBe('100+');
    expect(options.staffCount).toEqual(STAFF_CHOICES);
    expect(options.revenueRange[0].value).toBe('under-250k');
    expect(options.revenueRange.at(-1).value).toBe('5m+');
    expect(options.priorities.length).toBeGreaterThanOrEqual(6);
    expect(options.scorecard).toHaveLength(SCORECARD_QUESTIONS.length);
    expect(options.scorecard[0]).toEqual({
      key: 'writtenPlan',
      question: SCORECARD_QUESTIONS[0].question,
      answers: SCORECARD_ANSWERS,
    });
  });
});

describe('taking the audit', () => {
  it('refuses a visitor (401)', async () => {
    expect((await call('POST', '/api/time-audits', null, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/time-audits')).statusCode).toBe(401);
    expect((await call('GET', '/api/time-audits/1')).statusCode).toBe(401);
  });

  it('scores the answers on the server, keeps them, and logs the write', async () => {
    const res = await call('POST', '/api/time-audits', owner, { ...body, scores: { total: 100 }, overallGrade: 'A' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), scores, overallGrade: 'B' });

    const one = await call('GET', `/api/time-audits/${created.id}`, owner);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      ...body,
      id: created.id,
      scores,
      overall: 82,
      overallGrade: 'B',
      createdAt: expect.any(String),
    });
    expect(one.json().recommendations.map((r: { key: string; gain: number }) => [r.key, r.gain])).toEqual([
      ['scorecard', 3],
      ['coaching', 2],
      ['delegation', 1],
    ]);

    expect(await auditTrail(t.db, 'time_audit_survey', created.id)).toEqual([
      expect.objectContaining({
        userId: ownerId,
        action: 'time_audit.create',
        newValues: expect.objectContaining({ top3Priorities: body.top3Priorities, totalScore: 87, overallGrade: 'B' }),
      }),
    ]);
  });

  it('takes the audit without the free-text answers', async () => {
    const { freeTextAnswers: _free, ...rest } = body;
    const res = await call('POST', '/api/time-audits', other, rest);
    expect(res.statusCode, res.body).toBe(201);
    const one = (await call('GET', `/api/time-audits/${res.json().id}`, other)).json();
    expect(one.freeTextAnswers).toEqual({ biggestTimeDrain: '', oneThingToHandOff: '' });
  });

  it.each([
    ['locations', { locations: '8-10' }, m.locations],
    ['staff', { staffCount: '1000' }, m.staffCount],
    ['revenue', { revenueRange: '10m+' }, m.revenueRange],
    ['role', { role: 'coach' }, m.role],
    ['years', { yearsInBusiness: 'forever' }, m.yearsInBusiness],
    ['two priorities', { top3Priorities: ['grow-enrollment', 'develop-leaders'] }, m.threePriorities],
    [
      'four priorities',
      { top3Priorities: ['grow-enrollment', 'develop-leaders', 'build-systems', 'increase-profit'] },
      m.threePriorities,
    ],
    ['no priorities', { top3Priorities: undefined }, m.threePriorities],
    [
      'the same priority twice',
      { top3Priorities: ['grow-enrollment', 'grow-enrollment', 'build-systems'] },
      m.distinctPriorities,
    ],
    ['an unknown priority', { top3Priorities: ['grow-enrollment', 'world-peace', 'build-systems'] }, m.priority],
    ['negative hours', { timeAllocation: { ...body.timeAllocation, admin: -2 } }, m.hours],
    ['hours as text', { timeAllocation: { ...body.timeAllocation, admin: 'ten' } }, m.hours],
    ['no hours', { timeAllocation: { strategic: 0, coaching: 0, admin: 0, firefighting: 0 } }, m.noHours],
    ['over a week', { timeAllocation: { strategic: 80, coaching: 80, admin: 10, firefighting: 0 } }, m.tooManyHours],
    ['no time allocation', { timeAllocation: undefined }, m.timeAllocationRequired],
    ['no tasks', { delegationData: { delegatedTasks: 0, totalTasks: 0 } }, m.totalTasks],
    ['part of a task', { delegationData: { delegatedTasks: 2.5, totalTasks: 10 } }, m.delegatedTasks],
    ['more delegated than all', { delegationData: { delegatedTasks: 11, totalTasks: 10 } }, m.delegatedOverTotal],
    ['no delegation', { delegationData: undefined }, m.delegationRequired],
    ['an unknown answer', { leaderScorecard: { ...body.leaderScorecard, dayOff: 'weekly' } }, m.scorecardAnswer],
    ['a missing answer', { leaderScorecard: { ...body.leaderScorecard, dayOff: undefined } }, m.scorecardAnswer],
    ['no scorecard', { leaderScorecard: undefined }, m.scorecardRequired],
    ['a long answer', { freeTextAnswers: { biggestTimeDrain: 'x'.repeat(1001) } }, 'Must not exceed 1000 characters'],
    ['an answer that is not text', { freeTextAnswers: { biggestTimeDrain: 42 } }, m.freeText],
  ])('refuses %s (400) with its message', async (_name, change, message) => {
    const res = await call('POST', '/api/time-audits', owner, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe(message);
  });
});

describe('reading audits', () => {
  it("answers another member's audit, and one that does not exist, with 404", async () => {
    const mine = (await call('POST', '/api/time-audits', owner, body)).json();
    const theirs = await call('GET', `/api/time-audits/${mine.id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(reason(theirs)).toBe(m.notFound);
    expect((await call('GET', '/api/time-audits/999999', owner)).statusCode).toBe(404);
    const bad = await call('GET', '/api/time-audits/abc', owner);
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.invalidId);
  });

  it("pages the caller's audits, newest first, and never another member's", async () => {
    const fresh = await createUser(t.db, { role: 'Director' });
    const cookie = await signIn(t, fresh.id);
    expect((await call('GET', '/api/time-audits', cookie)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await call('POST', '/api/time-audits', cookie, body)).json().id);
    const first = (await call('GET', '/api/time-audits?page=1&pageSize=2', cookie)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toEqual({
      id: ids[2],
      scores,
      overall: 82,
      overallGrade: 'B',
      createdAt: expect.any(String),
    });
    const second = (await call('GET', '/api/time-audits?page=2&pageSize=2', cookie)).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    const big = await call('GET', '/api/time-audits?pageSize=101', cookie);
    expect(big.statusCode).toBe(400);
    expect(reason(big)).toBe(pagingMessages.pageSize);
  });
});

describe('the demo', () => {
  it('gives the demo owner two audits, the later one better, so the results show a history', async () => {
    const demo = await createUser(t.db, { username: 'demo_owner', email: 'demo_owner@example.com' });
    await withTransaction(t.db, (tx) => seedDemoTimeAudits(tx));
    const list = (await call('GET', '/api/time-audits', await signIn(t, demo.id))).json();
    expect(list.total).toBe(2);
    expect(list.items.map((i: { overall: number; overallGrade: string }) => [i.overall, i.overallGrade])).toEqual([
      [82, 'B'],
      [33, 'F'],
    ]);
  });
});
