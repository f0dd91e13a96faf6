import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPeriod, taskMessages as m, TASK_FUNCTIONS, TASK_GOALS } from '../../../shared/tasks';
import { withTransaction } from '../../db/client';
import { businessTasks, enhancementJobs, taskWizardResponses, themeAnalysisJobs } from '../../db/schema/index';
import { seedDemoTasks } from '../../db/seed/tasks';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { llmEnhancer } from './service/enhance';
import { today } from './service/my-tasks';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let admin: string;
let owner: string;
let ownerId: number;
let other: string;
let basic: string;

const call = callsOf(() => t);
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

interface Task {
  id: number;
  function: string;
  task: string;
  frequency: string;
  owner: string;
  startupCritical: boolean;
  priorities: Record<string, string>;
  enhancedText: string | null;
  themes: { id: number; name: string }[];
  myTaskId: number | null;
}

let library: Task[];
const byFrequency = (f: string) => library.find((x) => x.frequency === f)!;

beforeAll(async () => {
  t = await createTestApp();
  await withTransaction(t.db, (tx) => seedDemoTasks(tx));
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
  const o = await createUser(t.db, { role: 'Owner' });
  ownerId = o.id;
  owner = await signIn(t, o.id);
  other = await signIn(t, (await createUser(t.db, { role: 'Manager' })).id);
  basic = await signIn(t, (await createUser(t.db, { role: 'member' })).id);
  library = (await call('GET', '/api/business-tasks', owner)).json();
});
afterAll(() => t.close());

describe('the task library', () => {
  it('holds 120+ tasks over the eight functions with every field', async () => {
    expect(library.length).toBeGreaterThanOrEqual(120);
    expect(new Set(library.map((x) => x.function))).toEqual(new Set(TASK_FUNCTIONS));
    for (const key of [
      'id',
      'function',
      'task',
      'description',
      'frequency',
      'owner',
      'startupCritical',
      'priorities',
      'enhancedText',
      'themes',
    ]) {
      expect(library[0], key).toHaveProperty(key);
    }
    expect(Object.keys(library[0]!.priorities).sort()).toEqual(['1m', '250k', '2m', '500k']);
    expect((await call('GET', '/api/business-tasks')).statusCode).toBe(401);
    // The library is open to every signed-in member, whatever the role (decision 0101).
    expect((await call('GET', '/api/business-tasks', basic)).statusCode).toBe(200);
  });

  it('filters by function (key or label), frequency, owner, startup-critical and search; a tier puts its critical tasks first', async () => {
    const finance = (await call('GET', '/api/business-tasks?function=finance', owner)).json() as Task[];
    expect(finance.length).toBeGreaterThan(0);
    expect(finance.every((x) => x.function === 'finance')).toBe(true);
    const byLabel = (
      await call('GET', '/api/business-tasks?function=Sales%20%26%20Enrollment', owner)
    ).json() as Task[];
    expect(byLabel.length).toBeGreaterThan(0);
    expect(byLabel.every((x) => x.function === 'sales')).toBe(true);
    const weekly = (await call('GET', '/api/business-tasks?frequency=Weekly', owner)).json() as Task[];
    expect(weekly.map((x) => x.id)).toContain(byFrequency('Weekly').id);
    expect(weekly.every((x) => x.frequency === 'Weekly')).toBe(true);
    const startup = (await call('GET', '/api/business-tasks?startupCritical=true', owner)).json() as Task[];
    expect(startup.length).toBeGreaterThan(0);
    expect(startup.every((x) => x.startupCritical)).toBe(true);
    const someOwner = library[0]!.owner;
    const owned = (
      await call('GET', `/api/business-tasks?owner=${encodeURIComponent(someOwner)}`, owner)
    ).json() as Task[];
    expect(owned.map((x) => x.id)).toContain(library[0]!.id);
    expect(owned.every((x) => x.owner === someOwner)).toBe(true);
    const word = library[5]!.task.split(' ')[0]!;
    const found = (await call('GET', `/api/business-tasks?q=${encodeURIComponent(word)}`, owner)).json() as Task[];
    expect(found.map((x) => x.id)).toContain(library[5]!.id);
    const tiered = (await call('GET', '/api/business-tasks?tier=2m', owner)).json() as Task[];
    const rank = { critical: 0, high: 1, medium: 2, low: 3 } as Record<string, number>;
    const ranks = tiered.map((x) => rank[x.priorities['2m']!]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const bad = await call('GET', '/api/business-tasks?tier=5m', owner);
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.tierInvalid);
    expect(reason(await call('GET', '/api/business-tasks?function=juggling', owner))).toBe(m.functionInvalid);
  });
});

