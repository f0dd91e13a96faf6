import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { events } from '../../db/schema/index';
import { seedDemoGyms } from '../../db/seed/gyms';

let t: TestApp;
let adminCookie: string;
let adminId: number;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoGyms(t.db);
  adminId = (await createUser(t.db, { isAdmin: true, gymId: null })).id;
  adminCookie = await signIn(t, adminId);
  memberCookie = await signIn(t, (await createUser(t.db)).id);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie: string | null = adminCookie,
) => t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const newGym = {
  clubNumber: 'MI-7001',
  name: 'Great Lakes Gymnastics',
  addressLine1: '220 Monroe Ave NW',
  city: 'Grand Rapids',
  state: 'MI',
  zip: '49503',
  country: 'United States',
  status: 'active',
  buildingSqFt: 16000,
  email: 'hello@greatlakesgym.example',
  latitude: 42.9634,
  longitude: -85.6681,
};

describe('admin gyms: access', () => {
  it.each([
    ['GET', '/admin/gyms'],
    ['GET', '/admin/gyms/1'],
    ['POST', '/admin/gyms'],
    ['PATCH', '/admin/gyms/1'],
    ['DELETE', '/admin/gyms/1'],
    ['GET', '/admin/affiliations'],
    ['POST', '/admin/affiliations'],
  ] as const)('%s %s: 401 for a visitor, 403 for a member', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    expect((await call(method, url, body, memberCookie)).statusCode).toBe(403);
  });
});

