import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classListingMessages as m, type TableConfigInput } from '../../../shared/tools/class-listings';
import { jackrabbitTableConfigs } from '../../db/schema/index';
import { seedDemoClassTables } from '../../db/seed/class-tables';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { nextIp } from '../../../../tests/support/http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason, withDemoOwner } from '../../../../tests/support/tool-calls';
import { JACKRABBIT_SAMPLE_ORG_ID } from './service/jackrabbit-sample';

let t: TestApp;
let feed: http.Server;
let feedBase: string;
const hits: string[] = [];
let gymA: number;
let ownerA: { id: number; cookie: string };
let coachA: { id: number; cookie: string };
let ownerB: { id: number; cookie: string };
let loner: string;

const call = callsOf(() => t);
/** A public read from an address of its own, so the per-IP limit of one test never touches another's. */
const visit = (url: string, ip = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

const FIXTURE = path.join(import.meta.dirname, '../../../../tests/fixtures/jackrabbit');

beforeAll(async () => {
  // The recorded feed: 123456 answers its recording, 500500 fails, 404404 answers a web page.
  feed = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    const org = url.searchParams.get('OrgID') ?? '';
    hits.push(org);
    const file = path.join(FIXTURE, `openings-${org}.json`);
    if (org === '500500') return void res.writeHead(500).end('upstream exploded');
    if (org === '404404') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Login</html>');
    if (!/^\d+$/.test(org) || !fs.existsSync(file)) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":false,"rows":[]}');
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/jr3.0/Openings/OpeningsJson`;
  t = await createTestApp({ JACKRABBIT_FEED_URL: feedBase, RATE_LIMIT_CLASS_LISTINGS_PER_MINUTE: '5' });
  ({ gymA, ownerA, coachA, ownerB, loner } = await gymPeople(t));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

const table = (over: Partial<TableConfigInput> = {}): TableConfigInput => ({
  title: 'Fall classes',
  orgId: '123456',
  config: {
    columns: ['name', 'days', 'times', 'ages', 'openings', 'register'],
    filters: { days: [], ages: [], categories: [], openOnly: false },
    colors: { header: '#123456', headerText: '#ffffff', accent: '#ff6600', stripe: '#f4f4f4' },
  },
  isDefault: false,
  ...over,
});

describe('GET /api/class-listings', () => {
  it("answers an organization's classes from the recorded feed, mapped to our shape", async () => {
    const res = await visit('/api/class-listings?orgId=123456');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orgId: '123456', source: 'jackrabbit' });
    expect(body.classes).toHaveLength(5);
    expect(body.classes[0]).toEqual({
      id: '9001',
      name: 'Tots Tumbling',
      category: 'Preschool',
      description: null,
      days: ['mon', 'wed'],
      startTime: '09:30',
      endTime: '10:15',
      minAge: 2,
      maxAge: 3.92,
      openings: 3,
      maxSize: 10,
      room: 'Pre-K Room',
      instructors: ['Ms. Jo Lin'],
      tuition: 78,
      registrationUrl: 'https://app.jackrabbitclass.com/regv2.asp?id=123456&preLoadClassID=9001',
    });
    expect(body.classes.find((c: { id: string }) => c.id === '9002').openings).toBe(0);
    expect(body.classes.find((c: { id: string }) => c.id === '9004').maxAge).toBeNull();
  });

  it('keeps an organization’s answer in its own cache: the second read does not ask the feed, a write does not empty it', async () => {
    const before = hits.filter((o) => o === '123456').length;
    expect((await visit('/api/class-listings?orgId=123456')).statusCode).toBe(200);
    // A write empties the app's read cache, not the feed's.
    expect((await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, table())).statusCode).toBe(201);
    expect((await visit('/api/class-listings?orgId=123456')).statusCode).toBe(200);
    expect(hits.filter((o) => o === '123456').length).toBe(before);
  });

  it('without orgId answers the shipped sample (JACKRABBIT_ORG_ID unset), never asking the feed', async () => {
    const count = hits.length;
    const res = await visit('/api/class-listings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orgId: JACKRABBIT_SAMPLE_ORG_ID, source: 'sample' });
    expect(body.classes.length).toBeGreaterThan(20);
    expect(new Set(body.classes.map((c: { category: string }) => c.category))).toEqual(
      new Set(['Preschool', 'Recreational', 'Girls Team', 'Boys Team', 'Tumbling', 'Ninja', 'Cheer']),
    );
    expect(hits.length).toBe(count);
  });

  it('without orgId answers JACKRABBIT_ORG_ID’s organization when it is set', async () => {
    const own = await createTestApp({ JACKRABBIT_FEED_URL: feedBase, JACKRABBIT_ORG_ID: '123456' });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/api/class-listings', remoteAddress: nextIp() });
      expect(res.json()).toMatchObject({ orgId: '123456', source: 'jackrabbit' });
      expect(res.json().classes).toHaveLength(5);
    } finally {
      await own.close();
    }
  });

  it('refuses an organization id that is not digits with a clear 400', async () => {
    for (const bad of ['abc', '12-3', '12345678901', '1 OR 1=1']) {
      const res = await visit(`/api/class-listings?orgId=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(reason(res), bad).toBe(m.orgIdInvalid);
    }
  });

  it('answers a failing feed with 503 and a feed that is not a schedule with 502, never a 500, and caches neither', async () => {
    const down = await visit('/api/class-listings?orgId=500500');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: m.feedUnavailable });
    const page = await visit('/api/class-listings?orgId=404404');
    expect(page.statusCode).toBe(502);
    expect(page.json()).toEqual({ message: m.feedInvalid });
    const unknown = await visit('/api/class-listings?orgId=42');
    expect(unknown.statusCode).toBe(502);
    const again = hits.filter((o) => o === '500500').length;
    await visit('/api/class-listings?orgId=500500');
    expect(hits.filter((o) => o === '500500').length).toBe(again + 1);
  });

  it('limits the public call per IP (429 with Retry-After past the budget)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await visit('/api/class-listings', ip)).statusCode).toBe(200);
    const over = await visit('/api/class-listings', ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visit('/api/class-listings')).statusCode).toBe(200);
  });
});

