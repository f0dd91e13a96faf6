import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, rsvps, users } from '../../db/schema/index';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { inDays, insertEvent } from './test-helpers';

/**
 * An event's going counts live on its row, moved by triggers on rsvps (decision 0180). Whatever
 * writes RSVPs — the RSVP calls, a deleted member's cascade, a bulk insert, a deleted event — the
 * counts the event answers are the RSVPs there are.
 */
let t: TestApp;
let gymId: number;

beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Count Gymnastics' })).id;
});
afterAll(() => t.close());

async function answered(eventId: number, cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { rsvpCount: number; spotsLeft: number };
  return { rsvpCount: body.rsvpCount, spotsLeft: body.spotsLeft };
}

async function counted(eventId: number) {
  const going = (mode: string) =>
    t.db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going'), eq(rsvps.mode, mode)))
      .then((r) => r[0]!.n);
  const [row] = await t.db
    .select({ inPerson: events.goingInPerson, zoom: events.goingZoom })
    .from(events)
    .where(eq(events.id, eventId));
  return { stored: row, actual: { inPerson: await going('in-person'), zoom: await going('zoom') } };
}

describe('going counts kept on the event', () => {
  it('follow RSVPs made, changed and cancelled through the API, a deleted member and a bulk insert', async () => {
    const event = await insertEvent(t.db, gymId, {
      title: 'Counted breakfast',
      date: inDays(10),
      capacity: 5,
      zoomLink: 'https://zoom.us/j/1',
    });
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    const cookies = await Promise.all(people.map((p) => signIn(t, p.id)));
    const rsvp = (cookie: string, mode: string) =>
      t.app.inject({ method: 'POST', url: `/api/events/${event.id}/rsvp`, headers: { cookie }, payload: { mode } });

    expect(await answered(event.id, cookies[0]!)).toEqual({ rsvpCount: 0, spotsLeft: 5 });
    expect((await rsvp(cookies[0]!, 'in-person')).statusCode).toBeLessThan(300);
    expect((await rsvp(cookies[1]!, 'in-person')).statusCode).toBeLessThan(300);
    expect((await rsvp(cookies[2]!, 'zoom')).statusCode).toBeLessThan(300);
    expect(await answered(event.id, cookies[0]!)).toEqual({ rsvpCount: 3, spotsLeft: 3 });

    // A change of mode moves one seat from in-person to Zoom.
    expect((await rsvp(cookies[1]!, 'zoom')).statusCode).toBeLessThan(300);
    expect(await answered(event.id, cookies[0]!)).toEqual({ rsvpCount: 3, spotsLeft: 4 });

    // A cancelled RSVP stays as a row but no longer counts.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/rsvp`,
      headers: { cookie: cookies[0]! },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await answered(event.id, cookies[1]!)).toEqual({ rsvpCount: 2, spotsLeft: 5 });

    // A member deleted with their RSVPs (the cascade) takes their seat with them.
    await t.db.delete(users).where(eq(users.id, people[2]!.id));
    expect(await answered(event.id, cookies[1]!)).toEqual({ rsvpCount: 1, spotsLeft: 5 });

    // A bulk insert of many rows in one statement, as the scale seed and imports write them.
    const crowd = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    await t.db
      .insert(rsvps)
      .values(crowd.map((u, i) => ({ eventId: event.id, userId: u.id, mode: i < 4 ? 'in-person' : 'zoom' })));
    expect(await answered(event.id, cookies[1]!)).toEqual({ rsvpCount: 7, spotsLeft: 1 });

    const { stored, actual } = await counted(event.id);
    expect(stored).toEqual(actual);
  });

  it('a statement moving RSVPs of several events moves each event by its own rows', async () => {
    const a = await insertEvent(t.db, gymId, { title: 'Count A', date: inDays(11) });
    const b = await insertEvent(t.db, gymId, { title: 'Count B', date: inDays(12) });
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    await t.db.insert(rsvps).values([
      { eventId: a.id, userId: people[0]!.id, mode: 'in-person' },
      { eventId: a.id, userId: people[1]!.id, mode: 'zoom' },
      { eventId: b.id, userId: people[0]!.id, mode: 'in-person' },
      { eventId: b.id, userId: people[2]!.id, mode: 'in-person', status: 'cancelled' },
    ]);
    // One UPDATE over both events: everyone going switches to Zoom, the cancelled one comes back.
    await t.db.update(rsvps).set({ mode: 'zoom', status: 'going' }).where(eq(rsvps.userId, people[0]!.id));
    await t.db.update(rsvps).set({ status: 'going' }).where(eq(rsvps.userId, people[2]!.id));
    for (const id of [a.id, b.id]) {
      const { stored, actual } = await counted(id);
      expect(stored).toEqual(actual);
    }
    expect((await counted(a.id)).stored).toEqual({ inPerson: 0, zoom: 2 });
    expect((await counted(b.id)).stored).toEqual({ inPerson: 1, zoom: 1 });
    // Deleting the RSVPs of both in one statement brings both to zero.
    await t.db.delete(rsvps).where(eq(rsvps.userId, people[0]!.id));
    expect((await counted(a.id)).stored).toEqual({ inPerson: 0, zoom: 1 });
    expect((await counted(b.id)).stored).toEqual({ inPerson: 1, zoom: 0 });
  });
});
