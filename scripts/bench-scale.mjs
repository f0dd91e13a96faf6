// npm run bench:scale: the built product on the PostgreSQL at DATABASE_URL (filled by
// `npm run seed:scale`), measured at 10 concurrent connections on the calls people make most.
// Prints one JSON line on stdout, {"rows":[{"name","p50","p99","rps"}],"baseline":{…}}, and a table on stderr;
// "baseline" is a bare node:http server measured the same way in the same run (the machine's pace);
// "signInFloor" is argon2id verifying a scale member's stored hash, 10 at a time, with no request
// around it: the least a sign-in can cost here (decision 0189).
// Exits 1 when a row's p99 is above BENCH_SCALE_P99_MS (50) unless --no-check or BENCH_SCALE_NO_FAIL=true.
// BENCH_SCALE_PROCESSES=2 runs two app processes on the database, the connections split across them.
// BENCH_SCALE_DEV=true runs the sources (tsx src/server/main.ts) instead of the build, to try it
// without building; the figures of record come from the build.
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { bare } from './bare-server.mjs';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = 10;
const P99_MS = Number(process.env.BENCH_SCALE_P99_MS ?? 50);
const PROCESSES = Number(process.env.BENCH_SCALE_PROCESSES ?? 1);
const CHECK = !process.argv.includes('--no-check') && process.env.BENCH_SCALE_NO_FAIL !== 'true';
const ADMIN = { username: 'scaleadmin', password: 'Scale-Admin-Pass-2026!', email: 'scale.admin@example.com' };
// The scale seed's accounts (src/server/db/seed/scale/index.ts).
const PASSWORD = 'ScaleSeed-2026!';
const HEAVY = 'scale_member_heavy';
const BIG_OWNER = 'scale_owner_big';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('bench:scale needs DATABASE_URL=postgres://… filled by `npm run seed:scale`.');
  process.exit(2);
}
const DEV = process.env.BENCH_SCALE_DEV === 'true';
if (!DEV && !fs.existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build (or BENCH_SCALE_DEV=true to run the sources)');
  process.exit(2);
}

function startProduct(index) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-scale-'));
  const port = 39600 + index * 10 + Math.floor(Math.random() * 9);
  const entry = DEV ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.js'];
  const child = spawn(process.execPath, [`--title=gym-club-bench-scale:${port}`, ...entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    },
    // The app's log goes to stderr: stdout carries only the one JSON line.
    stdio: ['ignore', 2, 2],
  });
  return { child, dataDir, base: `http://127.0.0.1:${port}` };
}

async function waitHealthy(base) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the product at ${base} did not start`);
}

async function login(base, username, password = PASSWORD) {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!r.ok) throw new Error(`signing in ${username}: ${r.status} ${await r.text()}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0];
}

function cannon(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

/** One row: CONNECTIONS connections for SECONDS, split evenly over the app processes. */
async function measure(bases, t) {
  const check = await fetch(`${bases[0]}${t.path}`, {
    method: t.method ?? 'GET',
    headers: t.headers,
    body: t.body?.(),
  });
  if (!check.ok) throw new Error(`${t.name}: ${check.status} ${(await check.text()).slice(0, 200)}`);
  const bytes = Buffer.byteLength(await check.text());
  const results = await Promise.all(
    bases.map((base) =>
      cannon({
        url: `${base}${t.path}`,
        method: t.method ?? 'GET',
        headers: t.headers,
        connections: CONNECTIONS / bases.length,
        ...(t.body ? { requests: [{ setupRequest: (req) => ({ ...req, body: t.body() }) }] } : {}),
      }),
    ),
  );
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  return {
    name: t.name,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    rps: Math.round(results.reduce((n, r) => n + r.requests.average, 0)),
    bytes,
    errors,
  };
}

/**
 * The machine's own pace in the same run: a bare node:http server answering a fixed 16 KB JSON body
 * (the picker's size) at the same 10 connections. This machine's speed moves by up to 2× over a
 * day, so two runs compare by their rows against this line, not by their raw figures.
 */
async function bareBaseline() {
  const body = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: 'x'.repeat(300) })) });
  const server = await bare(200, 'application/json', body);
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    await cannon({ url, duration: 1, connections: 2 });
    const r = await cannon({ url, connections: CONNECTIONS });
    return {
      name: 'bare node:http, 16 KB JSON (reference)',
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: Math.round(r.requests.average),
      bytes: Buffer.byteLength(body),
    };
  } finally {
    server.close();
  }
}

/**
 * A sign-in's floor in the same run: the password check alone, CONNECTIONS at a time for SECONDS,
 * on the hash the database holds for a scale member (so the product's own argon2id parameters).
 */
async function signInFloor() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query(`select password from users where username = 'scale_u1000'`)
    .finally(() => client.end());
  const stored = rows[0]?.password;
  if (!stored) throw new Error('scale_u1000 is not in the database: run npm run seed:scale first');
  const latencies = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        if (!(await verify(stored, PASSWORD))) throw new Error('the scale password did not verify');
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]);
  return {
    name: `argon2id check alone, ${CONNECTIONS} at a time (sign-in's floor)`,
    p50: at(0.5),
    p99: at(0.99),
    rps: Math.round(latencies.length / SECONDS),
  };
}

