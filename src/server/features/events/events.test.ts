import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages as m } from '../../../shared/events';
import { rsvps } from '../../db/schema/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { inDays, insertChapter, insertEvent } from './test-helpers';

let t: TestApp;
let gymId: number;
let gymName: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://club.example.org' });
  const gym = await createGym(t.db, { name: 'Summit Gymnastics' });
  gymId = gym.id;
  gymName = gym.name;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rsvp = (id: number, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${id}/rsvp`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const cancel = (id: number, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/events/${id}/rsvp`, headers: cookie ? { cookie } : {} });

async function member() {
  const user = await createUser(t.db);
  return { user, cookie: await signIn(t, user.id) };
}

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, past ones latest first, filters by chapter, never with zoom fields', async () => {
    const chapter = await insertChapter(t.db, null);
    const far = await insertEvent(t.db, gymId, { title: 'List far', date: inDays(200), chapterId: chapter.id });
    const near = await insertEvent(t.db, gymId, {
      title: 'List near',
      date: inDays(150),
      zoomLink: 'https://zoom.us/j/111',
      zoomPassword: 'secret-pw',
    });
    const recent = await insertEvent(t.db, gymId, { title: 'List recent', date: inDays(-100), chapterId: chapter.id });
    const old = await insertEvent(t.db, gymId, { title: 'List old', date: inDays(-200) });

    const upcoming = (await get('/api/events?limit=100')).json() as { id: number }[];
    const ids = upcoming.map((e) => e.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    expect(ids).not.toContain(recent.id);
    const past = ((await get('/api/events?past=true&limit=100')).json() as { id: number }[]).map((e) => e.id);
    expect(past.indexOf(recent.id)).toBeLessThan(past.indexOf(old.id));
    expect(past).not.toContain(near.id);
    const byChapter = (await get(`/api/events?chapterId=${chapter.id}`)).json() as { id: number }[];
    expect(byChapter.map((e) => e.id)).toEqual([far.id]);

    const res = await get('/api/events?limit=100');
    expect(res.body).not.toContain('zoomLink');
    expect(res.body).not.toContain('zoomPassword');
    expect(res.body).not.toContain('secret-pw');
    const item = upcoming.find((e) => e.id === near.id);
    expect(item).toEqual({
      id: near.id,
      title: 'List near',
      description: near.description,
      location: near.location,
      date: new Date(near.date).toISOString(),
      timeZone: 'America/Denver',
      capacity: 10,
      gymId,
      gymName,
      chapterId: null,
      chapterName: null,
      imageUrl: null,
      rsvpCount: 0,
      spotsLeft: 10,
      hasZoom: true,
    });
  });

  it('pages with limit and offset and refuses garbage queries with 400', async () => {
    const first = (await get('/api/events?limit=1')).json() as { id: number }[];
    const second = (await get('/api/events?limit=1&offset=1')).json() as { id: number }[];
    expect(first).toHaveLength(1);
    expect(second[0]?.id).not.toBe(first[0]?.id);
    for (const q of ['limit=0', 'limit=abc', 'chapterId=-1', 'past=maybe', 'offset=-3']) {
      expect((await get(`/api/events?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/events/:id', () => {
  it('gives the documents, no zoom fields to a visitor, a member without RSVP or an in-person attendee', async () => {
    const event = await insertEvent(t.db, gymId, { zoomLink: 'https://zoom.us/j/222', zoomPassword: 'pw-222' });
    const visitor = await get(`/api/events/${event.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toContain('no-store');
    expect(visitor.json()).toMatchObject({
      id: event.id,
      documents: [],
      myRsvp: null,
      canManage: false,
      hasZoom: true,
    });
    expect(visitor.body).not.toContain('zoom.us');
    expect(visitor.body).not.toContain('pw-222');

    const plain = await member();
    const asMember = await get(`/api/events/${event.id}`, plain.cookie);
    expect(asMember.json()).not.toHaveProperty('zoomLink');
    expect(asMember.body).not.toContain('pw-222');

    const inPerson = await member();
    expect((await rsvp(event.id, inPerson.cookie, { mode: 'in-person' })).statusCode).toBe(201);
    const asInPerson = (await get(`/api/events/${event.id}`, inPerson.cookie)).json();
    expect(asInPerson.myRsvp).toMatchObject({ mode: 'in-person', status: 'going' });
    expect(asInPerson).not.toHaveProperty('zoomLink');
    expect(asInPerson).not.toHaveProperty('zoomPassword');
  });

  it('gives the zoom link and password to a zoom attendee, the chapter president and an admin', async () => {
    const president = await member();
    const chapter = await insertChapter(t.db, president.user.id);
    const event = await insertEvent(t.db, gymId, {
      chapterId: chapter.id,
      zoomLink: 'https://zoom.us/j/333',
      zoomPassword: 'pw-333',
    });
    const zoomer = await member();
    expect((await rsvp(event.id, zoomer.cookie, { mode: 'zoom' })).statusCode).toBe(201);
    const admin = await createUser(t.db, { isAdmin: true, gymId: null });
    const adminCookie = await signIn(t, admin.id);
    for (const [who, cookie, canManage] of [
      ['zoom attendee', zoomer.cookie, false],
      ['president', president.cookie, true],
      ['admin', adminCookie, true],
    ] as const) {
      const body = (await get(`/api/events/${event.id}`, cookie)).json();
      expect(body, who).toMatchObject({ zoomLink: 'https://zoom.us/j/333', zoomPassword: 'pw-333', canManage });
    }
    // A cancelled zoom RSVP no longer opens the link.
    expect((await cancel(event.id, zoomer.cookie)).statusCode).toBe(204);
    expect((await get(`/api/events/${event.id}`, zoomer.cookie)).json()).not.toHaveProperty('zoomLink');
  });

  it('answers a JSON 404 for an unknown event and 400 for garbage ids', async () => {
    const res = await get('/api/events/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Event not found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/events/${id}`)).statusCode, id).toBe(400);
      expect((await rsvp(id as unknown as number, (await member()).cookie, { mode: 'zoom' })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  it("is an RFC 5545 invite with UID, times on the venue's clock, escaped title, and no zoom link", async () => {
    const event = await insertEvent(t.db, gymId, {
      title: 'Pricing, cash flow; and coaches',
      date: '2027-03-04T15:30:00Z',
      location: 'Summit Gymnastics, Denver',
      zoomLink: 'https://zoom.us/j/444',
      zoomPassword: 'pw-444',
    });
    const res = await get(`/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nVERSION:2.0\r\n');
    expect(ics).toContain('\r\nPRODID:');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`\r\nUID:event-${event.id}@club.example.org\r\n`);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    // The event's zone is its gym's (a Colorado gym: Mountain time, UTC-7 in March before the change).
    expect(ics).toContain('\r\nTZID:America/Denver\r\n');
    expect(ics).toContain('\r\nDTSTART;TZID=America/Denver:20270304T083000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=America/Denver:20270304T103000\r\n');
    expect(ics).toContain('\r\nSUMMARY:Pricing\\, cash flow\\; and coaches\r\n');
    expect(ics).toContain('\r\nLOCATION:Summit Gymnastics\\, Denver\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(`http://club.example.org/events/${event.id}`);
    expect(ics).not.toContain('zoom.us');
    expect(ics).not.toContain('pw-444');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect((await get('/api/events/999999/calendar.ics')).statusCode).toBe(404);
  });
});

describe('POST /api/events/:id/rsvp', () => {
  it('refuses visitors with 401 on every member call', async () => {
    const event = await insertEvent(t.db, gymId);
    expect((await rsvp(event.id, undefined, { mode: 'in-person' })).statusCode).toBe(401);
    expect((await cancel(event.id)).statusCode).toBe(401);
    expect((await get('/api/my-events')).statusCode).toBe(401);
  });

  it('creates an RSVP (201), changes its mode (200), keeps one row, and mails the invite', async () => {
    const event = await insertEvent(t.db, gymId, {
      title: 'Meet-season cash flow',
      zoomLink: 'https://zoom.us/j/555',
      zoomPassword: 'pw-555',
    });
    const { user, cookie } = await member();
    const before = t.mail.length;
    const first = await rsvp(event.id, cookie, { mode: 'in-person' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ eventId: event.id, userId: user.id, mode: 'in-person', status: 'going' });
    const mail = t.mail.at(-1)!;
    expect(t.mail.length).toBe(before + 1);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe("You're going: Meet-season cash flow");
    expect(mail.text).not.toContain('zoom.us');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: 'meet-season-cash-flow.ics' });
    expect(mail.attachments![0]!.contentType).toContain('text/calendar');
    expect(String(mail.attachments![0]!.content)).toContain('SUMMARY:Meet-season cash flow');
    expect(String(mail.attachments![0]!.content)).not.toContain('zoom.us');

    const again = await rsvp(event.id, cookie, { mode: 'zoom' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, mode: 'zoom', status: 'going' });
    const zoomMail = t.mail.at(-1)!;
    expect(zoomMail.text).toContain('https://zoom.us/j/555');
    expect(zoomMail.text).toContain('pw-555');
    expect(zoomMail.attachments).toHaveLength(1);

    const rows = await t.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, user.id)));
    expect(rows).toHaveLength(1);
    const trail = await auditTrail(t.db, 'rsvp', rows[0]!.id);
    expect(trail.map((r) => r.action)).toEqual(['event.rsvp', 'event.rsvp.change']);
    expect(trail[1]).toMatchObject({
      userId: user.id,
      oldValues: { eventId: event.id, mode: 'in-person', status: 'going' },
      newValues: { eventId: event.id, mode: 'zoom', status: 'going' },
    });
  });

  it('needs the events.rsvp permission: an account whose role lacks it gets 403 naming it', async () => {
    const event = await insertEvent(t.db, gymId);
    const roleless = await createUser(t.db, { role: 'none' });
    const cookie = await signIn(t, roleless.id);
    const res = await rsvp(event.id, cookie, { mode: 'in-person' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: m.rsvpPermission });
    expect(res.json().message).toContain('events.rsvp');
    expect(await t.db.select().from(rsvps).where(eq(rsvps.userId, roleless.id))).toEqual([]);
    const plain = await createUser(t.db, { role: 'member' });
    expect((await rsvp(event.id, await signIn(t, plain.id), { mode: 'in-person' })).statusCode).toBe(201);
  });

  it('answers the spec messages: bad mode, no zoom option, past event, unknown event', async () => {
    const { cookie } = await member();
    const event = await insertEvent(t.db, gymId);
    for (const body of [{ mode: 'remote' }, {}, { mode: 5 }]) {
      const res = await rsvp(event.id, cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(m.modeInvalid);
    }
    const noZoom = await rsvp(event.id, cookie, { mode: 'zoom' });
    expect(noZoom.statusCode).toBe(400);
    expect(noZoom.json()).toEqual({ message: 'This event has no Zoom option' });
    const past = await insertEvent(t.db, gymId, { date: inDays(-1) });
    const late = await rsvp(past.id, cookie, { mode: 'in-person' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'This event has already taken place' });
    const unknown = await rsvp(999999, cookie, { mode: 'in-person' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Event not found' });
  });

  it('answers 409 "This event is full" for in-person when full; zoom stays open; cancelling frees the seat', async () => {
    const event = await insertEvent(t.db, gymId, { capacity: 1, zoomLink: 'https://zoom.us/j/666' });
    const a = await member();
    const b = await member();
    expect((await rsvp(event.id, a.cookie, { mode: 'in-person' })).statusCode).toBe(201);
    const full = await rsvp(event.id, b.cookie, { mode: 'in-person' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'This event is full' });
    expect((await rsvp(event.id, b.cookie, { mode: 'zoom' })).statusCode).toBe(201);
    // zoom → in-person needs a free seat too
    expect((await rsvp(event.id, b.cookie, { mode: 'in-person' })).statusCode).toBe(409);
    let item = (await get(`/api/events/${event.id}`)).json();
    expect(item).toMatchObject({ rsvpCount: 2, spotsLeft: 0 });

    expect((await cancel(event.id, a.cookie)).statusCode).toBe(204);
    item = (await get(`/api/events/${event.id}`)).json();
    expect(item).toMatchObject({ rsvpCount: 1, spotsLeft: 1 });
    expect((await rsvp(event.id, b.cookie, { mode: 'in-person' })).statusCode).toBe(200);
    // a's cancelled row comes back to life (201) as zoom, since the seat is b's now
    const back = await rsvp(event.id, a.cookie, { mode: 'zoom' });
    expect(back.statusCode).toBe(201);
    // in-person → zoom frees the seat
    expect((await rsvp(event.id, b.cookie, { mode: 'zoom' })).statusCode).toBe(200);
    expect((await rsvp(event.id, a.cookie, { mode: 'in-person' })).statusCode).toBe(200);
  });

  it('never overbooks: 20 members RSVP in person at once to 5 seats, exactly 5 get in', async () => {
    const event = await insertEvent(t.db, gymId, { capacity: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const results = await Promise.all(members.map((u) => rsvp(event.id, u.cookie, { mode: 'in-person' })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const going = await t.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, 'going'), eq(rsvps.mode, 'in-person')));
    expect(going).toHaveLength(5);
  });
});

describe('DELETE /api/events/:id/rsvp', () => {
  it('cancels (204, the row kept as cancelled) and answers 404 when there is nothing to cancel', async () => {
    const event = await insertEvent(t.db, gymId);
    const { user, cookie } = await member();
    const none = await cancel(event.id, cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'You have not RSVPed to this event' });
    await rsvp(event.id, cookie, { mode: 'in-person' });
    expect((await cancel(event.id, cookie)).statusCode).toBe(204);
    const [row] = await t.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.userId, user.id)));
    expect(row?.status).toBe('cancelled');
    expect((await cancel(event.id, cookie)).statusCode).toBe(404);
    expect((await cancel(999999, cookie)).statusCode).toBe(404);
    const trail = await auditTrail(t.db, 'rsvp', row!.id);
    expect(trail.at(-1)).toMatchObject({ action: 'event.rsvp.cancel', newValues: { status: 'cancelled' } });
  });
});

describe('GET /api/my-events', () => {
  it('lists going RSVPs upcoming soonest first then past latest first, zoom link on zoom RSVPs only', async () => {
    const { user, cookie } = await member();
    const soon = await insertEvent(t.db, gymId, {
      title: 'Soon',
      date: inDays(3),
      zoomLink: 'https://zoom.us/j/7',
      zoomPassword: 'p7',
    });
    const later = await insertEvent(t.db, gymId, { title: 'Later', date: inDays(30), zoomLink: 'https://zoom.us/j/8' });
    const pastNear = await insertEvent(t.db, gymId, { title: 'Past near', date: inDays(-3) });
    const pastFar = await insertEvent(t.db, gymId, { title: 'Past far', date: inDays(-30) });
    const cancelled = await insertEvent(t.db, gymId, { title: 'Cancelled', date: inDays(5) });
    await rsvp(later.id, cookie, { mode: 'in-person' });
    await rsvp(soon.id, cookie, { mode: 'zoom' });
    await rsvp(cancelled.id, cookie, { mode: 'in-person' });
    await cancel(cancelled.id, cookie);
    await t.db.insert(rsvps).values([
      { eventId: pastFar.id, userId: user.id, mode: 'in-person' },
      { eventId: pastNear.id, userId: user.id, mode: 'in-person' },
    ]);
    const res = await get('/api/my-events', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { eventId: number; mode: string; event: Record<string, unknown> }[];
    expect(list.map((r) => r.event.title)).toEqual(['Soon', 'Later', 'Past near', 'Past far']);
    expect(list[0]).toMatchObject({ mode: 'zoom', event: { zoomLink: 'https://zoom.us/j/7', zoomPassword: 'p7' } });
    expect(list[1]!.event).not.toHaveProperty('zoomLink');
    expect(list[1]!.event).not.toHaveProperty('zoomPassword');

    // As many of each side as asked (decision 0187): the soonest upcoming, the latest past.
    const titles = async (qs: string) =>
      ((await get(`/api/my-events?${qs}`, cookie)).json() as { event: { title: string } }[]).map((r) => r.event.title);
    expect(await titles('upcoming=1&past=1')).toEqual(['Soon', 'Past near']);
    expect(await titles('upcoming=0&past=2')).toEqual(['Past near', 'Past far']);
    expect(await titles('upcoming=2&past=0')).toEqual(['Soon', 'Later']);
    for (const bad of ['upcoming=501', 'past=-1', 'upcoming=two']) {
      const refused = await get(`/api/my-events?${bad}`, cookie);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('lists the 25 soonest upcoming and the 10 latest past unless asked for more', async () => {
    const { user, cookie } = await member();
    const ahead = await Promise.all(
      Array.from({ length: 27 }, (_, i) => insertEvent(t.db, gymId, { title: `Ahead ${i + 1}`, date: inDays(i + 1) })),
    );
    const behind = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertEvent(t.db, gymId, { title: `Behind ${i + 1}`, date: inDays(-i - 1) }),
      ),
    );
    await t.db
      .insert(rsvps)
      .values([...ahead, ...behind].map((e) => ({ eventId: e.id, userId: user.id, mode: 'in-person' })));
    const list = (await get('/api/my-events', cookie)).json() as { event: { title: string } }[];
    expect(list.map((r) => r.event.title)).toEqual([
      ...Array.from({ length: 25 }, (_, i) => `Ahead ${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `Behind ${i + 1}`),
    ]);
    const all = (await get('/api/my-events?upcoming=500&past=500', cookie)).json() as unknown[];
    expect(all).toHaveLength(39);
  });
});
