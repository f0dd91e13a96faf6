import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymMapMessages as m } from '../../../shared/gym-map';
import { gyms, jobs } from '../../db/schema/index';
import { seedDemoGymMap } from '../../db/seed/gym-map';
import { seedDemoGyms } from '../../db/seed/gyms';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let adminId: number;
let member: string;
let geocoder: http.Server;
const asked: { params: URLSearchParams; userAgent: string | undefined; at: number }[] = [];

const call = callsOf(() => t);
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;
const recorded = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../../tests/fixtures/geocoder', name));

/** Nominatim's search API, answered from recorded fixtures by the city asked for. */
function startGeocoder(): Promise<string> {
  geocoder = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push({ params: url.searchParams, userAgent: req.headers['user-agent'], at: Date.now() });
    const city = url.searchParams.get('city');
    if (url.pathname !== '/search') return void res.writeHead(404).end('not found');
    if (city === 'Brokenville') return void res.writeHead(503).end('Service Unavailable');
    if (city === 'Garbled') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
    const body = recorded(city === 'Springfield' ? 'nominatim-search-springfield.json' : 'nominatim-search-empty.json');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  return new Promise((resolve) =>
    geocoder.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  const base = await startGeocoder();
  t = await createTestApp({ GEOCODER_URL: base, JOBS_RETRY_BASE_SECONDS: '0' });
  adminId = (await createUser(t.db, { isAdmin: true })).id;
  admin = await signIn(t, adminId);
  member = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

describe('the public map list', () => {
  it('answers every active gym with coordinates, as numbers, and nothing else; a placement shows at once', async () => {
    const placed = await createGym(t.db, { name: 'Aaa Placed Gym', latitude: '41.881832', longitude: '-87.623177' });
    const unplaced = await createGym(t.db, { name: 'Aaa Unplaced Gym' });
    const half = await createGym(t.db, { name: 'Aaa Half Placed', latitude: '41.0' });
    const closed = await createGym(t.db, {
      name: 'Aaa Closed Gym',
      status: 'inactive',
      latitude: '40.0',
      longitude: '-88.0',
    });

    const res = await call('GET', '/api/map/gyms');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.find((g) => g.id === placed.id)).toEqual({
      id: placed.id,
      name: 'Aaa Placed Gym',
      city: 'Springfield',
      state: 'IL',
      latitude: 41.881832,
      longitude: -87.623177,
    });
    const ids = list.map((g) => g.id);
    for (const gone of [unplaced.id, half.id, closed.id]) expect(ids).not.toContain(gone);
    for (const g of list) {
      expect(Object.keys(g).sort()).toEqual(['city', 'id', 'latitude', 'longitude', 'name', 'state']);
      expect(typeof g.latitude).toBe('number');
      expect(typeof g.longitude).toBe('number');
    }

    // The list is cached; a placement invalidates it.
    const moved = await call('PUT', `/api/admin/gym-map/gyms/${unplaced.id}/location`, admin, {
      latitude: 41.5,
      longitude: -87.5,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = (await call('GET', '/api/map/gyms')).json() as { id: number; latitude: number }[];
    expect(again.find((g) => g.id === unplaced.id)).toMatchObject({ latitude: 41.5, longitude: -87.5 });
  });

  it('names its tile server for visitors too', async () => {
    const res = await call('GET', '/api/map/tiles');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: t.config.MAP_TILE_URL, attribution: t.config.MAP_TILE_ATTRIBUTION });
  });
});

describe('placing a gym by hand', () => {
  it('sets the coordinates, answers the previous point for undo, and logs old and new values', async () => {
    const gym = await createGym(t.db, { latitude: '39.000000', longitude: '-89.000000' });
    const res = await call('PUT', `/api/admin/gym-map/gyms/${gym.id}/location`, admin, {
      latitude: 39.5,
      longitude: -89.25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: gym.id,
      name: gym.name,
      latitude: 39.5,
      longitude: -89.25,
      previous: { latitude: 39, longitude: -89 },
      matched: null,
    });
    const undo = await call('PUT', `/api/admin/gym-map/gyms/${gym.id}/location`, admin, res.json().previous);
    expect(undo.json()).toMatchObject({
      latitude: 39,
      longitude: -89,
      previous: { latitude: 39.5, longitude: -89.25 },
    });
    expect(await auditTrail(t.db, 'gym', gym.id)).toEqual([
      {
        userId: adminId,
        action: 'gym.location',
        resourceType: 'gym',
        resourceId: String(gym.id),
        oldValues: { latitude: '39.000000', longitude: '-89.000000' },
        newValues: { latitude: '39.5', longitude: '-89.25' },
      },
      expect.objectContaining({
        action: 'gym.location',
        oldValues: { latitude: '39.500000', longitude: '-89.250000' },
        newValues: { latitude: '39', longitude: '-89' },
      }),
    ]);
  });

  it('refuses coordinates off the globe with the messages, and an unknown gym with a 404', async () => {
    const gym = await createGym(t.db);
    const url = `/api/admin/gym-map/gyms/${gym.id}/location`;
    for (const [body, message] of [
      [{ latitude: 90.5, longitude: 0 }, m.latitude],
      [{ latitude: -91, longitude: 0 }, m.latitude],
      [{ latitude: 0, longitude: 180.1 }, m.longitude],
      [{ latitude: 0, longitude: -181 }, m.longitude],
      [{ latitude: '12', longitude: 0 }, m.latitude],
      [{ longitude: 0 }, m.latitude],
    ] as const) {
      const res = await call('PUT', url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(reason(res)).toBe(message);
    }
    const edges = await call('PUT', url, admin, { latitude: -90, longitude: 180 });
    expect(edges.statusCode).toBe(200);
    const unknown = await call('PUT', '/api/admin/gym-map/gyms/999999/location', admin, { latitude: 1, longitude: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Gym not found' });
  });

  it('is for gyms.manage only: visitor 401, member 403', async () => {
    const gym = await createGym(t.db);
    const calls = [
      ['PUT', `/api/admin/gym-map/gyms/${gym.id}/location`, { latitude: 1, longitude: 1 }],
      ['POST', `/api/admin/gym-map/gyms/${gym.id}/geocode`, undefined],
      ['GET', '/api/admin/gym-map/missing', undefined],
      ['POST', '/api/admin/gym-map/geocode-missing', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, member, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'You need the gyms.manage permission for this' });
    }
    const [row] = await t.db.select().from(gyms).where(eq(gyms.id, gym.id));
    expect(row!.latitude).toBeNull();
  });
});

describe('geocoding one gym', () => {
  it('places the gym at the recorded answer for its address, asking as the product at most once a second', async () => {
    const gym = await createGym(t.db, { addressLine1: '2150 W Wabash Ave', zip: '62704' });
    const before = asked.length;
    const startedAt = Date.now();
    const res = await call('POST', `/api/admin/gym-map/gyms/${gym.id}/geocode`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: gym.id,
      name: gym.name,
      latitude: 39.781721,
      longitude: -89.650148,
      previous: null,
      matched: 'West Wabash Avenue, Springfield, Sangamon County, Illinois, 62704, United States',
    });
    const request = asked[before]!;
    expect(Object.fromEntries(request.params)).toEqual({
      street: '2150 W Wabash Ave',
      city: 'Springfield',
      state: 'IL',
      postalcode: '62704',
      country: 'United States',
      format: 'jsonv2',
      limit: '1',
    });
    expect(request.userAgent).toBe('BreakfastClubGymMap/1.0 (+self-hosted; one request a second)');
    expect(await auditTrail(t.db, 'gym', gym.id)).toEqual([
      expect.objectContaining({
        userId: adminId,
        action: 'gym.geocode',
        oldValues: { latitude: null, longitude: null },
        newValues: {
          latitude: '39.781721',
          longitude: '-89.650148',
          matched: 'West Wabash Avenue, Springfield, Sangamon County, Illinois, 62704, United States',
        },
      }),
    ]);

    // A second lookup right away waits its turn: the first had the slot from startedAt on, this one a second later.
    const again = await call('POST', `/api/admin/gym-map/gyms/${gym.id}/geocode`, admin);
    expect(again.statusCode).toBe(200);
    expect(asked.at(-1)!.at - startedAt).toBeGreaterThanOrEqual(1000);
  });

  it('answers 422 for no match and no address, 502 when the geocoder fails; the gym stays unplaced', async () => {
    const nowhere = await createGym(t.db, { city: 'Nowhere', addressLine1: '1 Missing Rd' });
    const noMatch = await call('POST', `/api/admin/gym-map/gyms/${nowhere.id}/geocode`, admin);
    expect(noMatch.statusCode).toBe(422);
    expect(noMatch.json()).toEqual({ message: m.noMatch });

    const bare = await createGym(t.db, { city: null, zip: null });
    const noAddress = await call('POST', `/api/admin/gym-map/gyms/${bare.id}/geocode`, admin);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toEqual({ message: m.noAddress });

    const down = await createGym(t.db, { city: 'Brokenville' });
    const failed = await call('POST', `/api/admin/gym-map/gyms/${down.id}/geocode`, admin);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: m.geocoderDown });

    const garbled = await createGym(t.db, { city: 'Garbled' });
    const unread = await call('POST', `/api/admin/gym-map/gyms/${garbled.id}/geocode`, admin);
    expect(unread.statusCode).toBe(502);
    expect(unread.json()).toEqual({ message: m.geocoderOutOfShape });

    const unknown = await call('POST', '/api/admin/gym-map/gyms/999999/geocode', admin);
    expect(unknown.statusCode).toBe(404);

    for (const id of [nowhere.id, bare.id, down.id, garbled.id]) {
      const [row] = await t.db.select().from(gyms).where(eq(gyms.id, id));
      expect(row!.latitude).toBeNull();
      expect(await auditTrail(t.db, 'gym', id)).toEqual([]);
    }
  }, 20_000);
});

