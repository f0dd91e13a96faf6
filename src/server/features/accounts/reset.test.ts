import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openPglite } from '../../db/client';
import { accountMessages as m } from '../../../shared/accounts';
import { users } from '../../db/schema/index';
import { sha256 } from '../../platform/sessions';
import { cookieFrom, get, nextIp, post } from '../../../../tests/support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://club.test' });
});
afterAll(() => t.close());

const forgot = (usernameOrEmail: string, ip?: string) =>
  post(t, '/api/forgot-password', { usernameOrEmail }, ip ? { ip } : {});
const settle = () => new Promise((r) => setTimeout(r, 20));
const tokenFrom = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function requestToken(email: string): Promise<string> {
  t.mail.length = 0;
  await forgot(email);
  await settle();
  const mail = t.mail.find((x) => x.to === email);
  return tokenFrom(mail!.text)!;
}

describe('POST /api/forgot-password', () => {
  it('mails a single link {PUBLIC_URL}/reset-password?token=… in a text and an HTML part', async () => {
    const u = await createUser(t.db);
    t.mail.length = 0;
    const res = await forgot(u.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'If an account exists with that username or email, you will receive a password reset link shortly.',
    });
    await settle();
    expect(t.mail).toHaveLength(1);
    const mail = t.mail[0]!;
    expect(mail.to).toBe(u.email);
    expect(mail.text).toMatch(/http:\/\/club\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.html).toContain(`href="http://club.test/reset-password?token=${tokenFrom(mail.text)}"`);
    const token = tokenFrom(mail.text)!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // ≥128 bits
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.passwordResetToken).toBe(sha256(token));
    const minutes = (row!.passwordResetExpiry!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers identically (status, body, headers that matter, similar time) whether or not the account exists', async () => {
    const u = await createUser(t.db);
    const time = async (value: string) => {
      const start = performance.now();
      const res = await forgot(value);
      return { res, ms: performance.now() - start };
    };
    await time('warm_up_unknown');
    const known = await time(u.email);
    const unknown = await time('no_such_account@example.com');
    expect(unknown.res.statusCode).toBe(known.res.statusCode);
    expect(unknown.res.body).toBe(known.res.body);
    expect(unknown.res.headers['content-type']).toBe(known.res.headers['content-type']);
    expect(unknown.res.headers['set-cookie']).toBe(known.res.headers['set-cookie']);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
  });

  it('throttles per identifier (5 per hour) with 429 whether or not the account exists, and per IP', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await forgot(u.username)).statusCode).toBe(200);
    const limited = await forgot(u.username);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await forgot('unknown_person_zz');
    expect((await forgot('unknown_person_zz')).statusCode).toBe(429);
    const ip = nextIp();
    const ipApp = await createTestApp({ RATE_LIMIT_FORGOT_PER_HOUR_IP: '2' });
    try {
      for (let i = 0; i < 2; i++)
        expect((await post(ipApp, '/api/forgot-password', { usernameOrEmail: `p${i}` }, { ip })).statusCode).toBe(200);
      expect((await post(ipApp, '/api/forgot-password', { usernameOrEmail: 'p9' }, { ip })).statusCode).toBe(429);
    } finally {
      await ipApp.close();
    }
  });

  it('requires the identifier with the spec message', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe('Username or email is required');
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session of the user and refuses the token a second time', async () => {
    const u = await createUser(t.db);
    const a = cookieFrom(await post(t, '/api/login', { username: u.username, password: u.plainPassword }))!;
    const b = cookieFrom(await post(t, '/api/login', { username: u.username, password: u.plainPassword }))!;
    const token = await requestToken(u.email);
    const res = await post(t, '/api/reset-password', { token, newPassword: 'NewBreakfast2025' }, { cookie: a });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.resetDone });
    expect((await get(t, '/api/user', a)).statusCode).toBe(401);
    expect((await get(t, '/api/user', b)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { username: u.username, password: 'NewBreakfast2025' })).statusCode).toBe(200);
    const again = await post(t, '/api/reset-password', { token, newPassword: 'Another2026Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: m.resetTokenInvalid });
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      {
        userId: u.id,
        action: 'user.password_reset_requested',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: null,
        newValues: null,
      },
      {
        userId: u.id,
        action: 'user.password_reset',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: null,
        newValues: { via: 'email' },
      },
    ]);
  });

  it('refuses an expired token, an unknown one, and the older of two tokens', async () => {
    const u = await createUser(t.db);
    const old = await requestToken(u.email);
    const fresh = await requestToken(u.email);
    expect((await post(t, '/api/reset-password', { token: old, newPassword: 'NewBreakfast2025' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(t, '/api/reset-password', { token: 'x'.repeat(43), newPassword: 'NewBreakfast2025' })).statusCode,
    ).toBe(400);
    await t.db
      .update(users)
      .set({ passwordResetExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    const expired = await post(t, '/api/reset-password', { token: fresh, newPassword: 'NewBreakfast2025' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.resetTokenInvalid);
    // None of the refused tokens changed the password.
    expect((await post(t, '/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(200);
  });

  it('lifts a lockout and checks the new password rules', async () => {
    const u = await createUser(t.db);
    await t.db
      .update(users)
      .set({ loginAttempts: 5, accountLockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.id, u.id));
    const token = await requestToken(u.email);
    const weak = await post(t, '/api/reset-password', { token, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues.map((i: { message: string }) => i.message)).toContain(m.passwordTooShort);
    expect((await post(t, '/api/reset-password', { token, newPassword: 'Unlocked2025' })).statusCode).toBe(200);
    expect((await post(t, '/api/login', { username: u.username, password: 'Unlocked2025' })).statusCode).toBe(200);
  });
});

describe('the /reset-password page', () => {
  it('is served with Referrer-Policy: no-referrer so the token never leaks', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-reset-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    const database = await openPglite({});
    const app = await buildApp({ config: testConfig(), database, clientDir });
    try {
      const res = await app.inject({ method: 'GET', url: '/reset-password?token=abc' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const other = await app.inject({ method: 'GET', url: '/auth' });
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
    // A fresh embedded database (not the migrated template) takes a while on a busy machine.
  }, 60_000);
});
