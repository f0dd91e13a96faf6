import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningMessages as m } from '../../../shared/learning';
import { userActivityLog, userChecklistItems } from '../../db/schema/index';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let adminCookie: string;
let member: string;
let memberId: number;
let other: string;

const call = callsOf(() => t);

/** A module with sections built through the admin API; returns the section ids. */
async function buildModule(slug: string, options: { publish?: boolean; category?: string } = {}) {
  const mod = await call('POST', '/api/admin/learning/modules', adminCookie, {
    title: `Module ${slug}`,
    slug,
    description: 'How to run better classes',
    category: options.category ?? 'playbooks',
    isPublished: options.publish ?? true,
  });
  expect(mod.statusCode).toBe(201);
  const moduleId = mod.json().id as number;
  const ids: number[] = [];
  for (const section of ['plan', 'run', 'review']) {
    const res = await call('POST', '/api/admin/learning/sections', adminCookie, {
      moduleId,
      title: `Step ${section}`,
      slug: section,
      estimatedMinutes: 10,
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  // plan: two required items (one nested) and an optional one; run: only an optional item; review: none.
  await call('PUT', `/api/admin/learning/sections/${ids[0]}/tabs`, adminCookie, {
    tabs: [
      { tabType: 'overview', title: 'Overview', content: '<p>Plan the week.</p><script>alert(1)</script>' },
      {
        tabType: 'checklist',
        title: 'Checklist',
        checklist: [
          {
            stableKey: 'write-plan',
            text: 'Write the plan',
            children: [{ stableKey: 'share-plan', text: 'Share it' }],
          },
          { stableKey: 'extra', text: 'Extra reading', isRequired: false, helpText: 'If you have time' },
        ],
      },
    ],
  });
  await call('PUT', `/api/admin/learning/sections/${ids[1]}/tabs`, adminCookie, {
    tabs: [
      {
        tabType: 'checklist',
        title: 'Checklist',
        checklist: [{ stableKey: 'maybe', text: 'Maybe', isRequired: false }],
      },
    ],
  });
  return { moduleId, ids };
}

let plan: number;
let run: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { isAdmin: true });
  adminCookie = await signIn(t, admin.id);
  const user = await createUser(t.db);
  memberId = user.id;
  member = await signIn(t, user.id);
  other = await signIn(t, (await createUser(t.db)).id);
  const built = await buildModule('weekly-planning');
  [plan, run] = built.ids as [number, number];
  await buildModule('video-basics', { category: 'videos' });
  await buildModule('draft-module', { publish: false });
});
afterAll(() => t.close());

