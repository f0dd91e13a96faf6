import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { seedDemoChapters } from '../../db/seed/chapters';
import { seedDemoEvents } from '../../db/seed/events';
import { seedDemoGyms } from '../../db/seed/gyms';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { signIn } from '../../../../tests/support/factories';
import { keepsSchedule } from '../../../shared/chapter-schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withTransaction(t.db, async (tx) => {
    await seedDemoGyms(tx);
    await seedDemoAccounts(tx, 'Breakfast2024');
    await seedDemoChapters(tx, 'Breakfast2024');
    await seedDemoEvents(tx);
  });
});
afterAll(() => t.close());

describe('demo events', () => {
  it('has past and upcoming events, some with Zoom, realistic capacities, and recordings on past ones', async () => {
    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/events?limit=100' })).json();
    const past = (await t.app.inject({ method: 'GET', url: '/api/events?past=true&limit=100' })).json();
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length + past.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.some((e: { hasZoom: boolean }) => e.hasZoom)).toBe(true);
    for (const e of [...upcoming, ...past]) expect(e.capacity).toBeGreaterThanOrEqual(12);
    const first = new Date(upcoming[0].date).getTime();
    expect(first).toBeGreaterThan(Date.now());
    expect(new Date(upcoming.at(-1).date).getTime() - Date.now()).toBeLessThan(130 * 86_400_000);
    const details = await Promise.all(
      past.map(async (e: { id: number }) => (await t.app.inject({ method: 'GET', url: `/api/events/${e.id}` })).json()),
    );
    expect(details.filter((d) => d.documents.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('binds the chapter breakfasts to the demo chapters (seeded before), each chapter with a next meeting', async () => {
    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/events?limit=100' })).json() as {
      chapterName: string | null;
      rsvpCount: number;
      spotsLeft: number;
    }[];
    const names = new Set(upcoming.map((e) => e.chapterName).filter(Boolean));
    expect(names).toEqual(
      new Set(['Front Range Breakfast Club', 'Lone Star Gym Owners Breakfast', 'Bay Area Gym Leaders Breakfast']),
    );
    for (const e of upcoming.filter((x) => x.chapterName)) expect(e.rsvpCount).toBeGreaterThan(0);
    for (const e of upcoming) expect(e.spotsLeft).toBeGreaterThan(0);
  });

  it("keeps each chapter's stated schedule and place, on the venue's clock, and tells every event in its gym's zone", async () => {
    const chapters = (await t.app.inject({ method: 'GET', url: '/api/chapters' })).json() as {
      id: number;
      meetingDay: string | null;
      meetingTime: string | null;
      meetingLocation: string | null;
    }[];
    const all = [
      ...(await t.app.inject({ method: 'GET', url: '/api/events?limit=100' })).json(),
      ...(await t.app.inject({ method: 'GET', url: '/api/events?past=true&limit=100' })).json(),
    ] as { title: string; date: string; timeZone: string; chapterId: number | null; location: string }[];
    const bound = all.filter((e) => e.chapterId !== null);
    expect(bound.length).toBeGreaterThanOrEqual(5);
    for (const e of bound) {
      const chapter = chapters.find((c) => c.id === e.chapterId)!;
      expect(keepsSchedule(chapter, e), `${e.title} on ${e.date}`).toBe(true);
      expect(e.location).toBe(chapter.meetingLocation);
    }
    const denver = all.find((e) => e.title.startsWith('Front Range'))!;
    expect(denver.timeZone).toBe('America/Denver');
    expect(new Set(all.map((e) => e.timeZone))).toEqual(
      new Set(['America/Denver', 'America/Chicago', 'America/Los_Angeles', 'America/New_York']),
    );
  });

  it('gives demo_owner two upcoming RSVPs, one on Zoom with its link', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.username, 'demo_owner'));
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my-events', headers: { cookie: await signIn(t, owner!.id) } })
    ).json() as { mode: string; event: { date: string; zoomLink?: string } }[];
    const upcoming = mine.filter((r) => new Date(r.event.date).getTime() > Date.now());
    expect(upcoming).toHaveLength(2);
    expect(upcoming.map((r) => r.mode).sort()).toEqual(['in-person', 'zoom']);
    expect(upcoming.find((r) => r.mode === 'zoom')?.event.zoomLink).toMatch(/^https:\/\/zoom\.us\/j\//);
  });
});
