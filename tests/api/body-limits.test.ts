import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Only the image upload takes image bodies (up to 10 MB); every other route keeps the 1 MB limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const big = Buffer.alloc(3 * 1024 * 1024, 7);

describe('request bodies', () => {
  it('a 3 MB image/png body to the login gets 413 or 415, never reaching the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'image/png' },
      payload: big,
    });
    expect([413, 415]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });

  it('a JSON body over 1 MB gets 413', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('other write routes refuse image bodies as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gym-submissions',
      headers: { 'content-type': 'image/jpeg' },
      payload: big,
    });
    expect([413, 415]).toContain(res.statusCode);
  });
});
