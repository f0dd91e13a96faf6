import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Behind one trusted proxy, the client's address is the entry that proxy appended (the
// right-most); whatever the client wrote to the left of it must not change who it is.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_MINUTE: '3' }, (app) => {
    app.get('/whoami', async (request) => ({ ip: request.ip }));
  });
});
afterAll(() => t.close());

const login = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'nobody-here', password: 'Wrong-password-1' },
  });

describe('TRUST_PROXY=1', () => {
  it('takes the client address from the entry the proxy added, not from a forged left-most one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('one client whose X-Forwarded-For changes only on the left shares one login limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(`198.51.100.${i}, 203.0.113.9`)).statusCode);
    expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
    expect(codes.slice(3)).toEqual([429, 429]);
    // A different client behind the same proxy has a limit of its own.
    expect((await login('203.0.113.10')).statusCode).toBe(400);
  });
});
