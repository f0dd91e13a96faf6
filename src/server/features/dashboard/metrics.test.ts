import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { events, gymSubmissions } from '../../db/schema/index';
import { invalidateMetrics } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const metrics = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/metrics' });
  expect(res.statusCode).toBe(200);
  return {
    body: res.json() as { totalMembers: number; totalGyms: number; upcomingEvents: number },
    headers: res.headers,
  };
};

describe('GET /api/dashboard/metrics', () => {
  it('counts active members, active gyms and events from now on, publicly cacheable for 5 s', async () => {
    const gym = await createGym(t.db);
    await createGym(t.db, { status: 'inactive' });
    await createUser(t.db, { gymId: gym.id });
    await createUser(t.db, { gymId: gym.id, status: 'suspended' });
    const day = 86_400_000;
    await t.db.insert(events).values([
      {
        gymId: gym.id,
        title: 'Owners breakfast',
        description: 'd',
        location: 'l',
        capacity: 20,
        date: new Date(Date.now() + 7 * day).toISOString(),
      },
      {
        gymId: gym.id,
        title: 'Spring summit',
        description: 'd',
        location: 'l',
        capacity: 20,
        date: new Date(Date.now() + 30 * day).toISOString(),
      },
      {
        gymId: gym.id,
        title: 'Last year',
        description: 'd',
        location: 'l',
        capacity: 20,
        date: new Date(Date.now() - day).toISOString(),
      },
    ]);
    invalidateMetrics(t.app.deps);
    const { body, headers } = await metrics();
    expect(body).toEqual({ totalMembers: 1, totalGyms: 1, upcomingEvents: 2 });
    expect(headers['cache-control']).toBe('public, max-age=5');
  });

  it('serves the cached counts until invalidated', async () => {
    const before = (await metrics()).body;
    await createUser(t.db);
    expect((await metrics()).body).toEqual(before);
    invalidateMetrics(t.app.deps);
    expect((await metrics()).body).toEqual({
      ...before,
      totalMembers: before.totalMembers + 1,
      totalGyms: before.totalGyms + 1,
    });
  });

  it('shows an approved gym at once to the admin who approved it', async () => {
    const admin = await createUser(t.db, { isAdmin: true, gymId: null });
    invalidateMetrics(t.app.deps);
    const before = (await metrics()).body;
    const [s] = await t.db
      .insert(gymSubmissions)
      .values({
        name: 'Harbor Lights Gymnastics',
        state: 'ME',
        country: 'United States',
        submitterName: 'Ann',
        submitterEmail: 'ann@example.com',
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gym-submissions/${s!.id}/approve`,
      headers: { cookie: await signIn(t, admin.id) },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await metrics()).body.totalGyms).toBe(before.totalGyms + 1);
  });
});
