import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client';
import { users } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { seedDemoGyms } from '../../db/seed/gyms';
import { seedDemoLearning } from '../../db/seed/learning';
import { signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  await withTransaction(t.db, async (tx) => {
    await seedDemoGyms(tx);
    await seedDemoAccounts(tx, 'Breakfast2024');
    await seedDemoLearning(tx);
  });
  const [row] = await t.db.select().from(users).where(eq(users.username, 'demo_owner'));
  owner = await signIn(t, row!.id);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('demo learning hub', () => {
  // First: opening a section below moves the owner's place.
  it('starts the demo owner half-way through, so the hub offers to continue', async () => {
    const hub = (await get('/api/learning/hub', owner)).json();
    expect(hub.resume).toMatchObject({ moduleSlug: 'hiring-your-first-coaches', tab: 'examples', percentComplete: 33 });
    expect(hub.featured.length).toBeGreaterThan(0);
  });

  it('publishes 30+ modules over the three categories, each with sections, tabs and covers', async () => {
    expect((await get('/api/public/learning-summary')).json().publishedModules).toBeGreaterThanOrEqual(30);
    for (const category of ['playbooks', 'videos', 'best-practices']) {
      const list = (await get(`/api/learning/modules?category=${category}`, owner)).json();
      expect(list.length, category).toBeGreaterThanOrEqual(8);
      for (const mod of list) {
        expect(mod.sectionCount, mod.slug).toBeGreaterThanOrEqual(2);
        expect(mod.coverImage, mod.slug).toMatch(/^\/api\/public\/learning-module-images\/demo-.+\.webp$/);
        expect(mod.description.length, mod.slug).toBeGreaterThan(40);
      }
      if (category === 'videos') expect(list.every((m: { moduleType: string }) => m.moduleType === 'video')).toBe(true);
    }
    const cover = (await get('/api/learning/modules?category=videos', owner)).json()[0].coverImage;
    expect((await get(cover)).statusCode).toBe(200);
  });

  it('has "Hiring your first coaches" with tabbed sections and checklists', async () => {
    const detail = (await get('/api/learning/modules/hiring-your-first-coaches', owner)).json();
    expect(detail.module.title).toBe('Hiring your first coaches');
    expect(detail.sections.length).toBe(3);
    const section = (
      await get(`/api/learning/modules/hiring-your-first-coaches/sections/${detail.sections[0].slug}`, owner)
    ).json();
    expect(section.tabs.map((tab: { tabType: string }) => tab.tabType)).toEqual([
      'overview',
      'examples',
      'resources',
      'checklist',
    ]);
    expect(section.tabs[3].checklist.length).toBeGreaterThanOrEqual(3);
  });
});
