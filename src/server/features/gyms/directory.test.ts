import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createGym } from '../../../../tests/support/factories';
import { distanceMiles } from '../../../shared/geo';
import { affiliations, gymAffiliations } from '../../db/schema/index';

// GET /api/gyms with and without parameters, GET /api/gyms/:id and GET /api/gyms/:id/nearby
// (spec 000 §3, §9: 5 miles unless asked, great circle on a 3959-mile sphere).
let t: TestApp;
let center: { id: number };
let near: { id: number; name: string };
let nearer: { id: number; name: string };
let far: { id: number };
let unplaced: { id: number };
let inactive: { id: number };
let ninja: { id: number };
let affiliationId: number;

// Downtown Bloomington, IN, and points 1, 3, 20 and 60 miles north of it.
const LAT = 39.165325;
const LNG = -86.526386;
const north = (miles: number) => String((LAT + (miles / 3959) * (180 / Math.PI)).toFixed(6));

beforeAll(async () => {
  t = await createTestApp();
  const place = { state: 'IN', longitude: String(LNG) };
  center = await createGym(t.db, { name: 'Hoosier Flips', city: 'Bloomington', ...place, latitude: String(LAT) });
  nearer = await createGym(t.db, { name: 'Monroe County Tumbling', city: 'Bloomington', ...place, latitude: north(1) });
  near = await createGym(t.db, { name: 'Ellettsville Gym Club', city: 'Ellettsville', ...place, latitude: north(3) });
  far = await createGym(t.db, { name: 'Martinsville Gymnastics', city: 'Martinsville', ...place, latitude: north(20) });
  await createGym(t.db, { name: 'Indy Northside Gymnastics', city: 'Indianapolis', ...place, latitude: north(60) });
  unplaced = await createGym(t.db, { name: 'Bedford Balance Beam', city: 'Bedford', state: 'IN' });
  inactive = await createGym(t.db, {
    name: 'Closed Bloomington Gym',
    city: 'Bloomington',
    ...place,
    latitude: north(2),
    status: 'inactive',
  });
  ninja = await createGym(t.db, {
    name: 'Northern Ninja Ontario',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    type: 'ninja',
  });
  const [aff] = await t.db.insert(affiliations).values({ name: 'Indiana Gym Guild' }).returning();
  affiliationId = aff!.id;
  await t.db.insert(gymAffiliations).values([
    { gymId: near.id, affiliationId },
    { gymId: ninja.id, affiliationId },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Card = { id: number; name: string; affiliations: { id: number; name: string }[]; distanceMiles?: number };
type Page = { items: Card[]; total: number; page: number; pageSize: number };
const page = async (query: string) => {
  const res = await get(`/api/gyms?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const names = (p: Page) => p.items.map((g) => g.name);

describe('GET /api/gyms', () => {
  it('answers the plain list of active gyms without parameters', async () => {
    const res = await get('/api/gyms');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((g) => g.name)).toContain('Hoosier Flips');
    expect(list.map((g) => g.name)).not.toContain('Closed Bloomington Gym');
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['addressLine1', 'addressLine2', 'city', 'id', 'name', 'state', 'zip'].sort(),
    );
  });

  it('answers a page with any parameter: items, total, page, pageSize, by name, active gyms only', async () => {
    const all = await page('page=1');
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: 7 });
    expect(names(all)).toEqual([...names(all)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names(all)).not.toContain('Closed Bloomington Gym');
    const second = await page('pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 7 });
    expect(names(second)).toEqual(names(all).slice(3, 6));
    const card = all.items.find((g) => g.id === near.id)!;
    expect(card).toMatchObject({ city: 'Ellettsville', state: 'IN', country: 'United States' });
    expect(card.affiliations).toEqual([{ id: affiliationId, name: 'Indiana Gym Guild' }]);
    const zipped = await t.app.inject({ method: 'GET', url: '/api/gyms?page=1', headers: { 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');
  });

  it('refuses a page size over 100, a page under 1 and a bad affiliation', async () => {
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'affiliationId=abc']) {
      const res = await get(`/api/gyms?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await page('pageSize=100')).pageSize).toBe(100);
  });

  it('searches name or city, any part, any case', async () => {
    expect(names(await page('search=tumbl'))).toEqual(['Monroe County Tumbling']);
    expect(names(await page('search=ELLETTS'))).toEqual(['Ellettsville Gym Club']);
    expect(names(await page('search=bloomington')).sort()).toEqual(['Hoosier Flips', 'Monroe County Tumbling']);
    expect((await page('search=100%25')).total).toBe(0);
  });

  it('filters by state, country, type and affiliation, together', async () => {
    expect(names(await page('state=on'))).toEqual(['Northern Ninja Ontario']);
    expect((await page('state=IN')).total).toBe(6);
    expect(names(await page('country=canada'))).toEqual(['Northern Ninja Ontario']);
    expect(names(await page('type=ninja'))).toEqual(['Northern Ninja Ontario']);
    expect(names(await page(`affiliationId=${affiliationId}`)).sort()).toEqual([
      'Ellettsville Gym Club',
      'Northern Ninja Ontario',
    ]);
    expect(names(await page(`affiliationId=${affiliationId}&state=IN`))).toEqual(['Ellettsville Gym Club']);
    expect((await page('state=IN&search=ninja')).total).toBe(0);
  });

  it('offers the filters of the active gyms', async () => {
    const res = await get('/api/gyms/filters');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      states: ['IN', 'ON'],
      countries: ['Canada', 'United States'],
      types: ['ninja'],
      affiliations: [{ id: affiliationId, name: 'Indiana Gym Guild' }],
    });
  });
});

