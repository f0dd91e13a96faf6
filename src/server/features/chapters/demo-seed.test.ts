import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signIn } from '../../../../tests/support/factories';
import { chapterMembers, chapters, users } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { DEMO_CHAPTER_NAMES } from '../../db/seed/chapters';
import { seedDemo } from '../../db/seed/index';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, pino({ level: 'silent' }));
});
afterAll(() => t.close());

const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

describe('demo chapters', () => {
  it('seeds three active chapters with a president, two board seats, meeting preferences and a right member count', async () => {
    const res = await t.app.inject({ url: '/api/chapters' });
    const list = res.json() as { id: number; name: string; city: string; state: string; memberCount: number }[];
    expect(list.map((c) => [c.name, c.city, c.state])).toEqual([
      [DEMO_CHAPTER_NAMES.bayArea, 'San Jose', 'CA'],
      [DEMO_CHAPTER_NAMES.frontRange, 'Denver', 'CO'],
      [DEMO_CHAPTER_NAMES.loneStar, 'Austin', 'TX'],
    ]);
    for (const c of list) {
      const members = await t.db.select().from(chapterMembers).where(eq(chapterMembers.chapterId, c.id));
      expect(c.memberCount).toBe(members.length);
      expect(members.length).toBeGreaterThanOrEqual(4);
      expect(members.length).toBeLessThanOrEqual(8);
      const [row] = await t.db.select().from(chapters).where(eq(chapters.id, c.id));
      expect(row!.boardMembers).toHaveLength(2);
      for (const seat of row!.boardMembers) {
        expect(members.find((m) => m.userId === seat.userId)?.role).toBe('board');
      }
      expect(members.filter((m) => m.role === 'president').map((m) => m.userId)).toEqual([row!.presidentId]);
      for (const field of [
        row!.description,
        row!.meetingFrequency,
        row!.meetingDay,
        row!.meetingTime,
        row!.meetingLocation,
      ]) {
        expect(field).toMatch(/\S/);
      }
    }
  });

  it('makes demo_owner the president of Front Range with a pending join request, and demo_director a Lone Star member', async () => {
    const owner = (
      await t.app.inject({ url: '/api/my-chapter', headers: { cookie: await signIn(t, await idOf('demo_owner')) } })
    ).json();
    expect(owner.role).toBe('president');
    expect(owner.chapter.name).toBe(DEMO_CHAPTER_NAMES.frontRange);
    expect(owner.joinRequests).toHaveLength(1);
    expect(owner.joinRequests[0].name).toBe('Will Foster');
    const director = (
      await t.app.inject({ url: '/api/my-chapter', headers: { cookie: await signIn(t, await idOf('demo_director')) } })
    ).json();
    expect(director).toMatchObject({
      role: 'member',
      chapter: { name: DEMO_CHAPTER_NAMES.loneStar },
      joinRequests: [],
    });
  });

  it('queues one pending application for the admin, and the seeded members sign in with the demo password', async () => {
    const admin = await t.db
      .insert(users)
      .values({
        username: 'seed_admin',
        password: 'x',
        firstName: 'A',
        lastName: 'Dmin',
        email: 'seed_admin@example.com',
        role: 'admin',
        isAdmin: true,
      })
      .returning();
    const apps = (
      await t.app.inject({ url: '/api/admin/chapter-applications', headers: { cookie: await signIn(t, admin[0]!.id) } })
    ).json();
    expect(apps.items).toHaveLength(1);
    expect(apps.items[0]).toMatchObject({
      chapterName: 'Sunshine State Gym Owners',
      city: 'Orlando',
      state: 'FL',
      status: 'pending',
    });
    expect(apps.items[0].why.length).toBeGreaterThan(100);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'chapter_priya_raman', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
