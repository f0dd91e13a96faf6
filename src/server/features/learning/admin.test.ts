import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningMessages as m } from '../../../shared/learning';
import { learningModules, roles, userActivityLog } from '../../db/schema/index';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

const call = callsOf(() => t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
  memberCookie = await signIn(t, (await createUser(t.db)).id);
});
afterAll(() => t.close());

describe('learning admin', () => {
  it('refuses visitors (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/learning/modules'],
      ['POST', '/api/admin/learning/modules'],
      ['POST', '/api/admin/learning/sections'],
      ['PUT', '/api/admin/learning/sections/1/tabs'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await call(method, url, memberCookie, {})).statusCode, url).toBe(403);
    }
  });

  it('validates a module with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'a' }, m.titleRequired],
      [{ title: 'A' }, m.slugRequired],
      [{ title: 'A', slug: 'Bad Slug' }, m.slugFormat],
      [{ title: 'A', slug: 'a', category: 'recipes' }, m.categoryInvalid],
      [{ title: 'A', slug: 'a', moduleType: 'podcast' }, m.moduleTypeInvalid],
      [{ title: 'A', slug: 'a', moduleType: 'video' }, m.videoUrlRequired],
      [{ title: 'A', slug: 'a', youtubeUrl: 'https://example.com/x' }, m.videoUrlInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/admin/learning/modules', adminCookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
  });

  it('creates, lists, edits, orders and deletes modules and sections, logging each change', async () => {
    const [owner] = await t.db.select().from(roles).where(eq(roles.name, 'Owner'));
    const created = await call('POST', '/api/admin/learning/modules', adminCookie, {
      title: 'Grit and young athletes',
      slug: 'grit',
      moduleType: 'video',
      youtubeUrl: 'https://www.youtube.com/watch?v=H14bBuluwB8',
      category: 'videos',
      roles: [{ roleId: owner!.id, relevance: 'primary' }],
    });
    expect(created.statusCode).toBe(201);
    const mod = created.json();
    expect(mod).toMatchObject({ slug: 'grit', category: 'videos', isPublished: false, roles: [{ roleId: owner!.id }] });
    const taken = await call('POST', '/api/admin/learning/modules', adminCookie, { title: 'Again', slug: 'grit' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.slugTaken);
    const badRole = await call('PATCH', `/api/admin/learning/modules/${mod.id}`, adminCookie, {
      roles: [{ roleId: 999999 }],
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe(m.roleNotFound);
    const noVideo = await call('PATCH', `/api/admin/learning/modules/${mod.id}`, adminCookie, { youtubeUrl: null });
    expect(noVideo.json().message).toBe(m.videoUrlRequired);

    const sections: number[] = [];
    for (const slug of ['one', 'two']) {
      const res = await call('POST', '/api/admin/learning/sections', adminCookie, {
        moduleId: mod.id,
        title: `Section ${slug}`,
        slug,
        estimatedMinutes: 12,
      });
      expect(res.statusCode).toBe(201);
      sections.push(res.json().id);
    }
    const dup = await call('POST', '/api/admin/learning/sections', adminCookie, {
      moduleId: mod.id,
      title: 'X',
      slug: 'one',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.sectionSlugTaken);
    const minutes = await call('PATCH', `/api/admin/learning/sections/${sections[0]}`, adminCookie, {
      estimatedMinutes: 0,
    });
    expect(minutes.json().message).toContain(m.minutesRange);

    const reorder = await call('PUT', `/api/admin/learning/modules/${mod.id}/section-order`, adminCookie, {
      sectionIds: [...sections].reverse(),
    });
    expect(reorder.statusCode).toBe(200);
    expect(reorder.json().sections.map((s: { slug: string }) => s.slug)).toEqual(['two', 'one']);
    const mismatch = await call('PUT', `/api/admin/learning/modules/${mod.id}/section-order`, adminCookie, {
      sectionIds: [sections[0]],
    });
    expect(mismatch.json().message).toBe(m.sectionOrderMismatch);

    const tabs = await call('PUT', `/api/admin/learning/sections/${sections[0]}/tabs`, adminCookie, {
      tabs: [
        { tabType: 'overview', title: 'Overview', content: '<p onclick="x()">Why grit matters</p>' },
        { tabType: 'overview', title: 'Again' },
      ],
    });
    expect(tabs.json().message).toContain(m.tabTypeRepeated);
    const saved = await call('PUT', `/api/admin/learning/sections/${sections[0]}/tabs`, adminCookie, {
      tabs: [{ tabType: 'overview', title: 'Overview', content: '<p onclick="x()">Why grit matters</p>' }],
    });
    expect(saved.json().tabs[0].content).toBe('<p>Why grit matters</p>');

    const published = await call('PATCH', `/api/admin/learning/modules/${mod.id}`, adminCookie, { isPublished: true });
    expect(published.json().isPublished).toBe(true);
    const list = await call('GET', '/api/admin/learning/modules?search=grit', adminCookie);
    expect(list.json()).toMatchObject({ total: 1, items: [{ slug: 'grit', sectionCount: 2, isPublished: true }] });

    expect((await call('DELETE', `/api/admin/learning/sections/${sections[1]}`, adminCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/learning/modules/${mod.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/learning/modules/${mod.id}`, adminCookie)).statusCode).toBe(404);
    expect(await t.db.select().from(learningModules).where(eq(learningModules.id, mod.id))).toEqual([]);
    const actions = (await t.db.select({ action: userActivityLog.action }).from(userActivityLog)).map((r) => r.action);
    for (const action of [
      'learning.module.create',
      'learning.module.update',
      'learning.section.create',
      'learning.sections.order',
      'learning.section.tabs',
      'learning.section.delete',
      'learning.module.delete',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('stores a module image under the learning-module-images prefix and serves it publicly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/learning-module-images',
      headers: { cookie: adminCookie, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.path).toMatch(/^\/learning-module-images\/[\w-]+\.webp$/);
    expect(body.url).toBe(`/api/public${body.path}`);
    const served = await call('GET', body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await call('GET', '/api/public/learning-module-images/none.webp')).statusCode).toBe(404);
    const created = await call('POST', '/api/admin/learning/modules', adminCookie, {
      title: 'With cover',
      slug: 'with-cover',
      coverImage: body.path,
      isPublished: true,
    });
    expect(created.json().coverImageUrl).toBe(body.url);
    const listed = (await call('GET', '/api/learning/modules', memberCookie)).json();
    expect(listed.find((x: { slug: string }) => x.slug === 'with-cover').coverImage).toBe(body.url);
  });
});
