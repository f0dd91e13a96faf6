import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The start-up contract, exercised on a real process (embedded database only).
const kind = process.env.TEST_DB_KIND ?? 'pglite';
const main = path.resolve('src/server/main.ts');
const tsx = path.resolve('node_modules/.bin/tsx');

interface Proc {
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Proc {
  const child = spawn(tsx, [main], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exited };
}

async function waitFor(check: () => boolean, ms = 40_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(kind !== 'pglite')('start-up contract (process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-start-'));
  const port = String(38000 + Math.floor(Math.random() * 1000));
  let first: Proc;

  beforeAll(async () => {
    first = start({ DATA_DIR: dataDir, PORT: port });
    await waitFor(() => first.out().includes('is serving on'));
  }, 60_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a one-time admin password once, and serves /api/health', async () => {
    expect(first.out()).toContain('An administrator account was created. This is shown once.');
    expect(first.out()).toMatch(/password: [A-Za-z0-9]{16,}/);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { kind: 'pglite', status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const second = start({ DATA_DIR: dataDir, PORT: String(Number(port) + 1) });
    expect(await second.exited).toBe(1);
    expect(second.out()).toContain('is already open by another process');
    expect(second.out()).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it('stops on SIGTERM with exit code 0, and does not print the password again on restart', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = start({ DATA_DIR: dataDir, PORT: port });
    await waitFor(() => again.out().includes('is serving on'));
    expect(again.out()).not.toContain('This is shown once');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('stops with the full list of problems on bad settings', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://nope', ADMIN_EMAIL: 'x@y.z' });
    expect(await bad.exited).toBe(1);
    const out = bad.out();
    expect(out).toContain('Invalid configuration');
    expect(out).toContain('PORT');
    expect(out).toContain('DATABASE_URL');
    expect(out).toContain('ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be given together');
  }, 30_000);
});
