/**
 * Bad input, generated: every API route gets thousands of malformed path parameters, query
 * strings and bodies (wrong types, huge strings, deep nesting, __proto__ keys, invalid UTF-8,
 * SQL and HTML metacharacters). The contract: never a 5xx, every refusal is a JSON
 * `{ message }`, the server keeps answering, and a refused request writes no row.
 *
 * The routes come from the app's own inventory, so a new endpoint is covered the day it lands.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/server/app';
import { createUser, signIn } from '../support/factories';
import { guardedTables } from '../support/tables';
import { createTestApp, type TestApp } from '../support/test-app';

const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 24);
const HIGH = '1000000';

let t: TestApp;
let tables: string[] = [];
/** The gym map's geocoder, on loopback: it knows no place, so a fuzzed geocode is a 422, never the offline 502. */
let geocoder: http.Server;
const cookies: Record<'visitor' | 'member' | 'admin', string | undefined> = {
  visitor: undefined,
  member: undefined,
  admin: undefined,
};

beforeAll(async () => {
  geocoder = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
    RATE_LIMIT_READS_PER_MINUTE: HIGH,
    RATE_LIMIT_LOGIN_PER_MINUTE: HIGH,
    RATE_LIMIT_REGISTER_PER_HOUR: HIGH,
    RATE_LIMIT_FORGOT_PER_HOUR_ACCOUNT: HIGH,
    RATE_LIMIT_FORGOT_PER_HOUR_IP: HIGH,
    RATE_LIMIT_SMS_PER_HOUR_ACCOUNT: HIGH,
    RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR: HIGH,
    RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE: HIGH,
    RATE_LIMIT_REVIEWS_PER_HOUR: HIGH,
    RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: HIGH,
    RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: HIGH,
  });
  tables = await guardedTables(t.db);
  const member = await createUser(t.db);
  const admin = await createUser(t.db, { isAdmin: true });
  cookies.member = await signIn(t, member.id);
  cookies.admin = await signIn(t, admin.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

async function rowCounts(): Promise<Record<string, number>> {
  const query = tables.map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`).join(' union all ');
  const result = await t.db.execute(sql.raw(query));
  return Object.fromEntries(
    (result as unknown as { rows: { t: string; n: number }[] }).rows.map((r) => [r.t, Number(r.n)]),
  );
}

/** encodeURIComponent, with lone surrogates replaced (they cannot be percent-encoded). */
const enc = (s: string) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8'));

// ---- generators ----------------------------------------------------------------------------

const nasty = fc.constantFrom(
  "' or '1'='1",
  '1; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '😀'.repeat(50),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  ' ',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), nasty);
const huge = fc.integer({ min: 5_000, max: 300_000 }).map((n) => 'x'.repeat(n));

/** Field names the API actually reads, so values reach validation rather than only extra keys. */
const FIELDS = [
  'name',
  'username',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'email',
  'usernameOrEmail',
  'token',
  'code',
  'identifier',
  'mobile',
  'firstName',
  'lastName',
  'role',
  'gymId',
  'state',
  'country',
  'city',
  'zip',
  'addressLine1',
  'submitterName',
  'submitterEmail',
  'rating',
  'reviewText',
  'userName',
  'slug',
  'title',
  'content',
  'excerpt',
  'tags',
  'action',
  'reason',
  'resolutionNotes',
  'resolved',
  'status',
  'clubNumber',
  'affiliationIds',
  'notes',
  'adminNotes',
  'gymSubmission',
  'page',
  'pageSize',
  'search',
  'meetName',
  'levels',
  'details',
  'itemName',
  'itemCost',
  'markupType',
  'percentEnrollment',
  'capacity',
  'programs',
  'format',
];
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  huge,
);
const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

interface Body {
  payload: string | Buffer;
  contentType: string;
}
const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
const body: fc.Arbitrary<Body | undefined> = fc.oneof(
  fc.constant(undefined),
  fieldObject.map(json),
  fc.anything({ maxDepth: 3 }).map(json),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((n) => ({ payload: '{"a":'.repeat(n) + '1' + '}'.repeat(n), contentType: 'application/json' })),
  fc
    .constantFrom(
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
      '{"name":"x","__proto__":{"status":"active"}}',
      '{"username":{"$ne":null},"password":{"$gt":""}}',
      '{',
      '',
      'null',
      '"just a string"',
      '[1,2,3]',
    )
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
    contentType: 'application/json',
  })),
  text.map((s) => ({ payload: s, contentType: 'text/plain' })),
  text.map((s) => ({ payload: `name=${enc(s)}`, contentType: 'application/x-www-form-urlencoded' })),
);
const pathParam = fc.oneof(
  text.map(enc),
  fc.integer().map(String),
  fc.constantFrom('%E0%A4%A', '%ZZ', '..%2F..%2F', '%2e%2e', '1%00', 'a'.repeat(600)),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(fc.constantFrom('page', 'pageSize', 'search', 'status', 'tag', '__proto__', 'q'), text),
      fc.oneof(text, huge),
      {
        maxKeys: 4,
      },
    )
    .map(
      (d) =>
        '?' +
        Object.entries(d)
          .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
          .join('&'),
    ),
  fc.constantFrom(
    '?page=-1&pageSize=1000000',
    '?page[]=1&page[]=2',
    '?%E0%A4%A=1',
    '?search=%00',
    '?__proto__[isAdmin]=true',
  ),
);

// ---- the property --------------------------------------------------------------------------

function routesFor(who: keyof typeof cookies): ApiRoute[] {
  return t.app.apiRoutes.filter(
    (r) =>
      r.url !== '/api/health' && (who === 'admin' ? r.url.startsWith('/api/admin') : !r.url.startsWith('/api/admin')),
  );
}

async function fuzz(route: ApiRoute, who: keyof typeof cookies) {
  await fc.assert(
    fc.asyncProperty(fc.array(pathParam, { minLength: 4, maxLength: 4 }), query, body, async (params, qs, b) => {
      let i = 0;
      const url = route.url.replace(/:[A-Za-z]+/g, () => params[i++ % params.length]!) + qs;
      // Counting every table is most of this suite's time, so only the writing methods are counted;
      // a GET is still held to no 5xx and a JSON message.
      const writes = route.method !== 'GET';
      const before = writes ? await rowCounts() : undefined;
      const headers: Record<string, string> = {};
      if (cookies[who]) headers.cookie = cookies[who]!;
      if (b) headers['content-type'] = b.contentType;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(b && route.method !== 'GET' && route.method !== 'DELETE' ? { payload: b.payload } : {}),
      });
      const where = `${route.method} ${url.slice(0, 200)} as ${who} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], where).toMatch(/application\/json/);
        expect(typeof res.json().message, where).toBe('string');
        if (before) expect(await rowCounts(), `a refused request wrote rows: ${where}`).toEqual(before);
      }
    }),
    { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('generated bad input to every API route', () => {
  it('has routes to try', () => {
    expect(routesFor('visitor').length).toBeGreaterThanOrEqual(3);
    expect(routesFor('admin').length).toBeGreaterThan(3);
  });

  for (const who of ['visitor', 'member', 'admin'] as const) {
    it(`never answers ${who} requests with a 5xx, always a JSON message, and writes nothing when refusing`, async () => {
      for (const route of routesFor(who)) await fuzz(route, who);
    }, 600_000);
  }
});
