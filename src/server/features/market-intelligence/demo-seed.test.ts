import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { demographicSnapshots, geographies, gyms, users } from '../../db/schema/index';
import { DEMO_GYMS } from '../../db/seed/gyms';
import { seedDemo } from '../../db/seed/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, pino({ level: 'silent' }));
});
afterAll(() => t.close());

describe('demo market sample', () => {
  it("covers every US demo gym's zip code, labelled as a demo sample, with a centre", async () => {
    const usZips = DEMO_GYMS.filter((g) => (g.country ?? 'United States') === 'United States').map((g) => g.zip);
    expect(usZips.length).toBeGreaterThanOrEqual(12);
    const held = await t.db
      .select({ code: geographies.code, lat: geographies.latitude, source: demographicSnapshots.source })
      .from(geographies)
      .innerJoin(demographicSnapshots, eq(demographicSnapshots.geographyId, geographies.id))
      .where(eq(geographies.type, 'zip'));
    for (const z of usZips) {
      const row = held.find((h) => h.code === z);
      expect(row, z!).toBeDefined();
      expect(row!.source).toBe('demo sample');
      expect(row!.lat).not.toBeNull();
    }
    expect((await t.db.select().from(gyms)).length).toBeGreaterThan(0);
  });

  it('demo_owner has a completed analysis with its score and competitors', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.username, 'demo_owner'));
    const cookie = await signIn(t, owner!.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/market-analyses', headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().items;
    expect(first).toMatchObject({ status: 'completed', location: '62704' });
    const a = (
      await t.app.inject({ method: 'GET', url: `/api/market-analyses/${first.id}`, headers: { cookie } })
    ).json();
    expect(a.status).toBe('completed');
    expect(typeof a.scores.opportunity).toBe('number');
    expect(a.competitorCount).toBeGreaterThanOrEqual(1);
    expect(a.competitors[0].name).toBe('Prairie State Gymnastics Academy');
  });
});