describe('admin gyms: list and search', () => {
  it('pages through the gyms with member counts', async () => {
    const res = await call('GET', '/admin/gyms?pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(16);
    expect(body.items[0]).toMatchObject({
      id: expect.any(Number),
      clubNumber: expect.any(String),
      memberCount: expect.any(Number),
    });
    expect(typeof body.items[0].latitude).toBe('number');
  });

  it.each([
    ['Lone Star', 'Lone Star Gymnastics'],
    ['lonestar', 'Lone Star Gymnastics'],
    ['Toronto', 'Maple Leaf Gymnastics Club'],
    ['TX-2002', 'Gulf Coast Ninja Academy'],
    ['%%', null], // escaped: an unescaped % would match every gym
  ])('search %s finds %s', async (search, name) => {
    const body = (await call('GET', `/admin/gyms?search=${encodeURIComponent(search)}`)).json();
    if (name) expect(body.items[0].name).toBe(name);
    else expect(body.items).toEqual([]);
  });

  it('pages a search from its kept matches, and an edit shows on the next read (decision 0188)', async () => {
    const search = async (query: string) => (await call('GET', `/admin/gyms?${query}`)).json();
    const all = await search('search=gymnastics&pageSize=100');
    expect(all.total).toBeGreaterThan(3);
    const pages = await Promise.all([1, 2, 3].map((n) => search(`search=gymnastics&pageSize=1&page=${n}`)));
    expect(pages.map((p) => p.total)).toEqual([all.total, all.total, all.total]);
    expect(pages.map((p) => p.items[0].id)).toEqual(all.items.slice(0, 3).map((g: { id: number }) => g.id));
    expect((await search(`search=gymnastics&pageSize=1&page=${all.total + 1}`)).items).toEqual([]);
    // The directory keeps its matches the same way; a gym added through the admin is in both at once.
    const directory = async () => (await call('GET', '/gyms?search=gymnastics&pageSize=100', undefined, null)).json();
    const listedBefore = (await directory()).total;
    const added = await call('POST', '/admin/gyms', {
      ...newGym,
      clubNumber: 'MI-7002',
      name: 'Kept Matches Gymnastics',
    });
    expect(added.statusCode).toBe(201);
    const after = await search('search=gymnastics&pageSize=100');
    expect(after.total).toBe(all.total + 1);
    expect(after.items.map((g: { name: string }) => g.name)).toContain('Kept Matches Gymnastics');
    expect((await directory()).total).toBe(listedBefore + 1);
    expect((await call('DELETE', `/admin/gyms/${added.json().id}`)).statusCode).toBe(204);
    expect((await search('search=gymnastics&pageSize=100')).total).toBe(all.total);
  });

  it('filters by status', async () => {
    await createGym(t.db, { name: 'Closed Doors Gym', status: 'inactive' });
    const body = (await call('GET', '/admin/gyms?status=inactive')).json();
    expect(body.items.map((g: { name: string }) => g.name)).toEqual(['Closed Doors Gym']);
  });
});

describe('admin gyms: create, read, update, delete', () => {
  it('creates a gym with affiliations and reads it back', async () => {
    const affs = (await call('GET', '/admin/affiliations')).json() as { id: number; name: string }[];
    const aau = affs.find((a) => a.name === 'AAU')!;
    const res = await call('POST', '/admin/gyms', { ...newGym, affiliationIds: [aau.id] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...newGym, affiliationIds: [aau.id], slogan: null });
    const read = await call('GET', `/admin/gyms/${created.id}`);
    expect(read.json()).toMatchObject({ name: 'Great Lakes Gymnastics', latitude: 42.9634, affiliationIds: [aau.id] });
    expect(await auditTrail(t.db, 'gym', created.id)).toEqual([
      {
        userId: adminId,
        action: 'gym.create',
        resourceType: 'gym',
        resourceId: String(created.id),
        oldValues: null,
        newValues: { clubNumber: 'MI-7001', name: 'Great Lakes Gymnastics' },
      },
    ]);
  });

  it('applies the Gym rules with clear messages', async () => {
    const cases: [object, string][] = [
      [{ ...newGym, clubNumber: '' }, 'clubNumber: Club number is required'],
      [{ ...newGym, name: undefined }, 'name: Gym name is required'],
      [{ ...newGym, state: '' }, 'state: State is required'],
      [{ ...newGym, country: ' ' }, 'country: Country is required'],
      [{ ...newGym, status: undefined }, 'status: Status is required'],
      [{ ...newGym, buildingSqFt: -1 }, 'buildingSqFt: Building size must be a positive whole number'],
      [{ ...newGym, email: 'nope' }, 'email: Please enter a valid email'],
      [{ ...newGym, latitude: 120 }, 'latitude: Latitude must be between -90 and 90'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/gyms', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownAff = await call('POST', '/admin/gyms', { ...newGym, clubNumber: 'MI-7009', affiliationIds: [99999] });
    expect(unknownAff.statusCode).toBe(400);
    expect(unknownAff.json()).toEqual({ message: 'One or more affiliations do not exist' });
  });

  it('refuses a duplicate club number with 409, on create and on update', async () => {
    const dup = await call('POST', '/admin/gyms', { ...newGym, clubNumber: 'IL-1001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Club number IL-1001 is already used by another gym' });
    const gym = await createGym(t.db);
    const patch = await call('PATCH', `/admin/gyms/${gym.id}`, { clubNumber: 'IL-1001' });
    expect(patch.statusCode).toBe(409);
  });

  it('updates some fields, replaces affiliations, and keeps the rest', async () => {
    const gym = await createGym(t.db, { name: 'Old Name Gym', city: 'Madison', state: 'WI' });
    const affs = (await call('GET', '/admin/affiliations')).json() as { id: number }[];
    const res = await call('PATCH', `/admin/gyms/${gym.id}`, {
      name: 'New Name Gym',
      status: 'inactive',
      affiliationIds: [affs[0]!.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New Name Gym',
      status: 'inactive',
      city: 'Madison',
      state: 'WI',
      affiliationIds: [affs[0]!.id],
    });
    const bad = await call('PATCH', `/admin/gyms/${gym.id}`, { buildingSqFt: 0 });
    expect(bad.json().message).toBe('buildingSqFt: Building size must be a positive whole number');
    expect((await call('PATCH', '/admin/gyms/999999', { name: 'X' })).statusCode).toBe(404);
    // One audit row for the accepted change, holding only the fields it touched; the refused patch left none.
    expect(await auditTrail(t.db, 'gym', gym.id)).toEqual([
      {
        userId: adminId,
        action: 'gym.update',
        resourceType: 'gym',
        resourceId: String(gym.id),
        oldValues: { name: 'Old Name Gym', status: 'active' },
        newValues: { name: 'New Name Gym', status: 'inactive', affiliationIds: [affs[0]!.id] },
      },
    ]);
  });

  it('deletes an empty gym, and refuses one with members or events (409)', async () => {
    const empty = await createGym(t.db);
    expect((await call('DELETE', `/admin/gyms/${empty.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/admin/gyms/${empty.id}`)).json()).toEqual({ message: 'Gym not found' });
    expect(await auditTrail(t.db, 'gym', empty.id)).toEqual([
      {
        userId: adminId,
        action: 'gym.delete',
        resourceType: 'gym',
        resourceId: String(empty.id),
        oldValues: { clubNumber: empty.clubNumber, name: empty.name },
        newValues: null,
      },
    ]);

    const withMembers = await createGym(t.db);
    await createUser(t.db, { gymId: withMembers.id });
    await createUser(t.db, { gymId: withMembers.id });
    const refused = await call('DELETE', `/admin/gyms/${withMembers.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This gym has 2 members; move them to another gym or set the gym inactive instead of deleting it',
    });

    const withEvents = await createGym(t.db);
    await t.db.insert(events).values({
      gymId: withEvents.id,
      title: 'Open house',
      description: 'd',
      location: 'l',
      capacity: 10,
      date: new Date().toISOString(),
    });
    const refusedEvents = await call('DELETE', `/admin/gyms/${withEvents.id}`);
    expect(refusedEvents.json()).toEqual({
      message: 'This gym has 1 event; set the gym inactive instead of deleting it',
    });
    expect(await auditTrail(t.db, 'gym', withMembers.id)).toEqual([]);
    expect(await auditTrail(t.db, 'gym', withEvents.id)).toEqual([]);
  });
});

describe('admin affiliations', () => {
  it('lists by name and creates one; a duplicate name is 409', async () => {
    const res = await call('POST', '/admin/affiliations', {
      name: 'NCAA Club Gymnastics',
      description: 'College club programs',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'NCAA Club Gymnastics',
      description: 'College club programs',
    });
    expect(await auditTrail(t.db, 'affiliation', res.json().id)).toEqual([
      {
        userId: adminId,
        action: 'affiliation.create',
        resourceType: 'affiliation',
        resourceId: String(res.json().id),
        oldValues: null,
        newValues: { name: 'NCAA Club Gymnastics', description: 'College club programs' },
      },
    ]);
    const names = ((await call('GET', '/admin/affiliations')).json() as { name: string }[]).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('NCAA Club Gymnastics');
    const dup = await call('POST', '/admin/affiliations', { name: 'ncaa club gymnastics' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'An affiliation with this name already exists' });
    const blank = await call('POST', '/admin/affiliations', { name: '' });
    expect(blank.json().message).toBe('name: Affiliation name is required');
  });
});
