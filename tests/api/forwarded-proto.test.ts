import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { cookieFrom, setCookieHeader } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// Secure cookies and HSTS follow PUBLIC_URL, and also a request that came over https through a
// proxy that TRUST_PROXY names (its X-Forwarded-Proto). A client's own header counts for nothing.
const HTTPS = { 'x-forwarded-proto': 'https' };

async function signInOver(t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const u = await createUser(t.db);
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    remoteAddress,
    payload: { username: u.username, password: u.plainPassword },
  });
}
const health = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress });

describe('behind a trusted proxy (TRUST_PROXY=1, PUBLIC_URL http)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('an https request gets a Secure __Host- session cookie that signs it in', async () => {
    const res = await signInOver(t, HTTPS);
    expect(res.statusCode).toBe(200);
    const header = setCookieHeader(res);
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toContain('Secure');
    expect(header).toMatch(/signed_in=1;[^\n]*Secure/);
    const cookie = cookieFrom(res, '__Host-sid')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...HTTPS, cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('an https request gets HSTS; a plain http one does not', async () => {
    expect((await health(t, HTTPS)).headers['strict-transport-security']).toContain('max-age=31536000');
    expect((await health(t, {})).headers['strict-transport-security']).toBeUndefined();
    expect((await health(t, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('a plain http request keeps the plain cookie', async () => {
    const header = setCookieHeader(await signInOver(t, {}));
    expect(header).toMatch(/^sid=/);
    expect(header).not.toContain('Secure');
  });
});

describe('without TRUST_PROXY, or from an address it does not name', () => {
  let direct: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    listed = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await direct.close();
    await listed.close();
  });

  it("ignores a client's X-Forwarded-Proto: no Secure cookie, no HSTS", async () => {
    for (const [t, from] of [
      [direct, '127.0.0.1'],
      [listed, '203.0.113.5'],
    ] as const) {
      const header = setCookieHeader(await signInOver(t, HTTPS, from));
      expect(header).toMatch(/^sid=/);
      expect(header).not.toContain('Secure');
      expect((await health(t, HTTPS, from)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('honours it from a listed proxy address', async () => {
    const header = setCookieHeader(await signInOver(listed, HTTPS, '10.1.2.3'));
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toContain('Secure');
    expect((await health(listed, HTTPS, '10.1.2.3')).headers['strict-transport-security']).toContain('max-age');
  });
});
