/**
 * Crash safety: a real server process is killed with SIGKILL in the middle of a stream of
 * writes, restarted on the same data (PGlite folder, or the same PostgreSQL database), and
 * every write it had answered 2xx must be there, whole; nothing else may be visible.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { gymSubmissions } from '../../src/server/db/schema/index';

const kind = process.env.TEST_DB_KIND ?? 'pglite';
const main = path.resolve('src/server/main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-crash-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
let databaseUrl: string | undefined;

function start(): ChildProcess {
  // One process (no tsx wrapper), so SIGKILL hits the server itself.
  return spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR: '100000',
      RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: '100000',
      RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'ignore',
  });
}

async function waitHealthy(ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 150));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

function submission(n: number) {
  const tag = crypto.randomBytes(3).toString('hex');
  return {
    name: `Crash Test Gymnastics ${n} ${tag}`,
    addressLine1: `${100 + n} Main Street`,
    addressLine2: null,
    city: 'Springfield',
    state: 'IL',
    province: null,
    zip: '62701',
    country: 'United States',
    phone: null,
    website: null,
    email: null,
    submitterName: `Owner ${n}`,
    submitterEmail: `owner${n}-${tag}@example.com`,
  };
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
});

describe(`crash safety on ${kind}`, () => {
  it('keeps every answered gym submission, whole, after a SIGKILL mid-stream', async () => {
    if (kind === 'postgres') {
      const name = `gym_club_crash_${crypto.randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }

    const first = start();
    await waitHealthy();

    const answered = new Map<number, ReturnType<typeof submission>>();
    let sent = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const body = submission(sent++);
        try {
          const res = await fetch(`${base}/api/gym-submissions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status === 201) answered.set((await res.json()).id, body);
          else if (!killed) throw new Error(`unexpected ${res.status}`);
        } catch (e) {
          if (!killed) throw e;
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    // A writer that fails before the kill ends the wait with its reason, instead of a timeout.
    let failed: unknown = null;
    writers.catch((e: unknown) => (failed = e ?? new Error('a writer failed')));
    while (answered.size < 40 && !failed) await new Promise((r) => setTimeout(r, 20));
    if (failed) throw failed;
    killed = true;
    first.kill('SIGKILL'); // requests are in flight at this moment
    await writers;
    await exited(first);
    expect(answered.size).toBeGreaterThanOrEqual(40);

    // The same data folder or database serves again.
    const second = start();
    await waitHealthy();
    second.kill('SIGTERM');
    await exited(second);

    let database: Database;
    if (databaseUrl) database = await openPostgres(databaseUrl, 1);
    else database = await openPglite({ dataDir });
    try {
      const rows = await database.db.select().from(gymSubmissions);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [id, body] of answered) {
        const row = byId.get(id);
        expect(row, `answered submission ${id} is missing`).toBeDefined();
        expect(row).toMatchObject({ ...body, status: 'pending' });
      }
      // Nothing half-written: every stored row is one of the requests sent, complete.
      expect(rows.length).toBeLessThanOrEqual(sent);
      for (const row of rows) {
        expect(row.name).toMatch(/^Crash Test Gymnastics \d+ [0-9a-f]{6}$/);
        expect(row.submitterEmail).toMatch(/@example\.com$/);
        expect(row.addressLine1).toMatch(/ Main Street$/);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
