import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningMessages as m } from '../../../shared/learning';
import { userActivityLog } from '../../db/schema/index';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let adminCookie: string;
let member: string;
let memberId: number;
let other: string;
let plan: number;
let review: number;
let draftSection: number;

const call = callsOf(() => t);

/** A module of two sections: "plan" with two required items and an optional one, "review" with none. */
async function buildModule(slug: string, isPublished = true) {
  const mod = await call('POST', '/api/admin/learning/modules', adminCookie, {
    title: `Module ${slug}`,
    slug,
    category: 'playbooks',
    isPublished,
  });
  expect(mod.statusCode).toBe(201);
  const ids: number[] = [];
  for (const section of ['plan', 'review']) {
    const res = await call('POST', '/api/admin/learning/sections', adminCookie, {
      moduleId: mod.json().id,
      title: `Step ${section}`,
      slug: section,
      estimatedMinutes: 5,
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  const tabs = await call('PUT', `/api/admin/learning/sections/${ids[0]}/tabs`, adminCookie, {
    tabs: [
      { tabType: 'overview', title: 'Overview', content: '<p>Plan the week.</p>' },
      {
        tabType: 'checklist',
        title: 'Checklist',
        checklist: [
          {
            stableKey: 'write-plan',
            text: 'Write the plan',
            children: [{ stableKey: 'share-plan', text: 'Share it' }],
          },
          { stableKey: 'extra', text: 'Extra reading', isRequired: false },
        ],
      },
    ],
  });
  expect(tabs.statusCode).toBe(200);
  return ids as [number, number];
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
  const user = await createUser(t.db);
  memberId = user.id;
  member = await signIn(t, user.id);
  other = await signIn(t, (await createUser(t.db)).id);
  [plan, review] = await buildModule('front-desk');
  [draftSection] = await buildModule('draft-desk', false);
});
afterAll(() => t.close());

const complete = (id: number | string, cookie?: string) =>
  call('POST', `/api/learning/sections/${id}/complete`, cookie);

describe('completing a learning section', () => {
  it('refuses visitors (401), bad ids (400), unknown and unpublished sections (404)', async () => {
    expect((await complete(plan)).statusCode).toBe(401);
    expect((await complete('abc', member)).statusCode).toBe(400);
    const missing = await complete(999999, member);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.sectionNotFound);
    const draft = await complete(draftSection, member);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe(m.sectionNotFound);
    // A manager may complete a section of a module not yet published, as the checklist allows.
    expect((await complete(draftSection, adminCookie)).statusCode).toBe(200);
  });

  it('ticks the open required items, keeps optional ones, and the module shows the section completed', async () => {
    await call('PUT', `/api/learning/sections/${plan}/progress`, member, { checklistState: { 'write-plan': true } });
    const res = await complete(plan, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sectionCompleted: true, modulePercentComplete: 50 });
    const detail = (await call('GET', '/api/learning/modules/front-desk', member)).json();
    expect(detail.sections.map((s: { slug: string; isCompleted: boolean }) => [s.slug, s.isCompleted])).toEqual([
      ['plan', true],
      ['review', false],
    ]);
    const view = (await call('GET', '/api/learning/modules/front-desk/sections/plan', member)).json();
    expect(view.progress.checklistState).toEqual({ 'write-plan': true, 'share-plan': true });
    expect(view.section.isCompleted).toBe(true);
    // Completing again changes nothing and still answers completed.
    expect((await complete(plan, member)).json()).toEqual({ sectionCompleted: true, modulePercentComplete: 50 });
    const logged = await t.db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, memberId), eq(userActivityLog.action, 'learning.progress')));
    expect(logged.some((row) => JSON.stringify(row.newValues).includes('share-plan'))).toBe(true);
  });

  it('completes a section without required items, and leaves other members untouched', async () => {
    const res = await complete(review, member);
    expect(res.json()).toEqual({ sectionCompleted: true, modulePercentComplete: 100 });
    const theirs = (await call('GET', '/api/learning/modules/front-desk', other)).json();
    expect(theirs.module.percentComplete).toBe(0);
    expect(theirs.sections.every((s: { isCompleted: boolean }) => !s.isCompleted)).toBe(true);
  });
});