const products = Array.from({ length: PROCESSES }, (_, i) => startProduct(i));
let exitCode = 0;
try {
  for (const p of products) await waitHealthy(p.base);
  const base = products[0].base;
  const admin = await login(base, ADMIN.username, ADMIN.password);
  const heavy = await login(base, HEAVY);
  const owner = await login(base, BIG_OWNER);
  const articles = await (await fetch(`${base}/api/articles?pageSize=1`, { headers: { cookie: owner } })).json();
  const slug = (Array.isArray(articles) ? articles : articles.items)[0]?.slug;
  // Sign-in: a different member each request, so no account's own lockout is what is measured.
  let signInNext = 0;
  const targets = [
    { name: 'gym picker search', path: '/api/gyms?search=spring&pageSize=50' },
    { name: 'GET /api/gyms search+state', path: '/api/gyms?search=tumble&state=TX' },
    { name: 'GET /api/events', path: '/api/events', headers: { cookie: heavy } },
    {
      name: 'GET /api/my-events (heavy member)',
      path: '/api/my-events?upcoming=26&past=11',
      headers: { cookie: heavy },
    },
    { name: 'GET /api/chapters', path: '/api/chapters' },
    { name: 'GET /api/articles/:slug', path: `/api/articles/${slug}`, headers: { cookie: owner } },
    { name: 'GET /api/admin/users?search=', path: '/api/admin/users?search=garcia', headers: { cookie: admin } },
    { name: 'GET /api/admin/gyms?search=', path: '/api/admin/gyms?search=summit', headers: { cookie: admin } },
    { name: 'GET /api/admin/gym-access-requests', path: '/api/admin/gym-access-requests', headers: { cookie: admin } },
    {
      name: 'GET /api/repository/documents?scope=gym (1,000 documents)',
      path: '/api/repository/documents?scope=gym',
      headers: { cookie: owner },
    },
    { name: 'GET /api/benchmarks/arps', path: '/api/benchmarks/arps', headers: { cookie: owner } },
    { name: 'GET /api/dashboard/metrics', path: '/api/dashboard/metrics', headers: { cookie: owner } },
    {
      name: 'POST /api/login',
      path: '/api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: () => JSON.stringify({ username: `scale_u${1000 + (signInNext++ % 50_000)}`, password: PASSWORD }),
    },
  ];
  const rows = [];
  for (const t of targets) {
    // A warm-up of every app process at the row's own concurrency, so the first row does not pay
    // for a process's cold start (its pool's connections opened, their catalog caches filled).
    await Promise.all(
      products.map((p) =>
        cannon({
          url: `${p.base}${t.path}`,
          method: t.method ?? 'GET',
          headers: t.headers,
          duration: 2,
          connections: CONNECTIONS / products.length,
          ...(t.body ? { requests: [{ setupRequest: (req) => ({ ...req, body: t.body() }) }] } : {}),
        }),
      ),
    );
    rows.push(
      await measure(
        products.map((p) => p.base),
        t,
      ),
    );
  }
  const baseline = await bareBaseline();
  const floor = await signInFloor();
  const load = os.loadavg()[0].toFixed(1);
  console.error(
    `\nbench:scale — ${PROCESSES} process(es), ${CONNECTIONS} connections, ${SECONDS} s a row, ${os.cpus().length} cores, load ${load}, node ${process.version}\n`,
  );
  console.error('| call | p50 ms | p99 ms | req/s | bytes | errors |');
  console.error('|---|---|---|---|---|---|');
  for (const r of rows) console.error(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.bytes} | ${r.errors} |`);
  console.error(`| ${baseline.name} | ${baseline.p50} | ${baseline.p99} | ${baseline.rps} | ${baseline.bytes} | 0 |`);
  console.error(`| ${floor.name} | ${floor.p50} | ${floor.p99} | ${floor.rps} | – | 0 |`);
  console.log(
    JSON.stringify({
      rows: rows.map(({ name, p50, p99, rps }) => ({ name, p50, p99, rps })),
      baseline: { name: baseline.name, p50: baseline.p50, p99: baseline.p99, rps: baseline.rps },
      signInFloor: floor,
    }),
  );
  const slow = rows.filter((r) => r.p99 > P99_MS || r.errors > 0);
  if (slow.length) {
    console.error(`\nAbove ${P99_MS} ms at p99, or with errors: ${slow.map((r) => r.name).join('; ')}`);
    const signIn = slow.find((r) => r.name === 'POST /api/login');
    if (signIn)
      console.error(
        `Sign-in: p99 ${signIn.p99} ms; the password check alone, ${CONNECTIONS} at a time, has p99 ${floor.p99} ms here (decision 0189).`,
      );
    if (CHECK) exitCode = 1;
  }
} finally {
  for (const p of products) {
    if (p.child.exitCode === null && p.child.signalCode === null) {
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(p.dataDir, { recursive: true, force: true });
  }
}
process.exit(exitCode);
