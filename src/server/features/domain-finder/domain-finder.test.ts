import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainFinderMessages as m } from '../../../shared/domain-finder';
import { gymDomainCandidates, gyms, userActivityLog } from '../../db/schema/index';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { pageTitle, type DomainCheck, type DomainChecker } from './checker';
import { registerDomainJobs } from './service';

let t: TestApp;
let admin: string;
let member: string;
let flipZone: number;
let withSite: number;

const call = callsOf(() => t);

/** A recorded answer per domain; every other domain does not resolve. */
const FIXTURE: Record<string, DomainCheck> = {
  'flipzonegymnastics.com': {
    dnsResolves: true,
    httpStatus: 200,
    finalUrl: 'https://www.flipzonegymnastics.com/',
    title: 'Flip Zone Gymnastics | Springfield, IL',
  },
  'flipzone.com': { dnsResolves: true, httpStatus: null, finalUrl: null, title: null },
};
const checked: string[] = [];
const fixtureChecker: DomainChecker = {
  async check(domain) {
    checked.push(domain);
    return FIXTURE[domain] ?? { dnsResolves: false, httpStatus: null, finalUrl: null, title: null };
  },
};

async function runCheck(body: Record<string, unknown>) {
  const res = await call('POST', '/api/admin/domain-finder/checks', admin, body);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.deps.jobs.drain();
  const job = await call('GET', `/api/admin/domain-finder/checks/${res.json().jobId}`, admin);
  expect(job.statusCode, job.body).toBe(200);
  return job.json();
}

beforeAll(async () => {
  t = await createTestApp();
  registerDomainJobs(t.app.deps, fixtureChecker);
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  member = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
  await t.db.update(gyms).set({ website: 'https://example.org' });
  flipZone = (await createGym(t.db, { name: 'The Flip Zone Gymnastics, Inc.', city: 'Springfield', website: null })).id;
  await createGym(t.db, { name: 'Maple Leaf Tumbling', city: 'Toronto', state: 'ON', country: 'Canada', website: '' });
  withSite = (await createGym(t.db, { name: 'Has A Site', website: 'https://hasasite.com' })).id;
});
afterAll(() => t.close());

describe('domain finder', () => {
  it('lists gyms without a website, paged and searched', async () => {
    const res = await call('GET', '/api/admin/domain-finder/gyms?pageSize=10', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(res.json().items.map((g: { name: string }) => g.name)).toEqual([
      'Maple Leaf Tumbling',
      'The Flip Zone Gymnastics, Inc.',
    ]);
    const found = await call('GET', '/api/admin/domain-finder/gyms?search=toronto', admin);
    expect(found.json().items.map((g: { name: string }) => g.name)).toEqual(['Maple Leaf Tumbling']);
  });

  it("checks one gym's candidates through the adapter and keeps the answers", async () => {
    const job = await runCheck({ gymId: flipZone });
    expect(job).toMatchObject({ status: 'completed', progress: 100 });
    expect(job.result).toMatchObject({ gyms: 1, live: 1 });
    expect(checked).toContain('flipzonegymnastics.com');
    expect(checked.every((d) => !d.endsWith('.ca'))).toBe(true);
    const list = await call('GET', `/api/admin/domain-finder/gyms/${flipZone}/candidates`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const [first, second] = list.json();
    expect(first).toMatchObject({
      domain: 'flipzonegymnastics.com',
      dnsResolves: true,
      httpStatus: 200,
      finalUrl: 'https://www.flipzonegymnastics.com/',
      title: 'Flip Zone Gymnastics | Springfield, IL',
      status: 'open',
    });
    expect(second).toMatchObject({ domain: 'flipzone.com', dnsResolves: true, httpStatus: null });
    const page = await call('GET', '/api/admin/domain-finder/gyms?search=flip', admin);
    expect(page.json().items[0]).toMatchObject({ live: 1 });
    expect(page.json().items[0].candidates).toBe(list.json().length);
  });

  it('checks every gym without a website, and a re-check keeps one row per domain', async () => {
    checked.length = 0;
    const job = await runCheck({});
    expect(job.result).toMatchObject({ gyms: 2, live: 1 });
    expect(checked).toContain('mapleleaftumbling.ca');
    const rows = await t.db.select().from(gymDomainCandidates).where(eq(gymDomainCandidates.gymId, flipZone));
    expect(new Set(rows.map((r) => r.domain)).size).toBe(rows.length);
    const refused = await call('POST', '/api/admin/domain-finder/checks', admin, { gymId: withSite });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.hasWebsite);
  });

  it("dismisses a candidate, and accepting one sets the gym's website, logged with old and new values", async () => {
    const [first, second] = (await call('GET', `/api/admin/domain-finder/gyms/${flipZone}/candidates`, admin)).json();
    const dismissed = await call('POST', `/api/admin/domain-finder/candidates/${second.id}/dismiss`, admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().status).toBe('dismissed');

    const accepted = await call('POST', `/api/admin/domain-finder/candidates/${first.id}/accept`, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ gymId: flipZone, website: 'https://www.flipzonegymnastics.com' });
    const [gym] = await t.db.select().from(gyms).where(eq(gyms.id, flipZone));
    expect(gym!.website).toBe('https://www.flipzonegymnastics.com');
    const [log] = await t.db.select().from(userActivityLog).where(eq(userActivityLog.action, 'gym.website_found'));
    expect(log).toMatchObject({
      oldValues: { website: null },
      newValues: { website: 'https://www.flipzonegymnastics.com' },
    });
    const again = await call('POST', `/api/admin/domain-finder/candidates/${first.id}/accept`, admin);
    expect(again.statusCode).toBe(409);
    const list = await call('GET', '/api/admin/domain-finder/gyms', admin);
    expect(list.json().items.map((g: { id: number }) => g.id)).not.toContain(flipZone);
    expect((await call('POST', '/api/admin/domain-finder/candidates/999999/accept', admin)).statusCode).toBe(404);
  });

  it('needs gyms.manage', async () => {
    expect((await call('GET', '/api/admin/domain-finder/gyms', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/domain-finder/gyms', member)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/domain-finder/checks', member, {})).statusCode).toBe(403);
  });

  it("reads a page's title", () => {
    expect(pageTitle('<html><head><title>\n Flips &amp; Twists </title></head>')).toBe('Flips & Twists');
    expect(pageTitle('<p>no title</p>')).toBeNull();
  });
});
