import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  taskInputSchema,
  compareMyTasks,
  firstDueDate,
  isOverdue,
  myTaskGroup,
  MY_TASK_GROUPS,
  myTaskPatchSchema,
  nextDueDate,
  recommendTasks,
  REVENUE_TIERS,
  TASK_FREQUENCIES,
  TASK_FUNCTIONS,
  TASK_GOAL_IDS,
  TASK_PRIORITIES,
  taskMessages as m,
  WIZARD_ROLES,
  wizardInputSchema,
  type RankableTask,
} from './index';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const frequency = fc.constantFrom(...TASK_FREQUENCIES);

describe('due dates', () => {
  it('adds one period, keeping month ends inside the month', () => {
    expect(addPeriod('2026-01-31', 'Monthly')).toBe('2026-02-28');
    expect(addPeriod('2028-01-31', 'Monthly')).toBe('2028-02-29');
    expect(addPeriod('2026-11-30', 'Quarterly')).toBe('2027-02-28');
    expect(addPeriod('2026-12-29', 'Weekly')).toBe('2027-01-05');
    expect(addPeriod('2026-12-31', 'Daily')).toBe('2027-01-01');
    expect(addPeriod('2024-02-29', 'Annually')).toBe('2025-02-28');
  });

  it('gives a new task its first due date one period away, and none to a one-time task', () => {
    expect(firstDueDate('Weekly', '2026-11-25')).toBe('2026-12-02');
    expect(firstDueDate('Monthly', '2026-11-25')).toBe('2026-12-25');
    expect(firstDueDate('One-time', '2026-11-25')).toBeNull();
  });

  it('rolls a recurring task done late past today, so it never comes back overdue', () => {
    // Weekly, due 3 weeks ago: the next date is the first one after today on the same weekday.
    expect(nextDueDate('Weekly', '2026-11-04', '2026-11-25')).toBe('2026-12-02');
    expect(nextDueDate('Monthly', '2026-11-30', '2026-11-25')).toBe('2026-12-30');
    expect(nextDueDate('One-time', '2026-11-04', '2026-11-25')).toBeNull();
    fc.assert(
      fc.property(frequency, fc.option(day, { nil: null }), day, (f, due, today) => {
        const next = nextDueDate(f, due, today);
        if (f === 'One-time') return next === null;
        return next !== null && next > today && /^\d{4}-\d{2}-\d{2}$/.test(next) && (due === null || next > due);
      }),
    );
  });

  it('calls a task overdue only when it is open and its date has passed', () => {
    expect(isOverdue('2026-11-24', 'todo', '2026-11-25')).toBe(true);
    expect(isOverdue('2026-11-24', 'in_progress', '2026-11-25')).toBe(true);
    expect(isOverdue('2026-11-24', 'done', '2026-11-25')).toBe(false);
    expect(isOverdue('2026-11-25', 'todo', '2026-11-25')).toBe(false);
    expect(isOverdue(null, 'todo', '2026-11-25')).toBe(false);
  });

  it('orders My Tasks by due date, undated last, newest first among equals', () => {
    const list = [
      { id: 1, dueDate: null },
      { id: 2, dueDate: '2026-12-01' },
      { id: 3, dueDate: '2026-11-20' },
      { id: 4, dueDate: '2026-12-01' },
    ];
    expect([...list].sort(compareMyTasks).map((t) => t.id)).toEqual([3, 4, 2, 1]);
  });
});

const task = fc.record({
  id: fc.integer({ min: 1, max: 100_000 }),
  function: fc.constantFrom(...TASK_FUNCTIONS),
  owner: fc.constantFrom('Owner', 'Director', 'Manager', 'Front Desk', 'Head Coach', 'Bookkeeper'),
  startupCritical: fc.boolean(),
  priorities: fc.record({
    '250k': fc.constantFrom(...TASK_PRIORITIES),
    '500k': fc.constantFrom(...TASK_PRIORITIES),
    '1m': fc.constantFrom(...TASK_PRIORITIES),
    '2m': fc.constantFrom(...TASK_PRIORITIES),
  }),
}) satisfies fc.Arbitrary<RankableTask>;
const library = fc.uniqueArray(task, { selector: (t) => t.id, maxLength: 80 });
const answers = fc.record({
  role: fc.constantFrom(...WIZARD_ROLES),
  revenueTier: fc.constantFrom(...REVENUE_TIERS),
  goals: fc.subarray([...TASK_GOAL_IDS]),
  startup: fc.boolean(),
});