describe('the learning hub for members', () => {
  it('answers visitors 401 on every member call', async () => {
    for (const url of [
      '/api/learning/modules',
      '/api/learning/modules/weekly-planning',
      '/api/learning/modules/weekly-planning/sections/plan',
      '/api/learning/resume',
      '/api/learning/hub',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await call('PUT', `/api/learning/sections/${plan}/progress`, undefined, {})).statusCode).toBe(401);
  });

  it('lists published modules of a category with section count and progress, and refuses a bad category', async () => {
    const res = await call('GET', '/api/learning/modules?category=playbooks', member);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((x) => x.slug)).toEqual(['weekly-planning']);
    expect(list[0]).toMatchObject({
      title: 'Module weekly-planning',
      category: 'playbooks',
      moduleType: 'document',
      sectionCount: 3,
      percentComplete: 0,
      coverImage: null,
    });
    expect(typeof list[0]!.id).toBe('number');
    const all = (await call('GET', '/api/learning/modules', member)).json() as { slug: string }[];
    expect(all.map((x) => x.slug).sort()).toEqual(['video-basics', 'weekly-planning']);
    const bad = await call('GET', '/api/learning/modules?category=recipes', member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(m.categoryInvalid);
    const search = (await call('GET', '/api/learning/modules?search=VIDEO', member)).json() as { slug: string }[];
    expect(search.map((x) => x.slug)).toEqual(['video-basics']);
  });

  it('hides an unpublished module from members (404) and shows it to admins', async () => {
    const res = await call('GET', '/api/learning/modules/draft-module', member);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.moduleNotFound);
    expect((await call('GET', '/api/learning/modules/draft-module/sections/plan', member)).statusCode).toBe(404);
    const admin = await call('GET', '/api/learning/modules/draft-module', adminCookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().module.isPublished).toBe(false);
  });

  it('answers a section with sanitized tabs, nested checklists and the caller’s progress', async () => {
    const res = await call('GET', '/api/learning/modules/weekly-planning/sections/plan', member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.section).toMatchObject({ id: plan, slug: 'plan', position: 1, sectionCount: 3, previous: null });
    expect(body.section.next).toEqual({ slug: 'run', title: 'Step run' });
    expect(body.tabs.map((tab: { tabType: string }) => tab.tabType)).toEqual(['overview', 'checklist']);
    expect(body.tabs[0].content).toContain('Plan the week.');
    expect(body.tabs[0].content).not.toContain('script');
    expect(body.tabs[1].checklist).toEqual([
      {
        stableKey: 'write-plan',
        text: 'Write the plan',
        helpText: null,
        isRequired: true,
        children: [{ stableKey: 'share-plan', text: 'Share it', helpText: null, isRequired: true, children: [] }],
      },
      { stableKey: 'extra', text: 'Extra reading', helpText: 'If you have time', isRequired: false, children: [] },
    ]);
    expect(body.progress).toEqual({ lastViewedTab: null, checklistState: {} });
    expect((await call('GET', '/api/learning/modules/weekly-planning/sections/nope', member)).statusCode).toBe(404);
  });

  it('completes a section when every required item is ticked, and counts the module in whole percent', async () => {
    const url = `/api/learning/sections/${plan}/progress`;
    let res = await call('PUT', url, member, { lastViewedTab: 'checklist', checklistState: { 'write-plan': true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sectionCompleted: false, modulePercentComplete: 0 });
    res = await call('PUT', url, member, { checklistState: { 'share-plan': true } });
    expect(res.json()).toEqual({ sectionCompleted: true, modulePercentComplete: 33 });
    // An optional-only section is complete once opened.
    res = await call('PUT', `/api/learning/sections/${run}/progress`, member, { lastViewedTab: 'overview' });
    expect(res.json()).toEqual({ sectionCompleted: true, modulePercentComplete: 67 });
    const detail = (await call('GET', '/api/learning/modules/weekly-planning', member)).json();
    expect(detail.sections.map((s: { isCompleted: boolean }) => s.isCompleted)).toEqual([true, true, false]);
    expect(detail.module.percentComplete).toBe(67);
    // Opening the last section (no checklist at all) completes the module.
    await call('GET', '/api/learning/modules/weekly-planning/sections/review', member);
    const list = (await call('GET', '/api/learning/modules?category=playbooks', member)).json();
    expect(list[0].percentComplete).toBe(100);
    // Unticking a required item re-opens the section.
    res = await call('PUT', url, member, { checklistState: { 'share-plan': false } });
    expect(res.json()).toEqual({ sectionCompleted: false, modulePercentComplete: 67 });
    // The other member's progress is untouched.
    const theirs = (await call('GET', '/api/learning/modules/weekly-planning', other)).json();
    expect(theirs.module.percentComplete).toBe(0);
    const logged = await t.db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, memberId), eq(userActivityLog.action, 'learning.progress')));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('refuses unknown stable keys and bad values with 400, changing nothing', async () => {
    const url = `/api/learning/sections/${plan}/progress`;
    const res = await call('PUT', url, other, { checklistState: { 'write-plan': true, 'no-such-item': true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.unknownChecklistItem);
    expect((await call('PUT', url, other, { lastViewedTab: 'summary' })).statusCode).toBe(400);
    expect((await call('PUT', url, other, { checklistState: { 'write-plan': 'yes' } })).statusCode).toBe(400);
    expect((await call('PUT', '/api/learning/sections/999999/progress', other, {})).statusCode).toBe(404);
    const view = (await call('GET', '/api/learning/modules/weekly-planning/sections/plan', other)).json();
    expect(view.progress.checklistState).toEqual({});
  });

  it('keeps every tick of concurrent writes', async () => {
    const cookie = await signIn(t, (await createUser(t.db)).id);
    const url = `/api/learning/sections/${plan}/progress`;
    const keys = ['write-plan', 'share-plan', 'extra'];
    const results = await Promise.all(keys.map((key) => call('PUT', url, cookie, { checklistState: { [key]: true } })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const view = (await call('GET', '/api/learning/modules/weekly-planning/sections/plan', cookie)).json();
    expect(view.progress.checklistState).toEqual({ 'write-plan': true, 'share-plan': true, extra: true });
  });

  it('offers to resume where the caller stopped, with the tab', async () => {
    const cookie = await signIn(t, (await createUser(t.db)).id);
    expect((await call('GET', '/api/learning/resume', cookie)).json()).toBeNull();
    await call('GET', '/api/learning/modules/weekly-planning/sections/run', cookie);
    await call('PUT', `/api/learning/sections/${run}/progress`, cookie, { lastViewedTab: 'checklist' });
    expect((await call('GET', '/api/learning/resume', cookie)).json()).toEqual({
      moduleSlug: 'weekly-planning',
      sectionSlug: 'run',
      tab: 'checklist',
    });
    const hub = (await call('GET', '/api/learning/hub', cookie)).json();
    expect(hub.resume).toMatchObject({
      moduleSlug: 'weekly-planning',
      sectionSlug: 'run',
      tab: 'checklist',
      percentComplete: 33,
    });
    expect(hub.inProgress.map((x: { slug: string }) => x.slug)).toEqual(['weekly-planning']);
    expect(hub.categories.find((c: { category: string }) => c.category === 'playbooks')).toMatchObject({
      moduleCount: 1,
      percentComplete: 33,
    });
  });

  it('keeps members’ ticks when the checklist is reordered, reworded and nested', async () => {
    const cookie = await signIn(t, (await createUser(t.db)).id);
    await call('PUT', `/api/learning/sections/${plan}/progress`, cookie, {
      checklistState: { 'write-plan': true, 'share-plan': true },
    });
    const res = await call('PUT', `/api/admin/learning/sections/${plan}/tabs`, adminCookie, {
      tabs: [
        {
          tabType: 'checklist',
          title: 'To do',
          checklist: [
            { stableKey: 'share-plan', text: 'Share the plan with coaches' },
            {
              stableKey: 'extra',
              text: 'Extra reading',
              isRequired: false,
              children: [{ stableKey: 'write-plan', text: 'Write it first' }],
            },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const view = (await call('GET', '/api/learning/modules/weekly-planning/sections/plan', cookie)).json();
    expect(view.progress.checklistState).toEqual({ 'write-plan': true, 'share-plan': true });
    expect(view.section.isCompleted).toBe(true);
    expect(view.tabs[0].checklist[1].children[0]).toMatchObject({ stableKey: 'write-plan', text: 'Write it first' });
    const rows = await t.db.select().from(userChecklistItems).where(eq(userChecklistItems.sectionId, plan));
    expect(rows.length).toBeGreaterThan(0);
    // A new required item re-opens the section for everyone who has not ticked it.
    await call('PUT', `/api/admin/learning/sections/${plan}/tabs`, adminCookie, {
      tabs: [
        {
          tabType: 'checklist',
          title: 'To do',
          checklist: [
            { stableKey: 'share-plan', text: 'Share the plan with coaches' },
            { stableKey: 'write-plan', text: 'Write it first' },
            { text: 'Post it in the coaches’ room' },
          ],
        },
      ],
    });
    const after = (await call('GET', '/api/learning/modules/weekly-planning/sections/plan', cookie)).json();
    expect(after.section.isCompleted).toBe(false);
    expect(after.tabs[0].checklist[2].stableKey).toBe('post-it-in-the-coaches-room');
  });

  it('counts published modules for the home page without sign-in', async () => {
    const res = await call('GET', '/api/public/learning-summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publishedModules: 2 });
  });
});