describe('GET /api/gyms/:id', () => {
  it("answers an active gym's card, 404 in JSON for an unknown or inactive one", async () => {
    expect((await get(`/api/gyms/${near.id}`)).json()).toMatchObject({ id: near.id, name: 'Ellettsville Gym Club' });
    for (const id of [inactive.id, 999_999]) {
      const res = await get(`/api/gyms/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Gym not found' });
    }
  });
});

describe('GET /api/gyms/:id/nearby', () => {
  const nearby = async (id: number, query = '') => {
    const res = await get(`/api/gyms/${id}/nearby${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Card[];
  };

  it('lists the active gyms within 5 miles, nearest first, with distances to two decimals, never itself', async () => {
    const list = await nearby(center.id);
    expect(list.map((g) => g.id)).toEqual([nearer.id, near.id]);
    expect(list[0]!.distanceMiles).toBe(1);
    expect(list[1]!.distanceMiles).toBe(3);
    for (const g of list) expect(Math.round(g.distanceMiles! * 100)).toBe(g.distanceMiles! * 100);
    expect(list.map((g) => g.id)).not.toContain(center.id);
    expect(list.map((g) => g.id)).not.toContain(inactive.id);
  });

  it('measures on a sphere of 3959 miles', async () => {
    const [first] = await nearby(near.id);
    const expected = distanceMiles(
      { latitude: Number(north(3)), longitude: LNG },
      { latitude: Number(north(1)), longitude: LNG },
    );
    expect(first!.distanceMiles).toBe(Math.round(expected * 100) / 100);
  });

  it('takes a radius, and searches 100 miles for any larger one', async () => {
    expect((await nearby(center.id, '?radiusMiles=25')).map((g) => g.id)).toEqual([nearer.id, near.id, far.id]);
    expect((await nearby(center.id, '?radiusMiles=0.5')).length).toBe(0);
    const capped = await nearby(center.id, '?radiusMiles=100');
    expect(capped).toHaveLength(4);
    expect(await nearby(center.id, '?radiusMiles=5000')).toEqual(capped);
  });

  it('leaves out gyms without coordinates, and gives one no neighbours', async () => {
    const all = await nearby(center.id, '?radiusMiles=100');
    expect(all.map((g) => g.id)).not.toContain(unplaced.id);
    expect(await nearby(unplaced.id)).toEqual([]);
  });

  it('answers an unknown gym with a JSON 404 and a bad radius with a 400', async () => {
    const missing = await get('/api/gyms/999999/nearby');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.json()).toEqual({ message: 'Gym not found' });
    for (const radius of ['-1', 'abc', '', 'NaN', 'Infinity']) {
      const res = await get(`/api/gyms/${center.id}/nearby?radiusMiles=${radius}`);
      expect(res.statusCode, radius).toBe(400);
      expect(JSON.stringify(res.json()), radius).toContain('Radius must be a number of miles, 0 or more');
    }
    expect((await get('/api/gyms/abc/nearby')).statusCode).toBe(400);
  });
});
