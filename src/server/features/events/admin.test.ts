import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDocuments, events, permissions, rolePermissions, roles, rsvps } from '../../db/schema/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { inDays, insertChapter, insertEvent } from './test-helpers';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let gymId: number;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Peak Tumbling' })).id;
  admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminCookie = await signIn(t, admin.id);
});
afterAll(() => t.close());

const call = callsOf(() => t);

const valid = (overrides: Record<string, unknown> = {}) => ({
  gymId,
  title: 'Pricing your recreational classes for 2027',
  description: 'Bring your rate card; we compare notes.',
  location: 'Peak Tumbling, 44 Elm St, Boulder',
  date: '2027-01-14 08:00:00',
  capacity: 30,
  ...overrides,
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('who may manage events', () => {
  it('refuses visitors (401) and plain members of every registration role (403)', async () => {
    expect((await call('GET', '/api/admin/events')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/events', undefined, valid())).statusCode).toBe(401);
    for (const role of ['Owner', 'Director', 'Manager', 'member']) {
      const user = await createUser(t.db, { role });
      const cookie = await signIn(t, user.id);
      expect((await call('GET', '/api/admin/events', cookie)).statusCode, role).toBe(403);
      expect((await call('POST', '/api/admin/events', cookie, valid())).statusCode, role).toBe(403);
    }
  });

  it('lets a member of a custom role granted events.manage create an event (201), and an admin', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ name: 'Events Lead', level: 4, displayOrder: 9, isSystem: false })
      .returning();
    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'events.manage'));
    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: perm!.id });
    const lead = await createUser(t.db, { role: 'Events Lead', roleId: role!.id });
    const res = await call('POST', '/api/admin/events', await signIn(t, lead.id), valid());
    expect(res.statusCode).toBe(201);
    expect((await call('POST', '/api/admin/events', adminCookie, valid())).statusCode).toBe(201);
  });
});

