// npm run bench: the built product against a bare node:http server answering the same bytes,
// in the same run, over loopback. Prints requests/s, p50/p99 latency and the ratio to bare.
// Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
// The pages served as HTML (GET / and GET /events, Accept: text/html) must reach HTML_MIN_RATIO
// of their bare baseline; below it the bench says so and exits 1.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bare } from './bare-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The least an HTML page's req/s may be, as a share of the bare server's answering the same bytes. */
const HTML_MIN_RATIO = 0.3;
const HTML = { accept: 'text/html' };
const ADMIN = { username: 'benchadmin', password: 'BenchPassw0rd!', email: 'bench@example.com' };

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

function startProduct(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-bench-'));
  const port = 39000 + Math.floor(Math.random() * 500);
  // The product runs under a process title of its own (node --title), so a broad
  // `pkill -f dist/server/main.js` from another checkout on a shared machine does not stop it in
  // the middle of a measurement; this script stops it by its PID.
  const child = spawn(process.execPath, [`--title=gym-club-bench:${port}`, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const product = { child, port, dataDir, base: `http://127.0.0.1:${port}`, stopping: false };
  child.on('exit', (code, signal) => {
    if (!product.stopping) console.error(`The product on port ${port} exited during the bench (${signal ?? code}).`);
  });
  return product;
}

async function waitHealthy(base) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('product did not start');
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

async function login(base, account = ADMIN) {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  return { ok: r.ok, cookie };
}

/**
 * Members to sign in: the login counts an attempt before it checks the password, so one account
 * signing in many times at once trips its own lockout by design (decision 0011). Logins under load
 * are of many people, one attempt each at a time.
 */
async function registerMembers(base, n) {
  const gyms = await (await fetch(`${base}/api/gyms`)).json();
  const members = [];
  for (let i = 0; i < n; i++) {
    const id = `${Date.now().toString(36)}${i}`;
    const member = { username: `bench_${id}`, password: 'Vault-Ring-42' };
    const r = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...member,
        email: `bench.${id}@example.com`,
        mobile: `+1555${String(1000000 + i).slice(-7)}`,
        firstName: 'Bench',
        lastName: 'Member',
        role: 'Owner',
        gymId: gyms[0].id,
      }),
    });
    if (r.status !== 201) throw new Error(`registering a bench member: ${r.status} ${await r.text()}`);
    members.push(member);
  }
  return members;
}

