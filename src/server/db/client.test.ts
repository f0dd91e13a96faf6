import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite } from './client';

describe('embedded database folder lock', () => {
  it('refuses a second open of the same folder with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-lock-'));
    // Another live process holds the folder (pid 1 is always alive).
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'app.lock'), '1');
    await expect(openPglite({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(/already open by another process \(pid 1\)/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-lock-'));
    fs.writeFileSync(path.join(dir, 'app.lock'), '999999');
    const db = await openPglite({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
