import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLog } from '../../src/server/db/schema/index';
import { createTestApp, type TestApp } from '../support/test-app';

// Page addresses come from anyone: a malformed one is a 400, never a 500 or an error-log row.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-pages-'));
let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({ RATE_LIMIT_PAGES_PER_MINUTE: '3' }, undefined, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('page addresses', () => {
  it('answer 400 when malformed, and record no error', async () => {
    for (const url of ['/%E0%A4%A', '/%', '/blog/%E0%A4%A', '/x%E0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await t.db.select().from(systemErrorLog)).toHaveLength(0);
  });

  it('are limited per IP (loopback exempt)', async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/about', remoteAddress: '192.0.2.80' });
    expect([(await page()).statusCode, (await page()).statusCode, (await page()).statusCode]).toEqual([200, 200, 200]);
    expect((await page()).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
  });
});