describe('POST /api/admin/events', () => {
  it('creates the event (201), stores a bare zoom domain as https, reads a time-zone-less date as UTC, audits it', async () => {
    const res = await call(
      'POST',
      '/api/admin/events',
      adminCookie,
      valid({ zoomLink: 'zoom.us/j/123', zoomPassword: 'abc' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Pricing your recreational classes for 2027',
      date: '2027-01-14T08:00:00.000Z',
      capacity: 30,
      gymId,
      gymName: 'Peak Tumbling',
      zoomLink: 'https://zoom.us/j/123',
      zoomPassword: 'abc',
      rsvpCount: 0,
      spotsLeft: 30,
      inPersonCount: 0,
      zoomCount: 0,
      documentCount: 0,
    });
    const [row] = await t.db.select().from(events).where(eq(events.id, body.id));
    expect(row?.zoomLink).toBe('https://zoom.us/j/123');
    expect(row?.createdBy).toBe(admin.id);
    const iso = await call('POST', '/api/admin/events', adminCookie, valid({ date: '2027-01-14T08:00:00-07:00' }));
    expect(iso.json().date).toBe('2027-01-14T15:00:00.000Z');
    expect(await auditTrail(t.db, 'event', body.id)).toEqual([
      {
        userId: admin.id,
        action: 'event.create',
        resourceType: 'event',
        resourceId: String(body.id),
        oldValues: null,
        newValues: expect.objectContaining({ title: body.title, capacity: 30, zoomLink: 'https://zoom.us/j/123' }),
      },
    ]);
  });

  it.each([
    [{ gymId: undefined }, 'Please select a gym'],
    [{ gymId: 'x' }, 'Please select a gym'],
    [{ gymId: 999_999 }, 'Please select a gym'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ description: '' }, 'Description is required'],
    [{ location: '' }, 'Location is required'],
    [{ date: 'next tuesday' }, 'Please enter a valid date and time'],
    [{ date: '2027-02-31 08:00:00' }, 'Please enter a valid date and time'],
    [{ capacity: 0 }, 'Capacity must be greater than 0'],
    [{ capacity: -4 }, 'Capacity must be greater than 0'],
    [{ zoomLink: 'not a link' }, 'Please enter a valid URL or domain'],
    [{ chapterId: 999_999 }, 'Please select a chapter'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const res = await call('POST', '/api/admin/events', adminCookie, valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('PUT and DELETE /api/admin/events/:id', () => {
  it('updates (capacity may go below the seats taken; spotsLeft shows 0) and audits old and new values', async () => {
    const event = await insertEvent(t.db, gymId, { capacity: 3 });
    for (let i = 0; i < 2; i++) {
      const u = await createUser(t.db);
      await t.db.insert(rsvps).values({ eventId: event.id, userId: u.id, mode: 'in-person' });
    }
    const chapter = await insertChapter(t.db, null);
    const res = await call(
      'PUT',
      `/api/admin/events/${event.id}`,
      adminCookie,
      valid({ capacity: 1, title: 'Hiring and keeping great coaches', chapterId: chapter.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ capacity: 1, spotsLeft: 0, inPersonCount: 2, chapterId: chapter.id });
    const trail = await auditTrail(t.db, 'event', event.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'event.update',
        oldValues: expect.objectContaining({ capacity: 3, title: event.title }),
        newValues: expect.objectContaining({ capacity: 1, title: 'Hiring and keeping great coaches' }),
      }),
    ]);
    expect((await call('PUT', '/api/admin/events/999999', adminCookie, valid())).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/events/${event.id}`, adminCookie, valid({ capacity: 0 }))).statusCode).toBe(
      400,
    );
  });

  it('deletes with its RSVPs (204), mails the going attendees, and changes the dashboard count', async () => {
    const event = await insertEvent(t.db, gymId, { title: 'Meet-season cash flow', date: inDays(12) });
    const count = async () =>
      ((await call('GET', '/api/dashboard/metrics')).json() as { upcomingEvents: number }).upcomingEvents;
    const before = await count();
    const going = await createUser(t.db);
    const gone = await createUser(t.db);
    await t.db.insert(rsvps).values([
      { eventId: event.id, userId: going.id, mode: 'in-person' },
      { eventId: event.id, userId: gone.id, mode: 'in-person', status: 'cancelled' },
    ]);
    const mails = t.mail.length;
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminCookie)).statusCode).toBe(204);
    expect(await t.db.select().from(rsvps).where(eq(rsvps.eventId, event.id))).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    const sent = t.mail.slice(mails);
    expect(sent.map((m) => m.to)).toEqual([going.email]);
    expect(sent[0]!.subject).toBe('Cancelled: Meet-season cash flow');
    expect(await count()).toBe(before - 1);
    expect((await auditTrail(t.db, 'event', event.id)).map((r) => r.action)).toEqual(['event.delete']);
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminCookie)).statusCode).toBe(404);
  });
});

describe("the venue's time zone", () => {
  it('takes an IANA zone, answers it on the event, and tells the cancellation in it', async () => {
    const res = await call(
      'POST',
      '/api/admin/events',
      adminCookie,
      valid({ date: '2026-12-10T14:00:00Z', timeZone: 'America/Denver' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ date: '2026-12-10T14:00:00.000Z', timeZone: 'America/Denver' });
    const detail = await call('GET', `/api/events/${res.json().id}`);
    expect(detail.json()).toMatchObject({ timeZone: 'America/Denver' });
    // An edit that names no zone keeps the event's.
    const edited = await call(
      'PUT',
      `/api/admin/events/${res.json().id}`,
      adminCookie,
      valid({ title: 'Renamed', date: '2026-12-10T14:00:00Z' }),
    );
    expect(edited.json().timeZone).toBe('America/Denver');

    const going = await createUser(t.db);
    await t.db.insert(rsvps).values({ eventId: res.json().id, userId: going.id, mode: 'in-person' });
    const mails = t.mail.length;
    expect((await call('DELETE', `/api/admin/events/${res.json().id}`, adminCookie)).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.mail.slice(mails)[0]!.text).toContain('Thursday, December 10, 2026 at 7:00 AM MST');
  });

  it("defaults to the host gym's state or province, and refuses what is no zone", async () => {
    // createGym makes an Illinois gym: Central time.
    const res = await call('POST', '/api/admin/events', adminCookie, valid());
    expect(res.json().timeZone).toBe('America/Chicago');
    const ontario = (await createGym(t.db, { name: 'Maple Flips', state: 'ON', country: 'Canada' })).id;
    const there = await call('POST', '/api/admin/events', adminCookie, valid({ gymId: ontario }));
    expect(there.json().timeZone).toBe('America/Toronto');
    for (const timeZone of ['MST', 'Mars/Olympus', '+02:00', 42]) {
      const bad = await call('POST', '/api/admin/events', adminCookie, valid({ timeZone }));
      expect(bad.statusCode, String(timeZone)).toBe(400);
      expect(bad.json().issues[0]).toEqual({ path: 'timeZone', message: 'Choose the time zone of the venue' });
    }
  });
});

describe('GET /api/admin/events', () => {
  it('searches title and location, filters upcoming/past, pages, and counts RSVPs per mode', async () => {
    const tag = `Zebra${Date.now()}`;
    const up = await insertEvent(t.db, gymId, {
      title: `${tag} upcoming`,
      date: inDays(4),
      zoomLink: 'https://zoom.us/j/9',
    });
    await insertEvent(t.db, gymId, { title: 'Other', location: `${tag} hall`, date: inDays(-4) });
    const u1 = await createUser(t.db);
    const u2 = await createUser(t.db);
    await t.db.insert(rsvps).values([
      { eventId: up.id, userId: u1.id, mode: 'in-person' },
      { eventId: up.id, userId: u2.id, mode: 'zoom' },
    ]);
    const all = (await call('GET', `/api/admin/events?search=${tag}`, adminCookie)).json();
    expect(all.total).toBe(2);
    const upcoming = (await call('GET', `/api/admin/events?search=${tag}&when=upcoming`, adminCookie)).json();
    expect(upcoming.items.map((e: { id: number }) => e.id)).toEqual([up.id]);
    expect(upcoming.items[0]).toMatchObject({
      inPersonCount: 1,
      zoomCount: 1,
      rsvpCount: 2,
      zoomLink: 'https://zoom.us/j/9',
    });
    const past = (await call('GET', `/api/admin/events?search=${tag}&when=past`, adminCookie)).json();
    expect(past.items.map((e: { title: string }) => e.title)).toEqual(['Other']);
    const paged = (await call('GET', `/api/admin/events?search=${tag}&pageSize=1&page=2`, adminCookie)).json();
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await call('GET', '/api/admin/events?search=%25', adminCookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/events?when=soon', adminCookie)).statusCode).toBe(400);
  });

  it('lists what comes next first: upcoming soonest first, past most recent first, all with the upcoming ones first', async () => {
    const tag = `Order${Date.now()}`;
    const at = async (days: number) =>
      (await insertEvent(t.db, gymId, { title: `${tag} ${days}`, date: inDays(days) })).id;
    // Made in a shuffled order, so the list's order cannot come from the ids.
    const [far, lastYear, soon, yesterday, nextMonth, lastMonth] = [
      await at(90),
      await at(-365),
      await at(2),
      await at(-1),
      await at(30),
      await at(-30),
    ];
    const ids = async (when: string) =>
      (await call('GET', `/api/admin/events?search=${tag}&when=${when}`, adminCookie))
        .json()
        .items.map((e: { id: number }) => e.id);
    expect(await ids('upcoming')).toEqual([soon, nextMonth, far]);
    expect(await ids('past')).toEqual([yesterday, lastMonth, lastYear]);
    expect(await ids('all')).toEqual([soon, nextMonth, far, yesterday, lastMonth, lastYear]);
    const second = (
      await call('GET', `/api/admin/events?search=${tag}&when=all&pageSize=4&page=2`, adminCookie)
    ).json();
    expect(second.items.map((e: { id: number }) => e.id)).toEqual([lastMonth, lastYear]);
  });
});

describe('documents', () => {
  it('adds (201) and removes (204) documents shown on the event, with the spec limits', async () => {
    const event = await insertEvent(t.db, gymId, { date: inDays(-10) });
    const url = `/api/admin/events/${event.id}/documents`;
    const res = await call('POST', url, adminCookie, {
      type: 'video',
      title: 'Recording of the morning',
      url: 'https://videos.example.com/breakfast-march',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ type: 'video', title: 'Recording of the morning' });
    expect((await call('GET', `/api/events/${event.id}`)).json().documents).toEqual([doc]);
    expect((await call('GET', `/api/admin/events/${event.id}`, adminCookie)).json()).toMatchObject({
      documentCount: 1,
      documents: [doc],
    });
    for (const [body, message] of [
      [{ type: 'pdf', title: 'x', url: 'https://a.example.com' }, 'Choose video or presentation'],
      [{ type: 'video', title: '', url: 'https://a.example.com' }, 'Document title is required'],
      [
        { type: 'video', title: 'x'.repeat(101), url: 'https://a.example.com' },
        'Document title must not exceed 100 characters',
      ],
      [{ type: 'video', title: 'x', url: 'not a url' }, 'Please enter a valid URL'],
      [{ type: 'video', title: 'x', url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [
        { type: 'video', title: 'x', url: `https://a.example.com/${'a'.repeat(500)}` },
        'URL must not exceed 500 characters',
      ],
    ] as const) {
      const bad = await call('POST', url, adminCookie, body);
      expect(bad.statusCode, message).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    expect(
      (
        await call('POST', '/api/admin/events/999999/documents', adminCookie, {
          type: 'video',
          title: 'x',
          url: 'https://a.example.com',
        })
      ).statusCode,
    ).toBe(404);
    const other = await insertEvent(t.db, gymId);
    expect((await call('DELETE', `/api/admin/events/${other.id}/documents/${doc.id}`, adminCookie)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${url}/${doc.id}`, adminCookie)).statusCode).toBe(204);
    expect(await t.db.select().from(eventDocuments).where(eq(eventDocuments.eventId, event.id))).toEqual([]);
    expect((await auditTrail(t.db, 'event_document', doc.id)).map((r) => r.action)).toEqual([
      'event.document.add',
      'event.document.delete',
    ]);
    expect((await call('DELETE', `${url}/abc`, adminCookie)).statusCode).toBe(400);
  });
});

describe('the event image', () => {
  it('stores an uploaded image, serves it with a long cache at a versioned URL, and removes it', async () => {
    const event = await insertEvent(t.db, gymId);
    const put = (payload: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${event.id}/image`,
        payload,
        headers: { cookie: adminCookie, 'content-type': type },
      });
    const res = await put(PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^/api/events/${event.id}/image\\?v=\\d+$`));
    expect((await call('GET', `/api/events/${event.id}`)).json().imageUrl).toBe(imageUrl);
    const image = await call('GET', imageUrl);
    expect(image.statusCode).toBe(200);
    // Kept re-encoded, as every image is: WebP of the same picture.
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

    // The bytes must be what the type says.
    expect((await put(Buffer.from('<svg onload=alert(1)>'), 'image/png')).statusCode).toBe(400);
    expect((await put(PNG, 'image/jpeg')).statusCode).toBe(400);
    expect((await put(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/png')).statusCode).toBe(413);
    expect((await put(PNG, 'image/svg+xml')).statusCode).toBe(415);

    expect((await call('DELETE', `/api/admin/events/${event.id}/image`, adminCookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${event.id}/image`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${event.id}`)).json().imageUrl).toBeNull();
    expect((await call('DELETE', `/api/admin/events/${event.id}/image`, adminCookie)).statusCode).toBe(404);
  });

  it('keeps no EXIF of an uploaded photo (its GPS position, its camera): the stored image is re-encoded without metadata', async () => {
    const event = await insertEvent(t.db, gymId);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Secret Camera Co' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 46/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 56/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}/image`,
      payload: photo,
      headers: { cookie: adminCookie, 'content-type': 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await call('GET', res.json().imageUrl)).rawPayload;
    const seen = await sharp(stored).metadata();
    expect(seen).toMatchObject({ width: 40, height: 30 });
    expect(seen.exif).toBeUndefined();
    expect(seen.xmp).toBeUndefined();
    expect(stored.includes('Secret Camera Co')).toBe(false);
  });
});

describe('attendees', () => {
  it('lists going attendees with their mode, and exports them as injection-safe CSV', async () => {
    const event = await insertEvent(t.db, gymId, { zoomLink: 'https://zoom.us/j/1' });
    const gym = await createGym(t.db, { name: 'Flip, "Fly" & Co' });
    const a = await createUser(t.db, { firstName: '=HYPERLINK("x")', lastName: 'Smith', gymId: gym.id });
    const b = await createUser(t.db, { firstName: 'Bea', lastName: 'Zoom' });
    const c = await createUser(t.db, { firstName: 'Cal', lastName: 'Cancelled' });
    await t.db.insert(rsvps).values([
      { eventId: event.id, userId: a.id, mode: 'in-person' },
      { eventId: event.id, userId: b.id, mode: 'zoom' },
      { eventId: event.id, userId: c.id, mode: 'in-person', status: 'cancelled' },
    ]);
    const list = (await call('GET', `/api/admin/events/${event.id}/attendees`, adminCookie)).json();
    expect(list.map((x: { userId: number; mode: string }) => [x.userId, x.mode])).toEqual([
      [a.id, 'in-person'],
      [b.id, 'zoom'],
    ]);
    expect(list[0]).toMatchObject({ name: '=HYPERLINK("x") Smith', email: a.email, gymName: 'Flip, "Fly" & Co' });

    const csv = await call('GET', `/api/admin/events/${event.id}/attendees.csv`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}-attendees.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Gym,Mode,RSVP date');
    expect(lines[1]).toMatch(new RegExp(`^"'=HYPERLINK\\(""x""\\) Smith",${a.email},"Flip, ""Fly"" & Co",In person,`));
    expect(lines[2]).toMatch(/^Bea Zoom,.*,Zoom,/);
    expect(lines).toHaveLength(4); // header, two rows, the final CRLF
    expect((await call('GET', '/api/admin/events/999999/attendees.csv', adminCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/events/999999/attendees', adminCookie)).statusCode).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for garbage ones on every admin call', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/events/999999'],
      ['DELETE', '/api/admin/events/999999'],
      ['DELETE', '/api/admin/events/999999/image'],
    ] as const) {
      const res = await call(method, path, adminCookie);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: 'Event not found' });
    }
    for (const id of ['abc', '0', '-2', '2147483648']) {
      expect((await call('GET', `/api/admin/events/${id}`, adminCookie)).statusCode, id).toBe(400);
      expect((await call('DELETE', `/api/admin/events/${id}`, adminCookie)).statusCode, id).toBe(400);
    }
  });
});
