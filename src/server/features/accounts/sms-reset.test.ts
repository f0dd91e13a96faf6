import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { accountMessages as m } from '../../../shared/accounts';
import { users } from '../../db/schema/index';
import { cookieFrom, get, post } from '../../../../tests/support/http';
import { smsCode } from './service/reset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const newMobile = () => `+1 555-${String(100 + (++seq % 900)).padStart(3, '0')}-${String(1000 + seq).slice(-4)}`;
const settle = () => new Promise((r) => setTimeout(r, 20));
const ask = (usernameOrMobile: string) => post(t, '/api/forgot-password-sms', { usernameOrMobile });
const verify = (usernameOrMobile: string, code: string, newPassword = 'SmsReset2025') =>
  post(t, '/api/reset-password-sms', { usernameOrMobile, code, newPassword });

async function codeFor(mobile: string, by: string): Promise<string> {
  t.sms.length = 0;
  expect((await ask(by)).statusCode).toBe(200);
  await settle();
  const msg = t.sms.find((s) => s.to === mobile);
  return /\b(\d{6})\b/.exec(msg!.body)![1]!;
}

describe('SMS reset', () => {
  it('texts a 6-digit code valid 10 minutes to the account mobile, found by username or by number', async () => {
    const mobile = newMobile();
    const u = await createUser(t.db, { mobile });
    const code = await codeFor(mobile, u.username);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.smsResetCode).not.toContain(code);
    const minutes = (row!.smsResetExpiry!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const digitsOnly = mobile.replace(/\D/g, '');
    const code2 = await codeFor(mobile, digitsOnly);
    expect(code2).toMatch(/^\d{6}$/);
  });

  it('answers the same for an unknown username or number', async () => {
    const u = await createUser(t.db, { mobile: newMobile() });
    const known = await ask(u.username);
    const unknown = await ask('nobody_by_that_name');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: m.smsSent });
  });

  it('resets with the right code once, ending every session', async () => {
    const mobile = newMobile();
    const u = await createUser(t.db, { mobile });
    const cookie = cookieFrom(await post(t, '/api/login', { username: u.username, password: u.plainPassword }))!;
    const code = await codeFor(mobile, u.username);
    const res = await verify(u.username, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.resetDone });
    expect((await get(t, '/api/user', cookie)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { username: u.username, password: 'SmsReset2025' })).statusCode).toBe(200);
    const reuse = await verify(u.username, code, 'Another2026Pass');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(m.smsCodeInvalid);
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      {
        userId: u.id,
        action: 'user.sms_code_requested',
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
        newValues: { via: 'sms' },
      },
    ]);
  });

  it('voids the code after 5 wrong attempts, even if the 6th is right', async () => {
    const mobile = newMobile();
    const u = await createUser(t.db, { mobile });
    const code = await codeFor(mobile, u.username);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify(u.username, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.smsCodeInvalid);
    }
    const fifth = await verify(u.username, wrong);
    expect(fifth.json().message).toBe(m.smsTooManyAttempts);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ smsResetAttempts: 5, smsResetCode: null });
    expect((await verify(u.username, code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    const u = await createUser(t.db, { mobile });
    const code = await codeFor(mobile, mobile);
    await t.db
      .update(users)
      .set({ smsResetExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    const expired = await verify(mobile, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.smsCodeInvalid);
    expect((await post(t, '/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(200);
  });

  it('sends at most 3 codes per hour per account (429 per identifier, silent per account)', async () => {
    const mobile = newMobile();
    const u = await createUser(t.db, { mobile });
    t.sms.length = 0;
    for (let i = 0; i < 3; i++) expect((await ask(u.username)).statusCode).toBe(200);
    const limited = await ask(u.username);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(mobile)).statusCode).toBe(200); // another identifier, same account: answered, not sent
    await settle();
    expect(t.sms.filter((s) => s.to === mobile)).toHaveLength(3);
  });

  it('validates the code format and the new password', async () => {
    const bad = await verify('someone', '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toContain(m.smsCodeFormat);
    const weak = await verify('someone', '123456', 'weakpass');
    expect(weak.json().issues.map((i: { message: string }) => i.message)).toContain(m.passwordUppercase);
  });

  it('draws codes uniformly as 6 digits', () => {
    const codes = Array.from({ length: 2000 }, () => smsCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // Over the whole range 000000-999999: every leading digit turns up, 0 included (zero-padded).
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });
});
