import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, GymAnalysis } from '../../src/shared/admin-dashboard';
import {
  events,
  gymSubmissions,
  systemErrorLog,
  userActivityLog,
  userLoginLog,
} from '../../src/server/db/schema/index';
import { createGym, createUser, signIn } from '../support/factories';
import { callsOf } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// The admin home's figures and the gym network's analysis, counted against rows seeded here.
let t: TestApp;
const call = callsOf(() => t);
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  member = await signIn(t, (await createUser(t.db)).id);
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await call('GET', '/api/admin/dashboard', admin);
  expect(res.statusCode).toBe(200);
  return res.json() as AdminDashboard;
};
const analysis = async () => {
  const res = await call('GET', '/api/admin/gym-analysis', admin);
  expect(res.statusCode).toBe(200);
  return res.json() as GymAnalysis;
};

describe('authorization', () => {
  it('refuses visitors with 401 and members with 403', async () => {
    for (const url of ['/api/admin/dashboard', '/api/admin/gym-analysis']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, member)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('has exactly the contract shape', async () => {
    const body = await dashboard();
    expect(Object.keys(body).sort()).toEqual(['counts', 'recentActivity', 'recentErrors']);
    expect(Object.keys(body.counts).sort()).toEqual(
      [
        'users',
        'gyms',
        'pendingGymSubmissions',
        'upcomingEvents',
        'unresolvedErrors',
        'loginsLast7Days',
        'failedLoginsLast7Days',
      ].sort(),
    );
  });

  it('counts every user and gym, pending submissions, upcoming events, open errors and the last 7 days of logins', async () => {
    const before = (await dashboard()).counts;
    const gym = await createGym(t.db, { status: 'inactive' });
    const suspended = await createUser(t.db, { gymId: gym.id, status: 'suspended' });
    await t.db.insert(gymSubmissions).values([
      { name: 'Harbor Gym', state: 'ME', submitterName: 'Ann', submitterEmail: 'ann@example.com' },
      { name: 'Old Gym', state: 'ME', submitterName: 'Bo', submitterEmail: 'bo@example.com', status: 'rejected' },
    ]);
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const ev = { gymId: gym.id, description: 'd', location: 'l', capacity: 10 };
    await t.db.insert(events).values([
      { ...ev, title: 'Next week', date: at(7 * day) },
      { ...ev, title: 'Yesterday', date: at(-day) },
    ]);
    await t.db.insert(systemErrorLog).values([
      { errorType: 'TypeError', errorMessage: 'Cannot read the gym' },
      { errorType: 'TypeError', errorMessage: 'Fixed one', resolved: true },
    ]);
    await t.db.insert(userLoginLog).values([
      { userId: suspended.id, success: true },
      { userId: suspended.id, success: true, loginTime: new Date(Date.now() - 2 * day) },
      { userId: suspended.id, success: true, loginTime: new Date(Date.now() - 10 * day) },
      { usernameAttempted: 'nobody', success: false, failureReason: 'unknown user' },
    ]);
    const after = (await dashboard()).counts;
    expect(after).toEqual({
      users: before.users + 1,
      gyms: before.gyms + 1,
      pendingGymSubmissions: before.pendingGymSubmissions + 1,
      upcomingEvents: before.upcomingEvents + 1,
      unresolvedErrors: before.unresolvedErrors + 1,
      loginsLast7Days: before.loginsLast7Days + 2,
      failedLoginsLast7Days: before.failedLoginsLast7Days + 1,
    });
  });

  it('lists the latest activity and errors, newest first, at most 10 each', async () => {
    const user = await createUser(t.db, { firstName: 'Dana', lastName: 'Reyes' });
    for (let i = 0; i < 12; i++) {
      await t.db.insert(userActivityLog).values({
        userId: user.id,
        action: `gym.update.${i}`,
        resourceType: 'gym',
        resourceId: String(i),
        occurredAt: new Date(Date.now() + i * 1000),
      });
      await t.db.insert(systemErrorLog).values({
        errorType: 'RangeError',
        errorMessage: `Error ${i}`,
        occurredAt: new Date(Date.now() + i * 1000),
        lastSeenAt: new Date(Date.now() + i * 1000),
      });
    }
    const body = await dashboard();
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity[0]).toMatchObject({ action: 'gym.update.11', userName: 'Dana Reyes', resourceId: '11' });
    expect(body.recentErrors).toHaveLength(10);
    expect(body.recentErrors[0]).toMatchObject({ errorMessage: 'Error 11', resolved: false });
  });
});

describe('GET /api/admin/gym-analysis', () => {
  it('counts gyms and members per state or province, growth by month and the data-quality gaps', async () => {
    const before = await analysis();
    const a = await createGym(t.db, {
      name: 'Aaa Yukon Tumblers',
      state: 'YT',
      country: 'Canada',
      website: null,
      buildingSqFt: null,
    });
    await createGym(t.db, {
      name: 'Aaa Yukon Flyers',
      state: 'YT',
      country: 'Canada',
      website: 'https://flyers.example.com',
      buildingSqFt: 12000,
      latitude: '60.7212',
      longitude: '-135.0568',
    });
    await createUser(t.db, { gymId: a.id });
    await createUser(t.db, { gymId: a.id });
    const after = await analysis();
    expect(after.regions.find((r) => r.region === 'YT' && r.country === 'Canada')).toEqual({
      country: 'Canada',
      region: 'YT',
      gyms: 2,
      members: 2,
    });
    expect(after.totals).toEqual({ gyms: before.totals.gyms + 2, members: before.totals.members + 2 });
    expect(after.growth).toHaveLength(24);
    const month = new Date().toISOString().slice(0, 7);
    const thisMonth = (g: GymAnalysis) => g.growth.find((m) => m.month === month)!;
    expect(thisMonth(after).gyms).toBe(thisMonth(before).gyms + 2);
    expect(thisMonth(after).members).toBe(thisMonth(before).members + 2);
    const gap = (g: GymAnalysis, key: string) => g.gaps.find((x) => x.key === key)!;
    expect(gap(after, 'coordinates').count).toBe(gap(before, 'coordinates').count + 1);
    expect(gap(after, 'website').count).toBe(gap(before, 'website').count + 1);
    expect(gap(after, 'squareFootage').count).toBe(gap(before, 'squareFootage').count + 1);
    expect(gap(after, 'website').gyms.map((g) => g.name)).toContain('Aaa Yukon Tumblers');
    expect(gap(after, 'website').gyms.map((g) => g.name)).not.toContain('Aaa Yukon Flyers');
  });
});
