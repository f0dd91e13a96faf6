import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { normalizeGymName } from '../../../shared/gym-submissions';
import { gymSubmissions } from '../../db/schema/index';
import { seedDemoGyms } from '../../db/seed/gyms';
import { normalizeInDatabase } from './service/similar';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE: '200' });
  await seedDemoGyms(t.db);
  await createGym(t.db, { name: 'Prairie Fire Gymnastics (closed)', status: 'inactive' });
});
afterAll(() => t.close());

interface Match {
  id: number;
  name: string;
  addressLine1: string | null;
  city: string | null;
  state: string;
}

async function check(name: unknown, remoteAddress = '10.0.0.1', cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gym-submissions/check-duplicate',
    payload: { name },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}
async function matches(name: string): Promise<Match[]> {
  const res = await check(name);
  expect(res.statusCode).toBe(200);
  return res.json().duplicates;
}

// Typed names → the demo gym each must find (first), or must not find at all.
const MUST_MATCH: [string, string][] = [
  ['prairie state gymnastics academy', 'Prairie State Gymnastics Academy'],
  ['Prairie State Gymnastics Academy', 'Prairie State Gymnastics Academy'],
  ['Prarie State Gymnastics', 'Prairie State Gymnastics Academy'],
  ['Academy Prairie State', 'Prairie State Gymnastics Academy'],
  ['PRAIRIE-STATE GYMNASTICS, ACADEMY!', 'Prairie State Gymnastics Academy'],
  ['Lone Star Gymnastics LLC', 'Lone Star Gymnastics'],
  ['Lone Star Gym LLC', 'Lone Star Gymnastics'],
  ['Lonestar Gymnastics', 'Lone Star Gymnastics'],
  ['The Lone Star Gymnastics Inc.', 'Lone Star Gymnastics'],
  ['Windy City Tumbling and Cheer', 'Windy City Tumbling & Cheer'],
  ['Golden State Gym Center', 'Golden State Gymnastics Center'],
  ['Evergreen Gymnastic Club', 'Evergreen Gymnastics Club'],
  ['Empire Elite', 'Empire Elite Gymnastics'],
  ['Chinook Ninja and Gymnastics', 'Chinook Ninja & Gymnastics'],
  ['Rocky Mountain Flip', 'Rocky Mountain Flips'],
  ['Capitol City Gymnastics', 'Capital City Gymnastics'],
  ['Maple Leaf Gymnastics', 'Maple Leaf Gymnastics Club'],
];

const MUST_NOT_MATCH: [string, string][] = [
  ['Sunshine Ninja', 'Lone Star Gymnastics'],
  ['Sunshine Ninja', 'Sunshine State Gymnastics'],
  ['Prairie Wind Tumbling', 'Prairie State Gymnastics Academy'],
  ['Golden Eagle Gymnastics', 'Golden State Gymnastics Center'],
  ['Gymnastics Academy', 'Prairie State Gymnastics Academy'],
  ['Gymnastics Academy', 'Buckeye Gymnastics Academy'],
  ['Empire Tumbling', 'Empire Elite Gymnastics'],
  ['Coastal Ninja', 'Coastal Mountain Gymnastics'],
  ['Pacific Coast Ninja', 'Pacific Coast Aerials'],
  ['Star Gymnastics', 'Lone Star Gymnastics'],
  ['Prairie Fire Gymnastics', 'Prairie Fire Gymnastics (closed)'],
];