async function benchOne(base, t) {
  const url = `${base}${t.path}`;
  const sample = await fetch(url, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
  const bodyText = await sample.text();
  const type = sample.headers.get('content-type') ?? 'application/json';
  // `bodies`: each request takes the next body in turn (the logins, one member after another).
  let next = 0;
  const product = await run({
    url,
    method: t.method ?? 'GET',
    headers: t.headers,
    body: t.body,
    connections: t.connections ?? CONNECTIONS,
    ...(t.bodies
      ? {
          requests: [{ setupRequest: (req) => ({ ...req, body: t.bodies[(next = (next + 1) % t.bodies.length)] }) }],
        }
      : {}),
  });
  const server = await bare(sample.status, type, bodyText);
  const { port } = server.address();
  const baseline = await run({
    url: `http://127.0.0.1:${port}${t.path}`,
    method: t.method ?? 'GET',
    headers: t.headers,
    body: t.body,
    connections: t.connections ?? CONNECTIONS,
  });
  server.close();
  const errors = product.errors + product.timeouts + product.non2xx;
  return {
    name: t.name,
    status: sample.status,
    rps: product.requests.average,
    p50: product.latency.p50,
    p99: product.latency.p99,
    errors,
    bareRps: baseline.requests.average,
    ratio: product.requests.average / baseline.requests.average,
    minRatio: t.minRatio,
  };
}

/** 20 members signing in at once while other requests run: the logins' wall time and the others' p99. */
async function loginStorm(base, members) {
  const started = Date.now();
  const others = run({ url: `${base}/api/gyms`, connections: 10, duration: 0, amount: 2000 });
  const logins = await Promise.all(members.slice(0, 20).map((m) => login(base, m)));
  const loginMs = Date.now() - started;
  const res = await others;
  return { loginMs, allOk: logins.every((l) => l.ok), othersP99: res.latency.p99 };
}

async function benchDatabase(label, env) {
  const p = startProduct(env);
  try {
    await waitHealthy(p.base);
    const { cookie } = await login(p.base);
    const members = await registerMembers(p.base, 40);
    const articles = await (await fetch(`${p.base}/api/articles`)).json().catch(() => []);
    const list = Array.isArray(articles) ? articles : (articles.items ?? []);
    const slug = list[0]?.slug;
    const targets = [
      { name: 'GET /api/gyms', path: '/api/gyms' },
      { name: 'GET /api/dashboard/metrics', path: '/api/dashboard/metrics' },
      ...(slug
        ? [{ name: 'GET /api/articles/{slug} (member)', path: `/api/articles/${slug}`, headers: { cookie } }]
        : []),
      // The network benchmark of a tool page: every gym's latest figure read and ranked per request.
      {
        name: 'GET /api/benchmarks/revenue-per-sqft (member)',
        path: '/api/benchmarks/revenue-per-sqft',
        headers: { cookie },
      },
      // The pages as a browser asks for them: whatever the product serves there (the app's shell,
      // or the page rendered on the server), against a bare server answering the same bytes.
      { name: 'GET / (HTML)', path: '/', headers: HTML, minRatio: HTML_MIN_RATIO },
      { name: 'GET /events (HTML)', path: '/events', headers: HTML, minRatio: HTML_MIN_RATIO },
      {
        name: 'POST /api/login',
        path: '/api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
        bodies: members.map((m) => JSON.stringify(m)),
        connections: 10,
      },
    ];
    const rows = [];
    for (const t of targets) rows.push(await benchOne(p.base, t));
    const storm = await loginStorm(p.base, members);
    return { label, rows, storm };
  } finally {
    // A product that has already exited (crashed, or stopped from outside) emits no second 'exit'.
    if (p.child.exitCode === null && p.child.signalCode === null) {
      const exited = new Promise((r) => p.child.once('exit', r));
      p.stopping = true;
      p.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(p.dataDir, { recursive: true, force: true });
  }
}

function print({ label, rows, storm }) {
  const f = (n, d = 0) => n.toFixed(d);
  console.log(
    `\n### ${label} — ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores, node ${process.version}\n`,
  );
  console.log('| endpoint | status | req/s | p50 ms | p99 ms | errors | bare req/s | ratio |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.status} | ${f(r.rps)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${f(r.bareRps)} | ${f(r.ratio, 2)} |`,
    );
  }
  console.log(
    `\n20 concurrent logins: ${storm.loginMs} ms (all ok: ${storm.allOk}); other requests meanwhile p99 ${storm.othersP99} ms`,
  );
  for (const r of rows.filter((row) => row.minRatio !== undefined)) {
    const verdict = r.ratio >= r.minRatio ? 'met' : 'MISSED';
    console.log(`${r.name}: ${f(r.ratio, 2)} of bare (target ≥ ${r.minRatio}): ${verdict}`);
  }
}

const results = [await benchDatabase('Embedded PGlite', {})];
if (process.env.BENCH_DATABASE_URL) {
  results.push(await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));
}
console.log(`\nBench run ${new Date().toISOString()}`);
results.forEach(print);
const missed = results.flatMap(({ label, rows }) =>
  rows.filter((r) => r.minRatio !== undefined && r.ratio < r.minRatio).map((r) => `${r.name} on ${label}`),
);
if (missed.length > 0) {
  console.log(`\nFAILED: below ${HTML_MIN_RATIO} of the bare baseline: ${missed.join('; ')}`);
  process.exitCode = 1;
}
