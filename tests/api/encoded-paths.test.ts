import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A percent-encoded path reaches the same route as its plain form, so every rule keyed on the
// path must be decided on the route it reaches, not on the raw text of the URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_READS_PER_MINUTE: '2' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.44' });

describe('percent-encoded API paths', () => {
  it('count against the general read limit like the plain path', async () => {
    expect((await get('/%61pi/health')).statusCode).toBe(200);
    expect((await get('/%61%70%69/health')).statusCode).toBe(200);
    const third = await get('/%61pi/health');
    expect(third.statusCode).toBe(429);
    expect((await get('/api/health')).statusCode).toBe(429);
  });
});