describe('My Tasks', () => {
  it('adds a task once (409 the second time) with a first due date one period away', async () => {
    const weekly = byFrequency('Weekly');
    const res = await call('POST', '/api/my-tasks', owner, { taskId: weekly.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      taskId: weekly.id,
      status: 'todo',
      dueDate: addPeriod(today(), 'Weekly'),
      overdue: false,
    });
    const again = await call('POST', '/api/my-tasks', owner, { taskId: weekly.id });
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe(m.alreadyAdded);
    const missing = await call('POST', '/api/my-tasks', owner, { taskId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(reason(missing)).toBe(m.taskNotFound);
    expect((await call('POST', '/api/my-tasks', owner, {})).statusCode).toBe(400);
    const listed = (await call('GET', '/api/business-tasks?frequency=Weekly', owner)).json() as Task[];
    expect(listed.find((x) => x.id === weekly.id)!.myTaskId).toBe(res.json().id);
    expect(await auditTrail(t.db, 'user_task_selection', res.json().id)).toEqual([
      expect.objectContaining({ userId: ownerId, action: 'my_task.add', newValues: { taskId: weekly.id } }),
    ]);
  });

  it('keeps one open entry when the same task is added by racing requests (one 201, the rest 409)', async () => {
    const racer = await signIn(t, (await createUser(t.db, { role: 'Director' })).id);
    const task = byFrequency('Monthly');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/my-tasks', racer, { taskId: task.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const mine = (await call('GET', '/api/my-tasks', racer)).json() as { taskId: number }[];
    expect(mine.filter((x) => x.taskId === task.id)).toHaveLength(1);
  });

  it('adds in bulk, skipping the ones already there', async () => {
    // A member of its own, so no other test's additions overlap these (whatever the library's order).
    const bulker = await signIn(t, (await createUser(t.db, { role: 'Manager' })).id);
    const ids = library.slice(10, 14).map((x) => x.id);
    await call('POST', '/api/my-tasks', bulker, { taskId: ids[0] });
    const res = await call('POST', '/api/my-tasks/bulk', bulker, { taskIds: ids });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .added.map((x: { taskId: number }) => x.taskId)
        .sort(),
    ).toEqual(ids.slice(1).sort());
    expect(res.json().skipped).toEqual([ids[0]]);
    expect(reason(await call('POST', '/api/my-tasks/bulk', owner, { taskIds: [] }))).toBe(m.taskIdsRequired);
  });

  it('adds the wizard’s 25 picks at once, with an audit row for each', async () => {
    const ids = library.slice(40, 65).map((x) => x.id);
    const res = await call('POST', '/api/my-tasks/bulk', other, { taskIds: ids });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().added as { id: number; taskId: number }[];
    expect(added).toHaveLength(25);
    expect(await auditTrail(t.db, 'user_task_selection', added[0]!.id)).toEqual([
      expect.objectContaining({ action: 'my_task.add_many', newValues: { taskId: added[0]!.taskId } }),
    ]);
  });

  it('moves a task through the statuses; done on a monthly task adds the next one a month on', async () => {
    const monthly = byFrequency('Monthly');
    const added = (await call('POST', '/api/my-tasks', owner, { taskId: monthly.id })).json();
    const started = await call('PATCH', `/api/my-tasks/${added.id}`, owner, {
      status: 'in_progress',
      notes: 'Asked the bookkeeper',
    });
    expect(started.json()).toMatchObject({ status: 'in_progress', notes: 'Asked the bookkeeper' });
    const done = await call('PATCH', `/api/my-tasks/${added.id}`, owner, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('done');
    expect(done.json().completedAt).not.toBeNull();
    const nextId = done.json().nextId as number;
    expect(nextId).toBeGreaterThan(added.id);
    const list = (await call('GET', '/api/my-tasks', owner)).json() as {
      id: number;
      status: string;
      dueDate: string | null;
    }[];
    const next = list.find((x) => x.id === nextId)!;
    expect(next).toMatchObject({ status: 'todo', dueDate: addPeriod(added.dueDate, 'Monthly') });
    // Open ones first, done last.
    const statuses = list.map((x) => x.status);
    expect(statuses.indexOf('done')).toBeGreaterThan(statuses.lastIndexOf('todo'));

    const oneTime = byFrequency('One-time');
    const single = (await call('POST', '/api/my-tasks', owner, { taskId: oneTime.id })).json();
    expect(single.dueDate).toBeNull();
    const finished = (await call('PATCH', `/api/my-tasks/${single.id}`, owner, { status: 'done' })).json();
    expect(finished.nextId).toBeNull();
  });

  it('puts overdue tasks first and flags them', async () => {
    const quarterly = byFrequency('Quarterly');
    const added = (await call('POST', '/api/my-tasks', owner, { taskId: quarterly.id })).json();
    const res = await call('PATCH', `/api/my-tasks/${added.id}`, owner, { dueDate: '2020-01-15' });
    expect(res.json()).toMatchObject({ dueDate: '2020-01-15', overdue: true });
    const list = (await call('GET', '/api/my-tasks', owner)).json() as { id: number }[];
    expect(list[0]!.id).toBe(added.id);
    expect(reason(await call('PATCH', `/api/my-tasks/${added.id}`, owner, { dueDate: '2020-02-31' }))).toBe(
      m.dueDateInvalid,
    );
    expect(reason(await call('PATCH', `/api/my-tasks/${added.id}`, owner, { status: 'finished' }))).toBe(
      m.statusInvalid,
    );
  });

  it('another user’s task is a 404 for reading, changing and deleting', async () => {
    const task = library[30]!;
    const mine = (await call('POST', '/api/my-tasks', owner, { taskId: task.id })).json();
    expect((await call('PATCH', `/api/my-tasks/${mine.id}`, other, { status: 'done' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/my-tasks/${mine.id}`, other)).statusCode).toBe(404);
    const theirs = (await call('GET', '/api/my-tasks', other)).json() as { id: number }[];
    expect(theirs.map((x) => x.id)).not.toContain(mine.id);
    expect((await call('DELETE', `/api/my-tasks/${mine.id}`, owner)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/my-tasks/${mine.id}`, owner, { status: 'done' })).statusCode).toBe(404);
  });
});

describe('the task wizard', () => {
  const answers = {
    role: 'Director',
    revenueTier: '500k',
    goals: ['grow-enrollment', 'safer-facility'],
    startup: true,
  };

  it('lists the goals', async () => {
    const goals = (await call('GET', '/api/task-wizard/goals', owner)).json() as { id: string; label: string }[];
    expect(goals.map((g) => g.id)).toEqual(TASK_GOALS.map((g) => g.id));
  });

  it('recommends 25 existing tasks with a reason each, the same for the same answers, and keeps the latest', async () => {
    const none = await call('GET', '/api/task-wizard/latest', owner);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const first = await call('POST', '/api/task-wizard', owner, answers);
    expect(first.statusCode).toBe(201);
    const body = first.json() as { id: number; recommendedTaskIds: number[]; reasons: Record<string, string> };
    expect(body.recommendedTaskIds).toHaveLength(25);
    const ids = new Set(library.map((x) => x.id));
    expect(body.recommendedTaskIds.every((id) => ids.has(id))).toBe(true);
    for (const id of body.recommendedTaskIds) expect(body.reasons[String(id)]).toMatch(/priority at \$500k revenue/);
    // A startup's list holds every startup-critical task that is critical at the tier (each outscores
    // every task that is not startup-critical, and the library has fewer of them than the 25 picks).
    const musts = library.filter((x) => x.startupCritical && x.priorities['500k'] === 'critical');
    expect(musts.length).toBeGreaterThan(0);
    expect(musts.length).toBeLessThan(25);
    expect(body.recommendedTaskIds).toEqual(expect.arrayContaining(musts.map((x) => x.id)));
    const second = (await call('POST', '/api/task-wizard', owner, answers)).json();
    expect(second.recommendedTaskIds).toEqual(body.recommendedTaskIds);
    expect(second.id).not.toBe(body.id);
    const latest = (await call('GET', '/api/task-wizard/latest', owner)).json();
    expect(latest).toMatchObject({ id: second.id, role: 'Director', revenueTier: '500k', startup: true });
    const [row] = await t.db.select().from(taskWizardResponses).where(eq(taskWizardResponses.id, second.id));
    expect(row!.recommendedTaskIds).toEqual(body.recommendedTaskIds);
    const different = (
      await call('POST', '/api/task-wizard', owner, {
        ...answers,
        revenueTier: '2m',
        startup: false,
        goals: ['owner-freedom'],
      })
    ).json();
    expect(different.recommendedTaskIds).not.toEqual(body.recommendedTaskIds);
  });

  it('says what is missing or wrong', async () => {
    for (const [patch, message] of [
      [{ role: 'Coach' }, m.roleInvalid],
      [{ revenueTier: '3m' }, m.tierInvalid],
      [{ goals: [] }, m.goalsRequired],
      [{ goals: ['get-rich'] }, m.goalInvalid],
      [{ startup: 'maybe' }, m.startupRequired],
    ] as const) {
      const res = await call('POST', '/api/task-wizard', owner, { ...answers, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(reason(res)).toBe(message);
    }
  });
});

describe('enhancement and theme analysis jobs', () => {
  it('enhance answers 202 with a queued job that completes and sets the text', async () => {
    const task = library.find((x) => !x.enhancedText)!;
    expect((await call('POST', `/api/admin/business-tasks/${task.id}/enhance`, owner)).statusCode).toBe(403);
    const res = await call('POST', `/api/admin/business-tasks/${task.id}/enhance`, admin);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    const queued = (await call('GET', `/api/admin/jobs/${jobId}`, admin)).json();
    expect(queued).toMatchObject({ id: jobId, kind: 'task-enhancement', status: 'queued' });
    expect(queued).not.toHaveProperty('result');
    const [link] = await t.db.select().from(enhancementJobs).where(eq(enhancementJobs.jobId, jobId));
    expect(link).toMatchObject({ taskId: task.id, enhancer: 'rules' });
    expect(await t.app.deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    const done = (await call('GET', `/api/admin/jobs/${jobId}`, admin)).json();
    expect(done).toMatchObject({ status: 'completed', progress: 100, result: { taskId: task.id, enhancer: 'rules' } });
    const [row] = await t.db.select().from(businessTasks).where(eq(businessTasks.id, task.id));
    for (const heading of ['Steps', 'Why it matters', 'Measure of success', 'Pitfalls to avoid']) {
      expect(row!.enhancedText).toContain(heading);
    }
    expect(row!.enhancedText).toContain(task.task);
    expect((await call('GET', '/api/admin/jobs/999999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/business-tasks/999999/enhance', admin)).statusCode).toBe(404);
  });

  it('analyse sorts the library into the themes as a job', async () => {
    const theme = await call('POST', '/api/admin/task-themes', admin, {
      name: 'Payroll & pay',
      colour: '#2563EB',
      description: 'payroll wages hours',
    });
    expect(theme.statusCode).toBe(201);
    expect(theme.json()).toMatchObject({ colour: '#2563eb', taskCount: 0 });
    const dup = await call('POST', '/api/admin/task-themes', admin, { name: 'payroll & PAY' });
    expect(dup.statusCode).toBe(409);
    expect(reason(dup)).toBe(m.themeNameTaken);
    const res = await call('POST', '/api/admin/task-themes/analyse', admin);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const [link] = await t.db.select().from(themeAnalysisJobs).where(eq(themeAnalysisJobs.jobId, jobId));
    expect(link!.taskCount).toBe(library.length);
    await t.app.deps.jobs.drain();
    const job = (await call('GET', `/api/admin/jobs/${jobId}`, admin)).json();
    expect(job.status).toBe('completed');
    expect(job.result.tasks).toBe(library.length);
    expect(job.result.assigned).toBeGreaterThan(0);
    const themes = (await call('GET', '/api/task-themes', owner)).json() as { name: string; taskCount: number }[];
    expect(themes.reduce((s, x) => s + x.taskCount, 0)).toBeGreaterThan(0);
    const recent = (await call('GET', '/api/admin/jobs?kind=theme-analysis', admin)).json() as { id: number }[];
    expect(recent[0]!.id).toBe(jobId);
  });

  it('admins create, edit and delete tasks with the same messages as the form', async () => {
    const body = {
      function: 'finance',
      task: 'Review the merchant processing fees',
      description: 'Compare the effective rate with two other processors.',
      frequency: 'Annually',
      owner: 'Owner',
      startupCritical: false,
      priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    };
    expect((await call('POST', '/api/admin/business-tasks', owner, body)).statusCode).toBe(403);
    const created = await call('POST', '/api/admin/business-tasks', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ task: body.task, priorities: body.priorities, functionLabel: 'Finance' });
    expect((await call('POST', '/api/admin/business-tasks', admin, body)).statusCode).toBe(409);
    expect(reason(await call('POST', '/api/admin/business-tasks', admin, { ...body, task: '' }))).toBe(m.taskRequired);
    expect(reason(await call('POST', '/api/admin/business-tasks', admin, { ...body, frequency: 'Hourly' }))).toBe(
      m.frequencyInvalid,
    );
    expect(
      reason(
        await call('POST', '/api/admin/business-tasks', admin, {
          ...body,
          priorities: { ...body.priorities, '2m': 'urgent' },
        }),
      ),
    ).toBe(m.priorityInvalid);
    const id = created.json().id;
    const edited = await call('PATCH', `/api/admin/business-tasks/${id}`, admin, {
      frequency: 'Quarterly',
      enhancedText: 'Steps\n1. Pull the statements.',
    });
    expect(edited.json()).toMatchObject({ frequency: 'Quarterly', enhancedText: 'Steps\n1. Pull the statements.' });
    expect(edited.json().enhancedAt).not.toBeNull();
    expect((await call('DELETE', `/api/admin/business-tasks/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/business-tasks/${id}`, owner)).statusCode).toBe(404);
    const trail = await auditTrail(t.db, 'business_task', id);
    expect(trail.map((r) => r.action)).toEqual([
      'business_task.create',
      'business_task.update',
      'business_task.delete',
    ]);
  });
});

describe('the OpenAI-compatible enhancer', () => {
  it('sends the task to /chat/completions with the key and keeps the answer (recorded fixture)', async () => {
    const fixture = JSON.parse(
      fs.readFileSync(new URL('../../../../tests/fixtures/llm-chat-completion.json', import.meta.url), 'utf8'),
    );
    const seen: {
      url?: string;
      auth?: string;
      body?: { model: string; messages: { role: string; content: string }[] };
    } = {};
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.url = req.url;
        seen.auth = req.headers.authorization;
        seen.body = JSON.parse(raw);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(fixture));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const enhancer = llmEnhancer({ url: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'test-model' });
      const text = await enhancer.enhance({
        id: 1,
        function: 'finance',
        task: 'Reconcile the bank deposits',
        description: 'Match deposits to the billing report.',
        frequency: 'Weekly',
        owner: 'Bookkeeper',
        startupCritical: true,
      });
      expect(seen.url).toBe('/v1/chat/completions');
      expect(seen.auth).toBe('Bearer sk-test');
      expect(seen.body!.model).toBe('test-model');
      expect(seen.body!.messages[1]!.content).toContain('Task: Reconcile the bank deposits');
      expect(text).toBe(fixture.choices[0].message.content.trim());
    } finally {
      server.close();
    }
  });

  it('fails the attempt (so the job retries) when the service errors', async () => {
    const failing = llmEnhancer({
      url: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      fetch: async () => new Response('busy', { status: 503 }),
    });
    await expect(
      failing.enhance({
        id: 1,
        function: 'finance',
        task: 'T',
        description: null,
        frequency: 'Weekly',
        owner: 'Owner',
        startupCritical: false,
      }),
    ).rejects.toThrow('The text service answered 503');
  });
});