describe('the task wizard ranking', () => {
  it('puts a critical startup task that serves a goal ahead of a low-priority one, and says why', () => {
    const tasks: RankableTask[] = [
      { id: 1, function: 'staffing', owner: 'Owner', startupCritical: false, priorities: { '500k': 'low' } },
      { id: 2, function: 'finance', owner: 'Director', startupCritical: true, priorities: { '500k': 'critical' } },
      { id: 3, function: 'sales', owner: 'Manager', startupCritical: false, priorities: { '500k': 'high' } },
    ];
    const result = recommendTasks(
      tasks,
      { role: 'Director', revenueTier: '500k', goals: ['increase-profit'], startup: true },
      2,
    );
    expect(result.ids).toEqual([2, 3]);
    expect(result.reasons['2']).toBe(
      'Critical priority at $500k revenue; supports your goal "Increase profit"; essential in a gym’s first year; usually owned by the director',
    );
  });

  it('recommends existing tasks only, at most the number asked, the same list for the same answers', () => {
    fc.assert(
      fc.property(library, answers, fc.integer({ min: 0, max: 30 }), (tasks, a, picks) => {
        const first = recommendTasks(tasks, a, picks);
        const again = recommendTasks([...tasks].reverse(), a, picks);
        const ids = new Set(tasks.map((t) => t.id));
        return (
          first.ids.length === Math.min(picks, tasks.length) &&
          first.ids.every((id) => ids.has(id) && typeof first.reasons[String(id)] === 'string') &&
          new Set(first.ids).size === first.ids.length &&
          JSON.stringify(first) === JSON.stringify(again)
        );
      }),
    );
  });
});

describe('task forms', () => {
  it('says what is wrong in words a person understands', () => {
    const bad = wizardInputSchema.safeParse({ role: 'Janitor', revenueTier: '9m', goals: ['fly'], startup: 'yes' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain(m.roleInvalid);
    expect(messages).toContain(m.tierInvalid);
    const blank = taskInputSchema.safeParse({
      function: 'finance',
      task: '  ',
      frequency: 'Weekly',
      owner: 'Owner',
      priorities: { '250k': 'low', '500k': 'low', '1m': 'low', '2m': 'low' },
    });
    expect(blank.error!.issues[0]!.message).toBe(m.taskRequired);
    expect(myTaskPatchSchema.safeParse({ status: 'finished' }).error!.issues[0]!.message).toBe(m.statusInvalid);
  });
});

describe('My Tasks groups', () => {
  const today = '2026-11-25';
  it('puts done tasks in Done, past due in Overdue, the next seven days in This week, the rest in Later', () => {
    expect(myTaskGroup({ status: 'done', dueDate: '2026-11-01' }, today)).toBe('done');
    expect(myTaskGroup({ status: 'todo', dueDate: '2026-11-24' }, today)).toBe('overdue');
    expect(myTaskGroup({ status: 'in_progress', dueDate: '2026-11-24' }, today)).toBe('overdue');
    expect(myTaskGroup({ status: 'todo', dueDate: today }, today)).toBe('week');
    expect(myTaskGroup({ status: 'todo', dueDate: '2026-12-01' }, today)).toBe('week');
    expect(myTaskGroup({ status: 'todo', dueDate: '2026-12-02' }, today)).toBe('later');
    expect(myTaskGroup({ status: 'todo', dueDate: null }, today)).toBe('later');
  });

  it('always answers one of the groups, and later due dates never land in an earlier group', () => {
    fc.assert(
      fc.property(day, day, day, (t, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const g1 = myTaskGroup({ status: 'todo', dueDate: early }, t);
        const g2 = myTaskGroup({ status: 'todo', dueDate: late }, t);
        expect(MY_TASK_GROUPS).toContain(g1);
        expect(MY_TASK_GROUPS.indexOf(g1)).toBeLessThanOrEqual(MY_TASK_GROUPS.indexOf(g2));
      }),
    );
  });
});
