import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A job survives the death of its process. A server whose worker is off takes two
 * enhancement requests (the jobs stay queued), is killed with SIGKILL, and a new process on the same
 * data folder finishes them. Real processes on the embedded database, as `npm start` runs.
 */
const kind = process.env.TEST_DB_KIND ?? 'pglite';
const main = path.resolve('src/server/main.ts');
const ADMIN = { username: 'queue_admin', password: 'Queue-admin-2024!', email: 'queue.admin@example.com' };

interface Proc {
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Proc {
  // One process (node with tsx's loader), so SIGKILL kills the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      JOBS_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exited };
}

async function waitFor<T>(what: () => string, check: () => T | Promise<T>, ms = 40_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.skipIf(kind !== 'pglite')('the job queue across a killed process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-jobs-'));
  const port = String(39000 + Math.floor(Math.random() * 1000));
  const base = `http://127.0.0.1:${port}`;
  const procs: Proc[] = [];

  afterAll(() => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps queued jobs through SIGKILL and completes them after the restart', async () => {
    const first = start({ DATA_DIR: dataDir, PORT: port, JOBS_WORKER: 'false' });
    procs.push(first);
    await waitFor(first.out, () => first.out().includes('is serving on'));
    let cookie = await signIn(base);
    const created = await fetch(`${base}/api/admin/business-tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        function: 'finance',
        task: 'Reconcile weekly tuition deposits',
        description: 'Match every deposit to the billing report.',
        frequency: 'Weekly',
        owner: 'Bookkeeper',
        priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'medium' },
      }),
    });
    expect(created.status).toBe(201);
    const taskId = (await created.json()).id as number;
    const jobIds: number[] = [];
    for (const url of [`/api/admin/business-tasks/${taskId}/enhance`, '/api/admin/task-themes/analyse']) {
      const res = await fetch(`${base}${url}`, { method: 'POST', headers: { cookie } });
      expect(res.status).toBe(202);
      jobIds.push((await res.json()).jobId);
    }
    for (const id of jobIds) {
      const job = await (await fetch(`${base}/api/admin/jobs/${id}`, { headers: { cookie } })).json();
      expect(job.status).toBe('queued');
    }

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = start({ DATA_DIR: dataDir, PORT: port });
    procs.push(second);
    await waitFor(second.out, () => second.out().includes('is serving on'));
    cookie = await signIn(base);
    for (const id of jobIds) {
      const job = await waitFor(
        second.out,
        async () => {
          const body = await (await fetch(`${base}/api/admin/jobs/${id}`, { headers: { cookie } })).json();
          return body.status === 'completed' || body.status === 'failed' ? body : null;
        },
        30_000,
      );
      expect(job, JSON.stringify(job)).toMatchObject({ id, status: 'completed' });
    }
    const task = await (await fetch(`${base}/api/admin/business-tasks/${taskId}`, { headers: { cookie } })).json();
    expect(task.enhancedText).toContain('Reconcile weekly tuition deposits');
    expect(task.enhancedText.length).toBeGreaterThan(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