describe('gyms without coordinates and geocoding them all', () => {
  it('lists active gyms without coordinates, paged and searchable', async () => {
    const lost = await createGym(t.db, { name: 'Zz Lost Gym', city: 'Springfield', addressLine1: '10 Main St' });
    await createGym(t.db, { name: 'Zz Lost But Closed', status: 'inactive' });
    const res = await call('GET', '/api/admin/gym-map/missing?search=Zz%20Lost&pageSize=5', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: lost.id,
          name: 'Zz Lost Gym',
          addressLine1: '10 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: null,
          country: 'United States',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 5,
    });
    const tooMany = await call('GET', '/api/admin/gym-map/missing?pageSize=101', admin);
    expect(tooMany.statusCode).toBe(400);
  });

  it('runs as a job with progress: places what the geocoder finds, reports the rest, one job at a time', async () => {
    // Only this test's gyms are missing: everything earlier is placed first.
    const earlier = (await call('GET', '/api/admin/gym-map/missing?pageSize=100', admin)).json().items as {
      id: number;
    }[];
    for (const g of earlier) {
      await call('PUT', `/api/admin/gym-map/gyms/${g.id}/location`, admin, { latitude: 1, longitude: 1 });
    }
    const found = await createGym(t.db, { name: 'Job Found Gym', addressLine1: '2150 W Wabash Ave' });
    const lost = await createGym(t.db, { name: 'Job Lost Gym', city: 'Nowhere' });

    const started = await call('POST', '/api/admin/gym-map/geocode-missing', admin);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    expect(started.json()).toEqual({ jobId: expect.any(Number), status: 'queued' });
    const twice = await call('POST', '/api/admin/gym-map/geocode-missing', admin);
    expect(twice.json().jobId).toBe(jobId);

    await t.app.deps.jobs.drain();
    const followed = await call('GET', `/api/admin/jobs/${jobId}`, admin);
    expect(followed.json()).toMatchObject({
      kind: 'gym-geocode',
      status: 'completed',
      progress: 100,
      result: { geocoded: 1, unmatched: [{ id: lost.id, name: 'Job Lost Gym', reason: m.noMatch }] },
    });
    const [row] = await t.db.select().from(gyms).where(eq(gyms.id, found.id));
    expect([row!.latitude, row!.longitude]).toEqual(['39.781721', '-89.650148']);
    expect(await auditTrail(t.db, 'gym', found.id)).toEqual([
      expect.objectContaining({ userId: adminId, action: 'gym.geocode' }),
    ]);
    const map = (await call('GET', '/api/map/gyms')).json() as { id: number }[];
    expect(map.map((g) => g.id)).toContain(found.id);

    // Finished: the next click starts a new job.
    const next = await call('POST', '/api/admin/gym-map/geocode-missing', admin);
    expect(next.json().jobId).not.toBe(jobId);
    await t.app.deps.jobs.drain();
    const [last] = await t.db.select().from(jobs).where(eq(jobs.id, next.json().jobId));
    expect(last!.result).toEqual({ geocoded: 0, unmatched: [expect.objectContaining({ id: lost.id })] });
  }, 30_000);

  it('a failing geocoder fails the attempt with its message, and leaves the gyms for a retry', async () => {
    const down = await createGym(t.db, { name: 'Job Down Gym', city: 'Brokenville' });
    const started = await call('POST', '/api/admin/gym-map/geocode-missing', admin);
    const jobId = started.json().jobId as number;
    await t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, jobId));
    await t.app.deps.jobs.drain();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'failed', error: m.geocoderDown });
    const [row] = await t.db.select().from(gyms).where(eq(gyms.id, down.id));
    expect(row!.latitude).toBeNull();
  }, 30_000);
});

describe('the demo seed', () => {
  it('puts most demo gyms on the map and leaves three for the admin to place', async () => {
    await seedDemoGyms(t.db);
    await seedDemoGymMap(t.db);
    const map = (await call('GET', '/api/map/gyms')).json() as { name: string }[];
    for (const name of ['Prairie State Gymnastics Academy', 'North Shore Tumbling Center', 'Arlington Ninja Lab']) {
      expect(map.map((g) => g.name)).toContain(name);
    }
    const missing = (await call('GET', '/api/admin/gym-map/missing?pageSize=100', admin)).json() as {
      items: { name: string }[];
    };
    expect(missing.items.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Cuyahoga Valley Gymnastics', 'North Star Cheer & Tumble', 'Saguaro Springs Gymnastics']),
    );
    // Seeding twice adds nothing.
    await seedDemoGymMap(t.db);
    const again = (await call('GET', '/api/map/gyms')).json() as unknown[];
    expect(again).toHaveLength(map.length);
  });
});
