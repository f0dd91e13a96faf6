import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketMessages as m, scoreMarket } from '../../../shared/market-intelligence';
import { analysisResults, demographicSnapshots, geographies, jobs, marketMetrics } from '../../db/schema/index';
import type { HttpClient } from '../../platform/http-client';
import { tileOrigin } from '../../platform/security';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { multipart } from '../../../../tests/support/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { censusSource, censusUrl, registerCensusJobs } from './service/census';
import { llmMarketWriter, readModelText } from './service/writer';

let t: TestApp;
let admin: string;
let owner: string;
let ownerId: number;
let other: string;

const call = callsOf(() => t);
const HEADER = 'geographyType,geographyCode,name,vintageYear,childPopulation,households,medianIncome';

const importCsv = (cookie: string | null, csv: string) => {
  const body = multipart({ name: 'market.csv', data: Buffer.from(csv), type: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/market-data/import',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
};

const twoDecimals = (x: unknown) => typeof x === 'number' && Math.round(x * 100) / 100 === x;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  const o = await createUser(t.db, { role: 'Owner' });
  ownerId = o.id;
  owner = await signIn(t, o.id);
  other = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
  // Two gyms of the directory near Springfield, IL (within 7.5 miles), one far away in Chicago.
  await createGym(t.db, { name: 'Near Flips', latitude: '39.790000', longitude: '-89.640000', status: 'active' });
  await createGym(t.db, { name: 'Capital Tumbling', latitude: '39.750000', longitude: '-89.700000', status: 'active' });
  await createGym(t.db, { name: 'Far Away Gym', latitude: '41.941528', longitude: '-87.705765', status: 'active' });
});
afterAll(() => t.close());

