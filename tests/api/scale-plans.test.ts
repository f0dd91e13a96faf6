import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_ACCOUNTS, SCALE_PASSWORD, seedScale } from '../../src/server/db/seed/scale/index';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The calls `npm run bench:scale` measures, served on a database with more than 10,000 rows in
 * the tables that matter: every statement the app sends while serving one is captured at the
 * driver (pg.Client#query) and explained, and no plan may read a table of more than 10,000 rows
 * with a sequential scan.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const BIG = 10_000;
const COUNTS = { gyms: 12_000, users: 12_000, rsvps: 30_000, documents: 12_000 };

interface Captured {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) into.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, into);
  return into;
}

describe.skipIf(!onPostgres)('the scale bench calls read no big table sequentially (PostgreSQL)', () => {
  let t: TestApp;
  let captured: Captured[] | null = null;
  const original = pg.Client.prototype.query;
  const cookies: Record<'admin' | 'heavy' | 'owner', string> = { admin: '', heavy: '', owner: '' };
  let slug = '';
  let reltuples = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedScale(t.database.url!, COUNTS);
    const client = new pg.Client({ connectionString: t.database.url! });
    await client.connect();
    try {
      // As autovacuum leaves a table: analysed, and its visibility map set (index-only counts).
      await client.query('vacuum analyze');
      const big = await client.query<{ relname: string; n: number }>(
        `select relname, reltuples::float8 as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      );
      reltuples = new Map(big.rows.map((r) => [r.relname, Number(r.n)]));
      const ids = await client.query<{ username: string; id: number }>(
        `select username, id from users where username = any($1)`,
        [[SCALE_ACCOUNTS.heavyMember, SCALE_ACCOUNTS.bigOwner]],
      );
      const id = (name: string) => ids.rows.find((r) => r.username === name)!.id;
      cookies.heavy = await signIn(t, id(SCALE_ACCOUNTS.heavyMember));
      cookies.owner = await signIn(t, id(SCALE_ACCOUNTS.bigOwner));
      slug = (await client.query<{ slug: string }>(`select slug from articles order by id limit 1`)).rows[0]!.slug;
    } finally {
      await client.end();
    }
    const admin = await createUser(t.db, { isAdmin: true, gymId: null });
    cookies.admin = await signIn(t, admin.id);
    // Every statement the app's pool sends while `captured` is set.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [unknown, unknown];
      if (captured) {
        if (typeof first === 'string') captured.push({ text: first, values: Array.isArray(second) ? second : [] });
        else if (first && typeof first === 'object' && 'text' in first) {
          const q = first as { text: string; values?: unknown[] };
          captured.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
        }
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }, 240_000);

  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t?.close();
  });

  const calls: {
    name: string;
    method?: 'GET' | 'POST';
    url: () => string;
    who?: keyof typeof cookies;
    body?: object;
  }[] = [
    { name: 'gym picker search', url: () => '/api/gyms?search=spring&pageSize=50' },
    { name: 'GET /api/gyms search+state', url: () => `/api/gyms?search=${SCALE_ACCOUNTS.gymSearch}&state=TX` },
    { name: 'GET /api/events', url: () => '/api/events', who: 'heavy' },
    { name: 'GET /api/my-events (heavy member)', url: () => '/api/my-events?upcoming=26&past=11', who: 'heavy' },
    { name: 'GET /api/chapters', url: () => '/api/chapters' },
    { name: 'GET /api/articles/:slug', url: () => `/api/articles/${slug}`, who: 'owner' },
    { name: 'GET /api/admin/users?search=', url: () => '/api/admin/users?search=garcia', who: 'admin' },
    { name: 'GET /api/admin/gyms?search=', url: () => '/api/admin/gyms?search=summit', who: 'admin' },
    { name: 'GET /api/admin/gym-access-requests', url: () => '/api/admin/gym-access-requests', who: 'admin' },
    { name: 'GET /api/repository/documents?scope=gym', url: () => '/api/repository/documents?scope=gym', who: 'owner' },
    { name: 'GET /api/benchmarks/arps', url: () => '/api/benchmarks/arps', who: 'owner' },
    { name: 'GET /api/dashboard/metrics', url: () => '/api/dashboard/metrics', who: 'owner' },
    {
      name: 'POST /api/login',
      method: 'POST',
      url: () => '/api/login',
      body: { username: `${SCALE_ACCOUNTS.userPrefix}1000`, password: SCALE_PASSWORD },
    },
  ];

  it.each(calls)('$name', async (call) => {
    captured = [];
    let statements: Captured[];
    try {
      const res = await t.app.inject({
        method: call.method ?? 'GET',
        url: call.url(),
        headers: call.who ? { cookie: cookies[call.who] } : {},
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    } finally {
      statements = captured;
      captured = null;
    }
    const reads = statements.filter((s) => /^\s*(select|with|update|delete)\b/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: t.database.url! });
    await client.connect();
    const problems: string[] = [];
    try {
      for (const s of reads) {
        const r = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${s.text}`,
          s.values,
        );
        const plan = r.rows[0]!['QUERY PLAN'][0]!.Plan;
        for (const table of seqScans(plan)) {
          const rows = reltuples.get(table) ?? 0;
          if (rows > BIG)
            problems.push(
              `${call.name}: Seq Scan on ${table} (${Math.round(rows)} rows) in ${s.text.replace(/\s+/g, ' ').trim()}`,
            );
        }
      }
    } finally {
      await client.end();
    }
    expect(problems).toEqual([]);
  });
});
