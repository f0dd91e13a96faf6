import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { systemErrorLog } from '../../src/server/db/schema/index';
import { createTestApp, type TestApp } from '../support/test-app';

// A failed query's bound values (hashes, emails, tokens) reach neither the log nor the error table.
const SECRET = 'hunter2-bound-value@example.com';
let t: TestApp;
let log = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk);
      done();
    },
  });
  const logger = createLogger(testConfig({ LOG_LEVEL: 'info' }), sink);
  t = await createTestApp(
    {},
    (app) => {
      app.get('/boom', async () => {
        await app.deps.db.execute(sql`select * from no_such_table where email = ${SECRET}`);
        return 'unreachable';
      });
      app.get('/bad-value', async () => {
        await app.deps.db.execute(sql`select ${SECRET}::int`);
        return 'unreachable';
      });
    },
    { logger },
  );
});
afterAll(() => t.close());

describe('database errors in logs and the error table', () => {
  it('keep the query and the reason but not the bound values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boom?token=abc123secret' });
    expect(res.statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/bad-value' })).statusCode).toBe(400);
    const rows = await t.db.select().from(systemErrorLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.errorMessage).toContain('no_such_table');
    expect(rows[0]!.requestUrl).toBe('/boom?token=[redacted]');
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(JSON.stringify(rows)).not.toContain('abc123secret');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain(SECRET);
  });
});