describe('jackrabbit table configs', () => {
  it('saves a table in the caller’s gym, lists it and audits the write', async () => {
    const res = await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, {
      ...table({ title: 'Preschool table' }),
      gymId: 999,
      userId: 999,
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ title: 'Preschool table', orgId: '123456', gymId: gymA, userId: ownerA.id });
    const list = await call('GET', '/api/jackrabbit-table-configs', coachA.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.json().items.map((x: { id: number }) => x.id)).toContain(saved.id);
    const trail = await auditTrail(t.db, 'jackrabbit_table_config', saved.id);
    expect(trail).toEqual([
      {
        userId: ownerA.id,
        action: 'jackrabbit_table_config.create',
        resourceType: 'jackrabbit_table_config',
        resourceId: String(saved.id),
        oldValues: null,
        newValues: {
          title: 'Preschool table',
          orgId: '123456',
          config: table().config,
          isDefault: false,
          gymId: gymA,
        },
      },
    ]);
  });

  it('answers every validation message', async () => {
    const cases: [unknown, string][] = [
      [{ ...table(), title: '  ' }, m.titleRequired],
      [{ ...table(), title: 'x'.repeat(121) }, m.titleTooLong],
      [{ ...table(), orgId: 'abc' }, m.orgIdInvalid],
      [{ ...table(), config: { ...table().config, columns: [] } }, m.columnsRequired],
      [
        { ...table(), config: { ...table().config, colors: { ...table().config.colors, header: 'red' } } },
        m.colorInvalid,
      ],
      [
        {
          ...table(),
          config: {
            ...table().config,
            filters: { days: [], ages: [], categories: ['x'.repeat(101)], openOnly: false },
          },
        },
        m.categoryTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(reason(res), message).toBe(message);
    }
    expect(reason(await call('GET', '/api/jackrabbit-table-configs/abc', ownerA.cookie))).toBe(m.invalidId);
  });

  it('keeps exactly one default per gym: a new default clears the old one', async () => {
    const first = (
      await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, table({ isDefault: true }))
    ).json();
    const second = (
      await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, table({ title: 'Team', isDefault: true }))
    ).json();
    const defaults = async (gymId: number) =>
      (await t.db.select().from(jackrabbitTableConfigs).where(eq(jackrabbitTableConfigs.gymId, gymId)))
        .filter((r) => r.isDefault)
        .map((r) => r.id);
    expect(await defaults(gymA)).toEqual([second.id]);
    // Another gym's default is its own.
    const b = (await call('POST', '/api/jackrabbit-table-configs', ownerB.cookie, table({ isDefault: true }))).json();
    expect(await defaults(gymA)).toEqual([second.id]);
    expect(b.isDefault).toBe(true);
    // Making the first the default again by PUT clears the second.
    const put = await call(
      'PUT',
      `/api/jackrabbit-table-configs/${first.id}`,
      ownerA.cookie,
      table({ isDefault: true }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await defaults(gymA)).toEqual([first.id]);
    const trail = await auditTrail(t.db, 'jackrabbit_table_config', first.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'jackrabbit_table_config.update',
      oldValues: { isDefault: false },
      newValues: { isDefault: true },
    });
  });

  it('two default saves at once leave one default', async () => {
    const gym = (await createGym(t.db, { name: 'Race Gymnastics' })).id;
    const owner = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    const existing = (await call('POST', '/api/jackrabbit-table-configs', owner, table({ isDefault: true }))).json();
    const results = await Promise.all([
      call('POST', '/api/jackrabbit-table-configs', owner, table({ title: 'One', isDefault: true })),
      call('POST', '/api/jackrabbit-table-configs', owner, table({ title: 'Two', isDefault: true })),
      call('PUT', `/api/jackrabbit-table-configs/${existing.id}`, owner, table({ title: 'Three', isDefault: true })),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(300);
    const rows = await t.db.select().from(jackrabbitTableConfigs).where(eq(jackrabbitTableConfigs.gymId, gym));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("another gym's table does not exist for the caller (404), and it stays as it was", async () => {
    const b = (await call('POST', '/api/jackrabbit-table-configs', ownerB.cookie, table({ title: 'Bravo' }))).json();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', table({ title: 'Mine now' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/jackrabbit-table-configs/${b.id}`, ownerA.cookie, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(m.configNotFound);
    }
    const list = (await call('GET', '/api/jackrabbit-table-configs?pageSize=100', ownerA.cookie)).json();
    expect(list.items.map((x: { id: number }) => x.id)).not.toContain(b.id);
    expect((await call('GET', `/api/jackrabbit-table-configs/${b.id}`, ownerB.cookie)).json().title).toBe('Bravo');
  });

  it('refuses visitors (401) and a member without a gym (403 on a save)', async () => {
    expect((await call('GET', '/api/jackrabbit-table-configs')).statusCode).toBe(401);
    expect((await call('POST', '/api/jackrabbit-table-configs', null, table())).statusCode).toBe(401);
    expect((await call('POST', '/api/jackrabbit-table-configs', loner, table())).statusCode).toBe(403);
  });

  it('deletes a table (204) and audits it', async () => {
    const c = (await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, table({ title: 'Old' }))).json();
    expect((await call('DELETE', `/api/jackrabbit-table-configs/${c.id}`, ownerA.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/jackrabbit-table-configs/${c.id}`, ownerA.cookie)).statusCode).toBe(404);
    expect((await auditTrail(t.db, 'jackrabbit_table_config', c.id)).map((r) => r.action)).toEqual([
      'jackrabbit_table_config.create',
      'jackrabbit_table_config.delete',
    ]);
  });
});

describe('GET /embed/classes/:configId', () => {
  it('serves the table as a page any site may frame, drawn with its columns, colours and filters', async () => {
    const saved = (
      await call(
        'POST',
        '/api/jackrabbit-table-configs',
        ownerA.cookie,
        table({
          title: 'Ninja & Cheer <openings>',
          config: {
            columns: ['name', 'times', 'openings'],
            filters: { days: [], ages: [], categories: ['Ninja', 'Cheer'], openOnly: false },
            colors: { header: '#0a0b0c', headerText: '#ffffff', accent: '#ff6600', stripe: '#f4f4f4' },
          },
        }),
      )
    ).json();
    const res = await visit(`/embed/classes/${saved.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('Ninja &amp; Cheer &lt;openings&gt;');
    expect(res.body).toContain('background:#0a0b0c');
    expect(res.body).toContain('Ninja Zone');
    expect(res.body).toContain('Cheer Tumbling');
    expect(res.body).not.toContain('Tots Tumbling');
    expect(res.body).toContain('1 spot left');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<th scope="col">Ages</th>');
  });

  it("the rest of the site keeps frame-ancestors 'none'", async () => {
    for (const url of ['/api/class-listings', '/class-table-generator', '/api/health']) {
      const res = await visit(url);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an unknown table with a 404 page, and a failing feed with a small page, never a 500', async () => {
    const missing = await visit('/embed/classes/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain(m.configNotFound);
    const down = (
      await call('POST', '/api/jackrabbit-table-configs', ownerA.cookie, table({ title: 'Down', orgId: '500500' }))
    ).json();
    const res = await visit(`/embed/classes/${down.id}`);
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(m.feedUnavailable);
    expect((await visit('/embed/classes/abc')).statusCode).toBe(400);
  });
});

describe('demo seed', () => {
  it('gives the demo gym two saved tables, one of them the default, that embed from the sample', async () => {
    await withDemoOwner([seedDemoClassTables], async (demo, cookie) => {
      const list = (
        await demo.app.inject({ method: 'GET', url: '/api/jackrabbit-table-configs', headers: { cookie } })
      ).json();
      expect(list.total).toBe(2);
      expect(list.items.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
      const embed = await demo.app.inject({ method: 'GET', url: `/embed/classes/${list.items[0].id}` });
      expect(embed.statusCode).toBe(200);
      expect(embed.body).toContain('<table>');
    });
  });
});
