import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { systemErrorLog } from '../db/schema/index';
import { access } from './access';

let t: TestApp;

beforeAll(async () => {
  // Routes that exist only in this test, to exercise the platform's error paths.
  t = await createTestApp({}, (app) =>
    app.register(
      async (api) => {
        api.post('/boom', { ...access.public }, async () => {
          throw new Error('kaboom secret detail');
        });
        api.post('/store-text', { ...access.public, schema: { body: z.object({ text: z.string() }) } }, async (req) => {
          await t.db.execute(sql`select ${(req.body as { text: string }).text}::text as stored`);
          return { ok: true };
        });
        api.post(
          '/echo',
          { ...access.public, schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) } },
          async (req) => req.body,
        );
      },
      { prefix: '/api/test' },
    ),
  );
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: t.database.kind, status: 'up', latencyMs: expect.any(Number) },
    });
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

describe('error shape', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Route GET /api/does-not-exist not found' });
  });

  it('answers a validation failure with 400, a message and the field issues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain('Name is too short');
    expect(body.issues).toEqual([{ path: 'name', message: 'Name is too short' }]);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('hides unknown errors behind a plain 500 with a request id and records them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/boom',
      payload: { password: 'hunter2', note: 'hi' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Internal Server Error');
    expect(body.requestId).toMatch(/\S/);
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(body)).not.toContain('kaboom');
    const rows = await t.db
      .select()
      .from(systemErrorLog)
      .where(sql`${systemErrorLog.requestId} = ${body.requestId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.errorMessage).toBe('kaboom secret detail');
    expect(rows[0]!.resolved).toBe(false);
    expect(rows[0]!.severity).toBe('error');
    expect(rows[0]!.requestBody).toEqual({ password: '[redacted]', note: 'hi' });
  });
});

describe('values the database cannot hold', () => {
  it('answers a NUL character with 400 and a message, not a 500, and records no system error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/store-text', payload: { text: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid input: a value contains characters or numbers that cannot be stored');
    const rows = await t.db
      .select()
      .from(systemErrorLog)
      .where(sql`${systemErrorLog.requestId} = ${res.headers['x-request-id']}`);
    expect(rows).toHaveLength(0);
  });
});

describe('request limits and cross-site writes', () => {
  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('refuses a write marked cross-site by Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { name: 'valid' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses a write from another Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { name: 'valid' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('lets same-origin writes and clients without either header through', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { name: 'valid' },
    });
    expect(same.statusCode).toBe(200);
    const bare = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'valid' } });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ name: 'valid' });
  });

  it('lets cross-site reads through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, frame-ancestors none and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Our pages may frame our own origin (the repository's preview); nothing of ours agrees to it but a previewed file.
    expect(csp).toContain("frame-src 'self' ");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends them on refusals and unknown routes too', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect([refused.statusCode, missing.statusCode]).toEqual([403, 404]);
    for (const res of [refused, missing]) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http here
    }
  });
});
