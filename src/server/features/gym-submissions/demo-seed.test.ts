import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { gymSubmissions, gyms } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, pino({ level: 'silent' }));
});
afterAll(() => t.close());

describe('demo gyms and submissions', () => {
  it('lists at least 12 active gyms over US states and Canadian provinces, each with an address and coordinates', async () => {
    const rows = await t.db.select().from(gyms);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((g) => g.country))).toEqual(new Set(['United States', 'Canada']));
    expect(new Set(rows.map((g) => g.state)).size).toBeGreaterThanOrEqual(10);
    for (const g of rows) {
      expect(g.status).toBe('active');
      for (const field of [g.addressLine1, g.city, g.zip]) expect(field, g.name).toMatch(/\S/);
    }
    // The map's and the domain finder's demo gyms are left without coordinates or a website on purpose.
    const complete = rows.filter((g) => g.website && g.phone && g.latitude !== null && g.longitude !== null);
    expect(complete.length).toBeGreaterThanOrEqual(12);
    for (const g of complete) {
      expect(Number(g.latitude)).not.toBe(0);
      expect(Number(g.longitude)).not.toBe(0);
    }
  });

  it('queues pending submissions, some near-duplicates of listed gyms that the check finds (for a member)', async () => {
    const cookie = await signIn(t, (await createUser(t.db)).id);
    const pending = await t.db.select().from(gymSubmissions);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.every((s) => s.status === 'pending')).toBe(true);
    for (const [submitted, listed] of [
      ['Prairie State Gymnastics', 'Prairie State Gymnastics Academy'],
      ['Lone Star Gym LLC', 'Lone Star Gymnastics'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gym-submissions/check-duplicate',
        payload: { name: submitted },
        headers: { cookie },
      });
      const body = res.json();
      expect(body.duplicates[0].name).toBe(listed);
      expect(body.pendingSubmissions.map((s: { name: string }) => s.name)).toContain(submitted);
    }
  });
});