describe('POST /api/gym-submissions/check-duplicate: matching', () => {
  it.each(MUST_MATCH)('%s finds %s first', async (typed, listed) => {
    const found = await matches(typed);
    expect(found[0]?.name).toBe(listed);
  });

  it.each(MUST_NOT_MATCH)('%s does not find %s', async (typed, listed) => {
    const found = await matches(typed);
    expect(found.map((g) => g.name)).not.toContain(listed);
  });

  it('answers each match as id, name, addressLine1, city and state', async () => {
    const [first] = await matches('Lone Star Gymnastics');
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Lone Star Gymnastics',
      addressLine1: '8800 Research Blvd',
      city: 'Austin',
      state: 'TX',
    });
  });

  it('lists the best matches first and at most 10', async () => {
    for (let i = 0; i < 12; i++)
      await createGym(t.db, { name: `Riverbend Gymnastics ${i === 0 ? '' : `Annex ${i}`}`.trim() });
    const found = await matches('Riverbend Gymnastics');
    expect(found).toHaveLength(10);
    expect(found[0]!.name).toBe('Riverbend Gymnastics');
  });

  it('finds nothing for an unrelated name', async () => {
    expect(await matches('Zephyr Trampoline Park')).toEqual([]);
  });

  it('normalizes in SQL exactly as normalizeGymName does', async () => {
    for (const name of [
      ...MUST_MATCH.flat(),
      ...MUST_NOT_MATCH.flat(),
      "St. Mary's  Gym & Co",
      'THE ACADEMY',
      'Élan Gymnastique',
    ]) {
      expect(await normalizeInDatabase(t.app.deps, name)).toBe(normalizeGymName(name));
    }
  });
});

describe('POST /api/gym-submissions/check-duplicate: pending submissions and input', () => {
  it('reports pending submissions with a similar name to a signed-in member, not reviewed ones', async () => {
    await t.db.insert(gymSubmissions).values([
      {
        name: 'Bayou Flyers Gymnastics',
        city: 'Baton Rouge',
        state: 'LA',
        country: 'United States',
        submitterName: 'A',
        submitterEmail: 'a@example.com',
      },
      {
        name: 'Bayou Flyers Gym',
        city: 'Lafayette',
        state: 'LA',
        country: 'United States',
        submitterName: 'B',
        submitterEmail: 'b@example.com',
        status: 'rejected',
      },
    ]);
    const member = await createUser(t.db);
    const res = await check('The Bayou Flyers', '10.0.0.1', await signIn(t, member.id));
    expect(res.json()).toEqual({
      duplicates: [],
      pendingSubmissions: [
        {
          id: expect.any(Number),
          name: 'Bayou Flyers Gymnastics',
          city: 'Baton Rouge',
          state: 'LA',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('never shows a visitor pending submissions: approved (listed) gyms only', async () => {
    await t.db.insert(gymSubmissions).values({
      name: 'Cascade Comets Gymnastics',
      city: 'Bend',
      state: 'OR',
      country: 'United States',
      submitterName: 'C',
      submitterEmail: 'c@example.com',
    });
    await createGym(t.db, { name: 'Cascade Comets Gym' });
    await createGym(t.db, { name: 'Cascade Comets Gymnastics Annex', status: 'inactive' });
    const res = await check('Cascade Comets Gymnastics');
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingSubmissions).toEqual([]);
    expect(res.json().duplicates.map((d: Match) => d.name)).toEqual(['Cascade Comets Gym']);
    expect(res.body).not.toContain('Bend');
  });

  it('lists at most 10 pending submissions to a member', async () => {
    await t.db.insert(gymSubmissions).values(
      Array.from({ length: 14 }, (_, i) => ({
        name: `Juniper Jumpers Gymnastics ${i}`,
        state: 'OR',
        country: 'United States',
        submitterName: 'J',
        submitterEmail: 'j@example.com',
      })),
    );
    const member = await createUser(t.db);
    const res = await check('Juniper Jumpers Gymnastics', '10.0.0.1', await signIn(t, member.id));
    expect(res.json().pendingSubmissions).toHaveLength(10);
  });

  it('answers a blank or missing name with 400 and a clear message', async () => {
    for (const name of ['', '   ', undefined]) {
      const res = await check(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('name: Please enter a gym name to check');
    }
  });

  it('allows the configured checks per minute per IP, then 429 with Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE: '3' });
    try {
      const hit = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/gym-submissions/check-duplicate',
          payload: { name: 'Any' },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute)s?\.$/);
    } finally {
      await limited.close();
    }
  });
});