describe('market data import', () => {
  it('imports geographies, snapshots and further figures, checked whole and written', async () => {
    const csv = [
      `${HEADER},latitude,longitude,youthSportsRate`,
      '"zip","62704","Springfield, IL 62704",2023,"6,400",16200,61800,39.7817,-89.6501,0.31',
      'zip,62702,"Springfield, IL 62702",2023,4100,11800,48200,39.8022,-89.6437,',
      'county,17167,"Sangamon County, IL",2023,31000,84000,67500,,,0.28',
    ].join('\n');
    const res = await importCsv(admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 3, geographies: 3, snapshots: 3, metrics: 2 });
    const [geo] = await t.db.select().from(geographies).where(eq(geographies.code, '62704'));
    expect(geo).toMatchObject({ type: 'zip', name: 'Springfield, IL 62704', latitude: 39.7817, longitude: -89.6501 });
    const snaps = await t.db.select().from(demographicSnapshots).where(eq(demographicSnapshots.geographyId, geo!.id));
    expect(snaps).toEqual([expect.objectContaining({ vintageYear: 2023, childPopulation: 6400, medianIncome: 61800 })]);
    expect(await t.db.select().from(marketMetrics)).toHaveLength(2);
    // A second import of the same year replaces the snapshot, and keeps the coordinates held.
    const again = await importCsv(admin, `${HEADER}\nzip,62704,"Springfield, IL 62704",2023,6500,16300,62000`);
    expect(again.json()).toMatchObject({ rows: 1, snapshots: 1 });
    const [kept] = await t.db.select().from(geographies).where(eq(geographies.code, '62704'));
    expect(kept!.latitude).toBe(39.7817);
    const list = await call('GET', '/api/admin/market-data/geographies?q=springfield', admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((g: { code: string }) => g.code)).toEqual(['62702', '62704']);
    expect(list.json().items[1]).toMatchObject({ childPopulation: 6500, medianIncome: 62000, vintageYear: 2023 });
  });

  it('deletes a geography with its snapshots; a correction is a new import', async () => {
    await importCsv(admin, `${HEADER}\nzip,99501,"Anchorage, AK 99501",2023,3000,8000,70000`);
    const [geo] = await t.db.select().from(geographies).where(eq(geographies.code, '99501'));
    expect((await call('DELETE', `/api/admin/market-data/geographies/${geo!.id}`, owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/market-data/geographies/${geo!.id}`, admin)).statusCode).toBe(204);
    expect(await t.db.select().from(demographicSnapshots).where(eq(demographicSnapshots.geographyId, geo!.id))).toEqual(
      [],
    );
    const again = await call('DELETE', `/api/admin/market-data/geographies/${geo!.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Geography not found');
  });

  it('refuses a file naming the data row (counted from 1) and writes nothing of it', async () => {
    const before = await t.db.select().from(geographies);
    const cases: [string, string][] = [
      [`${HEADER}\nzip,11111,A,2023,1,1,1\nborough,22222,B,2023,1,1,1`, `row 2: ${m.geographyType}`],
      [`${HEADER}\nzip,11111,A,1999,1,1,1`, `row 1: ${m.vintageYear}`],
      [`${HEADER}\nzip,11111,A,2023,1,1,1\nzip,11112,A,2023,1,1,1\nzip,11113,A,2031,1,1,1`, `row 3: ${m.vintageYear}`],
      [`${HEADER}\nzip,1111,A,2023,1,1,1`, `row 1: ${m.zipCode}`],
      [`${HEADER}\nzip,11111,A,2023,-4,1,1`, `row 1: ${m.count('childPopulation')}`],
      [`${HEADER}\nzip,11111,A,2023,1,1,1\nzip,11112,A,2023,1,1`, 'row 2: has 6 cells, the header has 7'],
      ['geographyType,geographyCode,name\nzip,11111,A', m.missingColumn('vintageYear')],
      [HEADER, m.noRows],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(admin, csv);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json().message, csv).toBe(message);
    }
    expect(await t.db.select().from(geographies)).toEqual(before);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/market-data/import',
      ...(() => {
        const b = multipart(null, { note: 'x' });
        return { payload: b.payload, headers: { 'content-type': b.contentType, cookie: admin } };
      })(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.fileRequired);
  });

  it('is for holders of market.manage only: visitor 401, member 403', async () => {
    expect((await importCsv(null, `${HEADER}\nzip,11111,A,2023,1,1,1`)).statusCode).toBe(401);
    expect((await importCsv(owner, `${HEADER}\nzip,11111,A,2023,1,1,1`)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/market-data/geographies', owner)).statusCode).toBe(403);
  });
});

describe('market analyses', () => {
  it('runs as a job: 202 pending, then completed with scores as JSON numbers of two decimals', async () => {
    const res = await call('POST', '/api/market-analyses', owner, { location: '62704' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    const id = res.json().id as number;
    const pending = await call('GET', `/api/market-analyses/${id}`, owner);
    expect(pending.json()).toMatchObject({ status: 'pending', driveTimeMinutes: 15 });
    expect(pending.json()).not.toHaveProperty('scores');
    await t.app.deps.jobs.drain();
    const done = await call('GET', `/api/market-analyses/${id}`, owner);
    expect(done.statusCode, done.body).toBe(200);
    const a = done.json();
    expect(a.status).toBe('completed');
    expect(a.driveTimeMinutes).toBe(15);
    // 62704 and 62702 (2.4 miles apart) are both within 7.5 miles: their children add up.
    expect(a.populations).toEqual({ children: 6500 + 4100, households: 16300 + 11800 });
    expect(a.competitorCount).toBe(2);
    expect(a.competitors.map((c: { name: string }) => c.name)).toEqual(['Near Flips', 'Capital Tumbling']);
    const expected = scoreMarket({
      children: 10_600,
      households: 28_100,
      medianIncome: 62_000,
      competitorCount: 2,
      driveTimeMinutes: 15,
    });
    for (const key of ['demand', 'supply', 'competitivePressure', 'gapFit', 'access', 'risk', 'opportunity']) {
      expect(typeof a.scores[key], key).toBe('number');
      expect(twoDecimals(a.scores[key]), key).toBe(true);
      expect(a.scores[key], key).toBe(expected[key as keyof typeof expected]);
    }
    expect(a.opportunityScore).toBe(expected.opportunity);
    expect(a.verdict).toBe(expected.verdict);
    expect(a.market).toMatchObject({ tamChildren: 10_600, samChildren: 1_060 });
    expect(a.summary).toContain('62704');
    expect(a.insights.length).toBeGreaterThan(0);
    expect(a.writtenBy).toBe('rules');
    const [row] = await t.db.select().from(analysisResults).where(eq(analysisResults.id, id));
    expect(row).toMatchObject({ analysisType: 'market_opportunity', status: 'completed', userId: ownerId });
    const list = await call('GET', '/api/market-analyses', owner);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.json().items[0]).toMatchObject({ id, status: 'completed', opportunityScore: expected.opportunity });
  });

  it('a longer drive time reaches further: the Chicago gym stays out, the radius grows', async () => {
    const res = await call('POST', '/api/market-analyses', owner, { location: '62704', driveTimeMinutes: 30 });
    await t.app.deps.jobs.drain();
    const a = (await call('GET', `/api/market-analyses/${res.json().id}`, owner)).json();
    expect(a).toMatchObject({ status: 'completed', driveTimeMinutes: 30, radiusMiles: 15, competitorCount: 2 });
  });

  it('refuses a malformed location (400), an unknown zip (404), a zip without a centre (400)', async () => {
    const bad = await call('POST', '/api/market-analyses', owner, { location: 'Springfield' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('POST', '/api/market-analyses', owner, { location: '00001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.unknownZip('00001'));
    await importCsv(admin, `${HEADER}\nzip,55555,Nowhere,2023,10,10,10`);
    const noCentre = await call('POST', '/api/market-analyses', owner, { location: '55555' });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json().message).toBe(m.noCentre('55555'));
    const slow = await call('POST', '/api/market-analyses', owner, { location: '62704', driveTimeMinutes: 90 });
    expect(slow.statusCode).toBe(400);
  });

  it('an analysis that cannot be computed goes back to pending while its job may retry, then failed', async () => {
    await importCsv(admin, `${HEADER},latitude,longitude\nzip,44444,Vanishing,2023,100,50,40000,41.1,-80.6`);
    const res = await call('POST', '/api/market-analyses', owner, { location: '44444' });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().id as number;
    const [geo] = await t.db.select().from(geographies).where(eq(geographies.code, '44444'));
    await t.db.delete(demographicSnapshots).where(eq(demographicSnapshots.geographyId, geo!.id));
    await t.app.deps.jobs.drain();
    expect((await call('GET', `/api/market-analyses/${id}`, owner)).json()).toMatchObject({ status: 'pending' });
    const [row] = await t.db.select().from(analysisResults).where(eq(analysisResults.id, id));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, row!.jobId!));
    await t.app.deps.jobs.drain();
    const failed = (await call('GET', `/api/market-analyses/${id}`, owner)).json();
    expect(failed).toMatchObject({ status: 'failed', error: m.unknownZip('44444') });
    expect(failed).not.toHaveProperty('scores');
  });

  it("an analysis is its owner's alone (404 for another member); visitors get 401", async () => {
    const res = await call('POST', '/api/market-analyses', owner, { location: '62702' });
    const id = res.json().id as number;
    expect((await call('GET', `/api/market-analyses/${id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/market-analyses', other)).json()).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', `/api/market-analyses/${id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/market-analyses', null, { location: '62704' })).statusCode).toBe(401);
    await t.app.deps.jobs.drain();
  });
});

describe('the Census Bureau adapter', () => {
  const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/census-acs5-2022-zcta.json'), 'utf8');
  const recorded = (seen: string[]): HttpClient => ({
    options: {},
    fetch: async (address) => {
      seen.push(String(address));
      const body = Buffer.from(fixture);
      return {
        status: 200,
        ok: true,
        url: String(address),
        headers: new Headers({ 'content-type': 'application/json' }),
        body,
        text: () => body.toString('utf8'),
        json: <T>() => JSON.parse(body.toString('utf8')) as T,
      };
    },
  });

  it('asks for the ACS 5-year figures of the zip codes and reads children 5–17, households, income', async () => {
    const seen: string[] = [];
    const rows = await censusSource({
      baseUrl: 'https://api.census.gov',
      apiKey: 'k',
      client: recorded(seen),
    }).fetchZips(['62704', '99999'], 2022);
    expect(seen).toEqual([censusUrl('https://api.census.gov', 2022, ['62704', '99999'], 'k')]);
    expect(new URL(seen[0]!).searchParams.get('for')).toBe('zip code tabulation area:62704,99999');
    expect(rows[0]).toMatchObject({
      type: 'zip',
      code: '62704',
      vintageYear: 2022,
      childPopulation: 1071 + 1102 + 684 + 1013 + 1040 + 655,
      households: 16240,
      medianIncome: 61718,
    });
    // The survey's sentinel for "no estimate" is read as 0, never a negative income.
    expect(rows[1]).toMatchObject({ code: '99999', medianIncome: 0 });
  });

  it('as a job, stores the snapshot and keeps the name and centre an import gave', async () => {
    const c = await createTestApp({ CENSUS_API_KEY: 'test-key' });
    try {
      registerCensusJobs(
        c.app.deps,
        censusSource({ baseUrl: 'https://api.census.gov', apiKey: 'k', client: recorded([]) }),
      );
      const a = await signIn(c, (await createUser(c.db, { isAdmin: true, gymId: null })).id);
      const body = multipart({
        name: 'm.csv',
        data: Buffer.from(`${HEADER},latitude,longitude\nzip,62704,"Springfield, IL",2021,1,1,1,39.78,-89.65`),
      });
      await c.app.inject({
        method: 'POST',
        url: '/api/admin/market-data/import',
        payload: body.payload,
        headers: { 'content-type': body.contentType, cookie: a },
      });
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/admin/market-data/census',
        payload: { zipCodes: ['62704'], vintageYear: 2022 },
        headers: { cookie: a },
      });
      expect(res.statusCode, res.body).toBe(202);
      await c.app.deps.jobs.drain();
      const [job] = await c.db.select().from(jobs).where(eq(jobs.id, res.json().jobId));
      expect(job!.status).toBe('completed');
      const [geo] = await c.db.select().from(geographies).where(eq(geographies.code, '62704'));
      expect(geo).toMatchObject({ name: 'Springfield, IL', latitude: 39.78 });
      const snaps = await c.db.select().from(demographicSnapshots).where(eq(demographicSnapshots.vintageYear, 2022));
      expect(snaps.find((s) => s.geographyId === geo!.id)).toMatchObject({ childPopulation: 5565, source: 'census' });
    } finally {
      await c.close();
    }
  });

  it('is off without CENSUS_API_KEY', async () => {
    const res = await call('POST', '/api/admin/market-data/census', admin, { zipCodes: ['62704'], vintageYear: 2022 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.censusOff);
  });
});

describe('the text writer', () => {
  const rules = { summary: 'Rules summary', insights: ['One', 'Two'] };
  it("reads the model's JSON, falling back to the rules' text when out of shape", () => {
    expect(readModelText('{"summary":"Model says","insights":["A"]}', rules)).toEqual({
      summary: 'Model says',
      insights: ['A'],
    });
    expect(readModelText('no json here', rules)).toEqual(rules);
    expect(readModelText('{"summary":3,"insights":[1]}', rules)).toEqual(rules);
  });

  it('calls the chat completions address and keeps the rules when the model fails', async () => {
    const urls: string[] = [];
    const ok = llmMarketWriter({
      url: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'm',
      fetch: (async (url: string) => {
        urls.push(url);
        return new Response(
          JSON.stringify({ choices: [{ message: { content: '{"summary":"S","insights":["I"]}' } }] }),
        );
      }) as unknown as typeof fetch,
    });
    const scores = scoreMarket({
      children: 1,
      households: 1,
      medianIncome: 1,
      competitorCount: 0,
      driveTimeMinutes: 15,
    });
    expect(await ok.write({}, scores, rules)).toEqual({ summary: 'S', insights: ['I'], writtenBy: 'llm' });
    expect(urls).toEqual(['https://llm.example/v1/chat/completions']);
    const failing = llmMarketWriter({
      url: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'm',
      fetch: (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch,
    });
    expect(await failing.write({}, scores, rules)).toEqual({ ...rules, writtenBy: 'rules' });
  });
});

describe('the map tiles', () => {
  it('hands the tile template to members and names its origin in the img-src of the CSP', async () => {
    const res = await call('GET', '/api/market-intelligence/map-tiles', owner);
    expect(res.json()).toEqual({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/\*\.tile\.openstreetmap\.org/,
    );
    expect(tileOrigin('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileOrigin('not a url')).toBeNull();
  });
});
