import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { accountMessages as m, userSchema } from '../../../shared/accounts';
import { sessions, userLoginLog, users } from '../../db/schema/index';
import { sha256 } from '../../platform/sessions';
import { cookieFrom, expectNoSecrets, get, nextIp, post, setCookieHeader } from '../../../../tests/support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  opts: { cookie?: string | null; ip?: string; headers?: Record<string, string> } = {},
) => post(t, '/api/login', { username, password }, opts);

describe('POST /api/login', () => {
  it('signs in by username, sets an HttpOnly SameSite=Lax cookie and answers the user without secrets', async () => {
    const u = await createUser(t.db);
    const res = await login(u.username, u.plainPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(userSchema.strict().parse(body)).toMatchObject({
      id: u.id,
      username: u.username,
      isAdmin: false,
      mustChangePassword: false,
    });
    expect(body.gym).toMatchObject({ id: u.gymId, name: expect.any(String) });
    expectNoSecrets(body, [u.plainPassword, u.password]);
    const header = setCookieHeader(res);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    const cookie = cookieFrom(res)!;
    const me = await get(t, '/api/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(u.id);
    expect(me.headers['cache-control']).toBe('no-store');
    expectNoSecrets(me.json(), [u.plainPassword]);
  });

  it('sets a readable signed-in hint beside the session cookie, and clears both at logout and for an ended session', async () => {
    const u = await createUser(t.db);
    const res = await login(u.username, u.plainPassword);
    const list = res.headers['set-cookie'] as string[];
    const hint = list.find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('SameSite=Lax');
    expect(hint).toContain('Max-Age=2592000');
    const cookie = cookieFrom(res)!;

    const out = await post(t, '/api/logout', {}, { cookie });
    expect(cookieFrom(out, 'signed_in')).toBeNull();
    expect(setCookieHeader(out)).toMatch(/^signed_in=;/m);

    // The session ended elsewhere: the next GET /api/user answers 401 and drops both cookies.
    const stale = await get(t, '/api/user', `${cookie}; signed_in=1`);
    expect(stale.statusCode).toBe(401);
    expect(setCookieHeader(stale)).toMatch(/^sid=;/m);
    expect(setCookieHeader(stale)).toMatch(/^signed_in=;/m);
    // A visitor without cookies gets a plain 401 and no cookie.
    const visitor = await get(t, '/api/user', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the email address in place of the username, case-insensitively', async () => {
    const u = await createUser(t.db);
    const res = await login(u.email.toUpperCase(), u.plainPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(u.username);
  });

  it('stores only the hash of the session id', async () => {
    const u = await createUser(t.db);
    const cookie = cookieFrom(await login(u.username, u.plainPassword))!;
    const token = cookie.slice('sid='.length);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(sha256(token));
    expect(rows[0]!.idHash).not.toBe(token);
  });

  it('rotates the session: a new id at login, the old one ended', async () => {
    const u = await createUser(t.db);
    const first = cookieFrom(await login(u.username, u.plainPassword))!;
    const second = cookieFrom(await login(u.username, u.plainPassword, { cookie: first }))!;
    expect(second).not.toBe(first);
    expect((await get(t, '/api/user', first)).statusCode).toBe(401);
    expect((await get(t, '/api/user', second)).statusCode).toBe(200);
  });

  it('answers 400 with the same message for an unknown user and a wrong password', async () => {
    const u = await createUser(t.db);
    const wrong = await login(u.username, 'Wrong-passw0rd');
    const unknown = await login('nobody_here_at_all', 'Wrong-passw0rd');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: m.invalidCredentials });
    expect(unknown.json()).toEqual({ message: 'Invalid username or password' });
    expect(cookieFrom(wrong)).toBeNull();
  });

  it('validates with the spec messages', async () => {
    const res = await post(t, '/api/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Username or email is required', 'Password is required']));
    const ip = nextIp();
    await post(t, '/api/login', { username: 'half_typed', password: '' }, { ip });
    const [row] = await t.db.select().from(userLoginLog).where(eq(userLoginLog.ipAddress, ip));
    expect(row).toMatchObject({ success: false, failureReason: 'invalid_request', usernameAttempted: 'half_typed' });
  });

  it('locks the account for 15 minutes after 5 consecutive failures (423 + Retry-After), even with the right password', async () => {
    const u = await createUser(t.db);
    for (let i = 1; i <= 4; i++) expect((await login(u.username, `Wrong-${i}aA`)).statusCode).toBe(400);
    const fifth = await login(u.username, 'Wrong-5aA');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(m.accountLocked);
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    const right = await login(u.username, u.plainPassword);
    expect(right.statusCode).toBe(423);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.loginAttempts).toBe(5);
    expect(row!.accountLockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('a success resets the failure count; the lock ends after its time', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 4; i++) await login(u.username, 'Wrong-pass1A');
    expect((await login(u.username, u.plainPassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.username, 'Wrong-pass1A')).statusCode).toBe(400);
    expect((await login(u.username, 'Wrong-pass1A')).statusCode).toBe(423);
    await t.db
      .update(users)
      .set({ accountLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    expect((await login(u.username, u.plainPassword)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ loginAttempts: 0, accountLockedUntil: null, loginCount: 2 });
  });

  it('refuses a suspended account with 403 and an admin-locked one with 423', async () => {
    const s = await createUser(t.db, { status: 'suspended' });
    const res = await login(s.username, s.plainPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.accountSuspended);
    const l = await createUser(t.db, { status: 'locked' });
    const locked = await login(l.username, l.plainPassword);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(m.accountLockedByAdmin);
  });

  it('writes every attempt to UserLoginLog with IP, user agent, reason and the session', async () => {
    const u = await createUser(t.db);
    const ip = nextIp();
    await login(u.username, 'Wrong-pass1A', { ip });
    const ok = await login(u.username, u.plainPassword, { ip });
    await login('ghost_user_x', 'Whatever1A', { ip });
    const rows = await t.db.select().from(userLoginLog).where(eq(userLoginLog.ipAddress, ip)).orderBy(userLoginLog.id);
    expect(rows.map((r) => [r.userId, r.success, r.failureReason])).toEqual([
      [u.id, false, 'bad_password'],
      [u.id, true, null],
      [null, false, 'unknown_user'],
    ]);
    expect(rows[2]!.usernameAttempted).toBe('ghost_user_x');
    expect(rows.every((r) => r.userAgent === 'vitest-agent/1.0')).toBe(true);
    expect(rows[1]!.sessionId).toBe(sha256(cookieFrom(ok)!.slice(4)));
  });

  it('refuses a cross-site login (403) before looking at the credentials', async () => {
    const u = await createUser(t.db);
    const bySite = await login(u.username, u.plainPassword, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(bySite.statusCode).toBe(403);
    expect(cookieFrom(bySite)).toBeNull();
    const byOrigin = await login(u.username, u.plainPassword, { headers: { origin: 'https://evil.example' } });
    expect(byOrigin.statusCode).toBe(403);
    expect(cookieFrom(byOrigin)).toBeNull();
    // Refused before the credentials were looked at: no sign-in was recorded for the account.
    expect(await t.db.select().from(userLoginLog).where(eq(userLoginLog.userId, u.id))).toEqual([]);
    const sameSite = await login(u.username, u.plainPassword, {
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 without a session or with an unknown one', async () => {
    expect((await get(t, '/api/user')).statusCode).toBe(401);
    const res = await get(t, '/api/user', 'sid=not-a-real-session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: m.notAuthenticated });
  });

  it('ends the session, clears the cookie and stamps the logout time', async () => {
    const u = await createUser(t.db);
    const res = await login(u.username, u.plainPassword);
    const cookie = cookieFrom(res)!;
    const out = await post(t, '/api/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(setCookieHeader(out)).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get(t, '/api/user', cookie)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(userLoginLog)
      .where(eq(userLoginLog.sessionId, sha256(cookie.slice(4))));
    expect(Date.now() - row!.logoutTime!.getTime()).toBeLessThan(60_000);
    expect((await post(t, '/api/logout', {})).statusCode).toBe(200);
  });
});

describe('limits and cookie flags by configuration', () => {
  it('throttles logins per IP with 429 + Retry-After and logs the throttled attempt', async () => {
    const small = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const ip = '10.9.9.9';
      for (let i = 0; i < 3; i++)
        expect((await post(small, '/api/login', { username: 'x_user', password: 'y' }, { ip })).statusCode).toBe(400);
      const res = await post(small, '/api/login', { username: 'x_user', password: 'y' }, { ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in/);
      const logged = await small.db.select().from(userLoginLog).where(eq(userLoginLog.failureReason, 'rate_limited'));
      expect(logged).toHaveLength(1);
      expect(
        (await post(small, '/api/login', { username: 'x_user', password: 'y' }, { ip: '10.9.9.10' })).statusCode,
      ).toBe(400);
    } finally {
      await small.close();
    }
  });

  it('uses a Secure __Host- cookie when served over HTTPS', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://club.example' });
    try {
      const u = await createUser(https.db);
      const res = await post(https, '/api/login', { username: u.username, password: u.plainPassword });
      const header = setCookieHeader(res);
      expect(header).toMatch(/^__Host-sid=/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).not.toContain('Domain=');
      const cookie = cookieFrom(res, '__Host-sid')!;
      expect((await get(https, '/api/user', cookie)).statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });
});
