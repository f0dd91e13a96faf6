import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMessages as m } from '../../../shared/business-listings';
import { withTransaction } from '../../db/client';
import { businessListings, bizbuysellUrls, jobs } from '../../db/schema/index';
import { seedDemoBusinessListings } from '../../db/seed/business-listings';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let adminId: number;
let member: string;
let fixtures: http.Server;
let base: string;
const hits: { path: string; at: number }[] = [];

const call = callsOf(() => t);
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;
const thisYear = new Date().getUTCFullYear();

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Family Gymnastics Academy',
  type: 'gymnastics',
  description: 'Recurring tuition from 420 students, a competitive team and birthday parties. Waitlist for preschool.',
  price: 900_000,
  location: 'Boise, ID',
  listingUrl: 'https://www.bizbuysell.com/business-opportunity/family-gymnastics/2100001/',
  revenue: 1_200_000,
  cashFlow: 300_000,
  established: 2010,
  employees: 15,
  ...over,
});

beforeAll(async () => {
  fixtures = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', at: Date.now() });
    const name = (req.url ?? '').replace(/^\/+/, '');
    const file = path.join(import.meta.dirname, '../../../../tests/fixtures/listings', name);
    if (!/^[\w-]+\.html$/.test(name) || !fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  t = await createTestApp({ LISTING_FETCH_ALLOW_PRIVATE: 'true', JOBS_RETRY_BASE_SECONDS: '0' });
  adminId = (await createUser(t.db, { isAdmin: true })).id;
  admin = await signIn(t, adminId);
  member = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fixtures.close(resolve));
});

