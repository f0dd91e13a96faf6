import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/accounts';

// A production start (the default NODE_ENV) with demo content, on a real process.
const kind = process.env.TEST_DB_KIND ?? 'pglite';

describe.skipIf(kind !== 'pglite')('demo members of a production start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-demo-'));
  const port = String(39000 + Math.floor(Math.random() * 1000));
  let out = '';
  let child: ChildProcess;
  // Started in beforeAll, not while the suite is collected: a skipped suite (on PostgreSQL) must
  // start nothing, since its afterAll never runs. One process (no tsx wrapper), so the kill below
  // ends the server itself.
  beforeAll(() => {
    child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'true', DATA_DIR: dataDir, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
  });

  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (username: string, password: string) =>
    fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ username, password }),
    });

  it('never sign in with the published demo password; the password printed once does', async () => {
    const end = Date.now() + 90_000;
    while (!/password: {2}(\S+)/.test(out) || !out.includes('is serving on')) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`no start:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const printed = /password: {2}(\S+)/.exec(out)![1]!;
    expect(printed).not.toBe(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const refused = await login(account.username, DEMO_PASSWORD);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: 'Invalid username or password' });
    }
    const res = await login('demo_owner', printed);
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe('demo_owner');
    // The breakfast-club members are demo members too: same rule, and the notice says so.
    expect(out).toMatch(/usernames: .*the chapter members/);
    expect((await login('chapter_rachel_kim', DEMO_PASSWORD)).status).toBe(400);
    expect((await login('chapter_rachel_kim', printed)).status).toBe(200);
  }, 120_000);
});
