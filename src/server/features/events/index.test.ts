import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInputSchema, eventItemSchema, adminEventSchema } from '../../../shared/events';
import { chapters, rsvps } from '../../db/schema/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createEvent, listEventItems, nextEventDates } from './index';

let t: TestApp;
let gymId: number;
let adminId: number;
const meta = { ipAddress: '127.0.0.1', userAgent: 'vitest' };
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const values = (overrides: Record<string, unknown> = {}) =>
  eventInputSchema.parse({
    gymId,
    title: 'Monthly breakfast',
    description: 'Coffee and numbers',
    location: 'Summit Gymnastics, Denver',
    date: inDays(10),
    capacity: 20,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db)).id;
  adminId = (await createUser(t.db, { isAdmin: true, gymId: null })).id;
});
afterAll(() => t.close());

describe('the events public surface (features/events/index.ts)', () => {
  it('createEvent stores the event, answers it as the admin sees it and records the activity', async () => {
    const event = await createEvent(
      t.app.deps,
      values({ zoomLink: 'zoom.us/j/123', zoomPassword: 'pw' }),
      { id: adminId },
      meta,
    );
    expect(z.safeEncode(adminEventSchema, event).success).toBe(true);
    expect(event).toMatchObject({
      title: 'Monthly breakfast',
      gymId,
      chapterId: null,
      zoomLink: 'https://zoom.us/j/123',
      zoomPassword: 'pw',
      rsvpCount: 0,
      spotsLeft: 20,
      hasZoom: true,
      inPersonCount: 0,
      zoomCount: 0,
      documentCount: 0,
      imageUrl: null,
    });
    expect(event.date).toBe(new Date(event.date).toISOString());
    const trail = await auditTrail(t.db, 'event', event.id);
    expect(trail).toEqual([
      expect.objectContaining({
        userId: adminId,
        action: 'event.create',
        oldValues: null,
        newValues: expect.objectContaining({ title: 'Monthly breakfast', zoomPassword: '(set)' }),
      }),
    ]);
  });

  it('createEvent refuses an unknown gym or chapter with the form messages', async () => {
    await expect(createEvent(t.app.deps, values({ gymId: 999_999 }), { id: adminId }, meta)).rejects.toThrow(
      'Please select a gym',
    );
    await expect(createEvent(t.app.deps, values({ chapterId: 999_999 }), { id: adminId }, meta)).rejects.toThrow(
      'Please select a chapter',
    );
  });

  it('listEventItems gives upcoming soonest first, past latest first, by chapter, with counts and no zoom fields', async () => {
    const [chapter] = await t.db
      .insert(chapters)
      .values({ name: 'Denver Breakfast Club', city: 'Denver', state: 'CO', status: 'active' })
      .returning();
    const later = await createEvent(
      t.app.deps,
      values({ title: 'Later', date: inDays(30), chapterId: chapter!.id, capacity: 3 }),
      { id: adminId },
      meta,
    );
    const sooner = await createEvent(
      t.app.deps,
      values({ title: 'Sooner', date: inDays(2), chapterId: chapter!.id }),
      { id: adminId },
      meta,
    );
    const old = await createEvent(
      t.app.deps,
      values({ title: 'Old', date: inDays(-5), chapterId: chapter!.id }),
      { id: adminId },
      meta,
    );
    const older = await createEvent(t.app.deps, values({ title: 'Older', date: inDays(-50) }), { id: adminId }, meta);
    const member = await createUser(t.db);
    await t.db.insert(rsvps).values({ eventId: later.id, userId: member.id, mode: 'in-person' });

    const upcoming = await listEventItems(t.app.deps, { chapterId: chapter!.id });
    expect(upcoming.map((e) => e.title)).toEqual(['Sooner', 'Later']);
    expect(upcoming[1]).toMatchObject({ rsvpCount: 1, spotsLeft: 2, chapterName: 'Denver Breakfast Club' });
    for (const item of upcoming) {
      expect(item).not.toHaveProperty('zoomLink');
      expect(z.safeEncode(eventItemSchema, item).success).toBe(true);
    }
    const past = await listEventItems(t.app.deps, { past: true });
    expect(past.map((e) => e.id)).toEqual([old.id, older.id]);
    expect((await listEventItems(t.app.deps, { limit: 1 })).map((e) => e.id)).toEqual([sooner.id]);

    const next = await nextEventDates(t.app.deps, [chapter!.id, 424242]);
    expect(next.get(chapter!.id)).toEqual({ date: sooner.date, timeZone: sooner.timeZone });
    expect(next.has(424242)).toBe(false);
    expect(await nextEventDates(t.app.deps, [])).toEqual(new Map());
  });
});