describe('listings', () => {
  it('a listing is created wrapped under `listing` and answered with its computed analysis', async () => {
    const res = await call('POST', '/api/admin/business-listings', admin, { listing: valid() });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Family Gymnastics Academy',
      type: 'gymnastics',
      price: 900_000,
      employees: 15,
    });
    expect(body.analysis.metrics).toEqual({
      priceToRevenue: 0.75,
      priceToCashFlow: 3,
      cashFlowMargin: 0.25,
      revenuePerEmployee: 80_000,
      yearsInBusiness: thisYear - 2010,
    });
    expect(body.analysis.valuation).toEqual({ typicalLow: 2, typicalHigh: 3.5, position: 'within' });
    expect(body.analysis.features).toEqual(
      expect.arrayContaining(['Competitive team program', 'Birthday parties', 'Waitlist']),
    );
    expect(body.analysis.location).toBe('Boise, Idaho');
    expect(body.analysis.keywords[0]).toBe('gymnastics');
    for (const key of ['businessModel', 'growthPotential']) expect(typeof body.analysis[key]).toBe('string');
    for (const key of ['opportunities', 'risks', 'competitiveAdvantages'])
      expect(Array.isArray(body.analysis[key])).toBe(true);
    expect(await auditTrail(t.db, 'business_listing', body.id)).toEqual([
      expect.objectContaining({ userId: adminId, action: 'business_listing.create', oldValues: null }),
    ]);

    const analysis = await call('GET', `/api/admin/business-listings/${body.id}/analysis`, admin);
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json().metrics).toEqual(body.analysis.metrics);
  });

  it('missing figures make null metrics, never NaN', async () => {
    const res = await call('POST', '/api/admin/business-listings', admin, {
      listing: valid({ title: 'Ninja Warrior Gym', type: 'ninja', revenue: null, established: null, employees: null }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().analysis.metrics).toEqual({
      priceToRevenue: null,
      priceToCashFlow: 3,
      cashFlowMargin: null,
      revenuePerEmployee: null,
      yearsInBusiness: null,
    });
    expect(res.json().analysis.risks).toContain('Revenue not disclosed: ask for three years of tax returns');
    const zero = await call('POST', '/api/admin/business-listings', admin, {
      listing: valid({ title: 'Zero revenue', revenue: 0, employees: 0 }),
    });
    expect(zero.statusCode).toBe(201);
    expect(zero.json().analysis.metrics).toMatchObject({ priceToRevenue: null, revenuePerEmployee: null });
  });

  it.each([
    [{ title: '  ' }, m.titleRequired],
    [{ type: 'bowling' }, m.typeRequired],
    [{ type: undefined }, m.typeRequired],
    [{ description: '' }, m.descriptionRequired],
    [{ price: 0 }, m.pricePositive],
    [{ price: -5 }, m.pricePositive],
    [{ location: '' }, m.locationRequired],
    [{ listingUrl: 'not a url' }, m.urlInvalid],
    [{ listingUrl: 'javascript:alert(1)' }, m.urlInvalid],
    [{ cashFlow: 0 }, m.cashFlowPositive],
    [{ cashFlow: undefined }, m.cashFlowPositive],
    [{ employees: 2.5 }, m.employeesInteger],
    [{ established: thisYear + 1 }, m.establishedInvalid],
  ])('%j is refused with its message', async (over, message) => {
    const res = await call('POST', '/api/admin/business-listings', admin, { listing: valid(over) });
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe(message);
  });

  it('an unwrapped body is refused with "Listing is required"', async () => {
    const res = await call('POST', '/api/admin/business-listings', admin, valid());
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe('Listing is required');
  });

  it('only holders of listings.manage reach the calls', async () => {
    expect((await call('GET', '/api/admin/business-listings')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/business-listings', member)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/business-listings', member, { listing: valid() })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/business-listings/urls', member)).statusCode).toBe(403);
  });

  it('the list pages newest first and filters by type, price and words', async () => {
    for (const [title, type, price, location] of [
      ['Aqua Tots Franchise', 'swim', 450_000, 'Tampa, FL'],
      ['Riverside Swim Club', 'swim', 1_900_000, 'Sacramento, CA'],
      ['Obstacle Ninja Park', 'ninja', 320_000, 'Mesa, AZ'],
    ] as const) {
      expect(
        (
          await call('POST', '/api/admin/business-listings', admin, {
            listing: valid({ title, type, price, location }),
          })
        ).statusCode,
      ).toBe(201);
    }
    const all = (await call('GET', '/api/admin/business-listings', admin)).json();
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.items[0].title).toBe('Obstacle Ninja Park');
    expect(all.items[0].glance).toMatchObject({ priceToCashFlow: expect.any(Number), risks: expect.any(Array) });
    const swim = (await call('GET', '/api/admin/business-listings?type=swim', admin)).json();
    expect(swim.items.map((l: { title: string }) => l.title).sort()).toEqual([
      'Aqua Tots Franchise',
      'Riverside Swim Club',
    ]);
    const priced = (
      await call('GET', '/api/admin/business-listings?type=swim&minPrice=500000&maxPrice=2000000', admin)
    ).json();
    expect(priced.items.map((l: { title: string }) => l.title)).toEqual(['Riverside Swim Club']);
    const words = (await call('GET', '/api/admin/business-listings?search=sacramento', admin)).json();
    expect(words.total).toBe(1);
    const literal = (await call('GET', '/api/admin/business-listings?search=%25', admin)).json();
    expect(literal.total).toBe(0);
    const paged = (await call('GET', '/api/admin/business-listings?pageSize=2&page=2', admin)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(paged.items).toHaveLength(2);
    expect((await call('GET', '/api/admin/business-listings?pageSize=101', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/business-listings?type=golf', admin)).statusCode).toBe(400);
  });

  it('the comparables are the other listings of the type', async () => {
    const list = (await call('GET', '/api/admin/business-listings?type=swim', admin)).json();
    const analysis = (await call('GET', `/api/admin/business-listings/${list.items[0].id}/analysis`, admin)).json();
    expect(analysis.comparables).toMatchObject({ count: list.total - 1 });
    expect(analysis.comparables.medianPrice).toBe(list.items[1].price);
  });

  it('PUT replaces a listing, writes its analysis anew and logs old and new values; DELETE removes it', async () => {
    const created = (
      await call('POST', '/api/admin/business-listings', admin, { listing: valid({ title: 'Old name' }) })
    ).json();
    const res = await call('PUT', `/api/admin/business-listings/${created.id}`, admin, {
      listing: valid({ title: 'New name', price: 1_500_000 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New name', price: 1_500_000 });
    expect(res.json().analysis.metrics.priceToCashFlow).toBe(5);
    expect(res.json().analysis.valuation.position).toBe('above');
    expect((await call('PUT', `/api/admin/business-listings/${created.id}`, admin, valid())).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/business-listings/999999', admin, { listing: valid() })).statusCode).toBe(
      404,
    );
    const trail = await auditTrail(t.db, 'business_listing', created.id);
    expect(trail[1]).toMatchObject({
      action: 'business_listing.update',
      oldValues: expect.objectContaining({ title: 'Old name', price: 900_000 }),
      newValues: expect.objectContaining({ title: 'New name', price: 1_500_000 }),
    });
    expect((await call('DELETE', `/api/admin/business-listings/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/business-listings/${created.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/business-listings/${created.id}/analysis`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/business-listings/${created.id}`, admin)).statusCode).toBe(404);
  });
});

describe('the queue of listing pages', () => {
  const add = (url: string, businessType = 'gymnastics', state = 'TX') =>
    call('POST', '/api/admin/business-listings/urls', admin, { url, state, businessType });

  it('an address is added once; a bad one is refused', async () => {
    const res = await add(`${base}/labelled-gymnastics.html`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isAnalyzed: false, lastAnalyzed: null, state: 'TX', job: null });
    const again = await add(`${base}/labelled-gymnastics.html`);
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe(m.urlTaken);
    const bad = await add('www.example');
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe('Must be a valid URL');
    expect((await add(`${base}/x.html`, 'golf')).statusCode).toBe(400);
  });

  it('two admins adding one address at once: one is added, the other hears 409', async () => {
    const url = `${base}/raced.html`;
    const answers = await Promise.all([add(url), add(url)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('the analyser fetches the page, reads its labelled figures, creates the listing and marks the address', async () => {
    const [source] = await t.db
      .select()
      .from(bizbuysellUrls)
      .where(eq(bizbuysellUrls.url, `${base}/labelled-gymnastics.html`));
    const waitingRes = await call('GET', '/api/admin/business-listings/urls?isAnalyzed=false', admin);
    expect(waitingRes.statusCode, waitingRes.body).toBe(200);
    const waiting = waitingRes.json();
    expect(waiting.items.map((s: { id: number }) => s.id)).toContain(source!.id);
    const res = await call('POST', `/api/admin/business-listings/urls/${source!.id}/analyze`, admin);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    expect(jobId).toEqual(expect.any(Number));
    await t.app.deps.jobs.drain();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'completed', kind: 'listing-analysis' });
    const analysed = (await call('GET', '/api/admin/business-listings/urls?isAnalyzed=true', admin)).json();
    const done = analysed.items.find((s: { id: number }) => s.id === source!.id);
    expect(done).toMatchObject({ isAnalyzed: true, lastError: null, job: { id: jobId, status: 'completed' } });
    expect(Date.parse(done.lastAnalyzed)).toBeGreaterThan(Date.now() - 60_000);
    const listing = (await call('GET', `/api/admin/business-listings/${done.listingId}`, admin)).json();
    expect(listing).toMatchObject({
      title: 'Established Gymnastics Center with Competitive Team',
      type: 'gymnastics',
      price: 1_150_000,
      cashFlow: 325_000,
      revenue: 1_420_000,
      established: 2006,
      employees: 24,
      location: 'Round Rock, TX',
      listingUrl: `${base}/labelled-gymnastics.html`,
    });
    expect(listing.analysis.metrics.priceToCashFlow).toBe(3.54);
    expect(listing.analysis.features).toEqual(expect.arrayContaining(['Foam pit or in-ground pit', 'Waitlist']));

    // A second run updates the same listing rather than adding another.
    await call('POST', `/api/admin/business-listings/urls/${source!.id}/analyze`, admin);
    await t.app.deps.jobs.drain();
    const same = await t.db
      .select()
      .from(businessListings)
      .where(eq(businessListings.listingUrl, `${base}/labelled-gymnastics.html`));
    expect(same).toHaveLength(1);
  });

  it('JSON-LD comes before the labels, a broken block is skipped, and two pages of one site are a second apart', async () => {
    const first = (await add(`${base}/jsonld-swim.html`, 'swim')).json();
    const second = (await add(`${base}/no-figures.html`, 'swim')).json();
    hits.length = 0;
    await call('POST', `/api/admin/business-listings/urls/${first.id}/analyze`, admin);
    await call('POST', `/api/admin/business-listings/urls/${second.id}/analyze`, admin);
    await t.app.deps.jobs.drain();
    const sources = (await call('GET', '/api/admin/business-listings/urls', admin)).json().items;
    const swim = sources.find((s: { id: number }) => s.id === first.id);
    const listing = (await call('GET', `/api/admin/business-listings/${swim.listingId}`, admin)).json();
    expect(listing).toMatchObject({
      title: 'Profitable Learn-to-Swim School with Indoor Pool',
      price: 1_650_000,
      cashFlow: 480_000,
      revenue: 1_600_000,
      established: 2001,
      employees: 31,
      location: 'Plano, TX',
      bizbuysellId: '2290417',
    });
    const empty = sources.find((s: { id: number }) => s.id === second.id);
    expect(empty).toMatchObject({
      isAnalyzed: false,
      lastError: 'The page shows no asking price',
      job: { status: 'failed' },
    });
    // The pacer spaces the sends a second apart; what the site sees also carries each request's
    // trip through a busy event loop (up to tens of milliseconds on a loaded CI machine), so the
    // arrivals are held to 900 ms. Unpaced, two pages of one site arrive milliseconds apart.
    const gaps = hits.slice(1).map((h, i) => h.at - hits[i]!.at);
    expect(gaps.length).toBeGreaterThan(0);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(900);
  });

  it('a private address is refused unless LISTING_FETCH_ALLOW_PRIVATE is set', async () => {
    const strict = await createTestApp({ JOBS_RETRY_BASE_SECONDS: '0' });
    try {
      const cookie = await signIn(strict, (await createUser(strict.db, { isAdmin: true })).id);
      const added = await strict.app.inject({
        method: 'POST',
        url: '/api/admin/business-listings/urls',
        headers: { cookie },
        payload: { url: `${base}/labelled-gymnastics.html`, state: 'TX', businessType: 'gymnastics' },
      });
      const id = added.json().id;
      await strict.app.inject({
        method: 'POST',
        url: `/api/admin/business-listings/urls/${id}/analyze`,
        headers: { cookie },
      });
      hits.length = 0;
      await strict.app.deps.jobs.drain();
      expect(hits).toEqual([]);
      const [row] = await strict.db.select().from(bizbuysellUrls).where(eq(bizbuysellUrls.id, id));
      expect(row).toMatchObject({ isAnalyzed: false, listingId: null });
      expect(row!.lastError).toMatch(/^Refused: /);
    } finally {
      await strict.close();
    }
  });

  it('an address can be removed; the listing it made stays', async () => {
    const [source] = await t.db
      .select()
      .from(bizbuysellUrls)
      .where(eq(bizbuysellUrls.url, `${base}/labelled-gymnastics.html`));
    expect((await call('DELETE', `/api/admin/business-listings/urls/${source!.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/business-listings/urls/${source!.id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/business-listings/urls/${source!.id}/analyze`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/business-listings/${source!.listingId}`, admin)).statusCode).toBe(200);
  });
});

describe('the demo content', () => {
  it('files a dozen listings of the three types with analyses, and a queue with analysed and waiting pages', async () => {
    const demo = await createTestApp();
    try {
      await withTransaction(demo.db, (tx) => seedDemoBusinessListings(tx));
      const cookie = await signIn(demo, (await createUser(demo.db, { isAdmin: true })).id);
      const get = async (url: string) => (await demo.app.inject({ url, headers: { cookie } })).json();
      const listings = await get('/api/admin/business-listings');
      expect(listings.total).toBe(12);
      for (const type of ['gymnastics', 'swim', 'ninja']) {
        expect(listings.items.filter((l: { type: string }) => l.type === type)).toHaveLength(4);
      }
      for (const listing of listings.items) expect(listing.glance, listing.title).not.toBeNull();
      const analysis = await get(`/api/admin/business-listings/${listings.items[0].id}/analysis`);
      expect(analysis.comparables.count).toBe(3);
      expect((await get('/api/admin/business-listings/urls?isAnalyzed=true')).total).toBeGreaterThanOrEqual(4);
      expect((await get('/api/admin/business-listings/urls?isAnalyzed=false')).total).toBeGreaterThanOrEqual(2);
    } finally {
      await demo.close();
    }
  });
});
