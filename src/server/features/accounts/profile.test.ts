import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { accountMessages as m } from '../../../shared/accounts';
import { permissions, rolePermissions, roles, users } from '../../db/schema/index';
import { cookieFrom, expectNoSecrets, get, post } from '../../../../tests/support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (username: string, password: string) =>
  cookieFrom(await post(t, '/api/login', { username, password }))!;
const patch = (cookie: string | null, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', payload, headers: cookie ? { cookie } : {} });

describe('PATCH /api/user/profile', () => {
  it('edits names, email and mobile with the current password, answers the user and tells the old address', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(u.username, u.plainPassword);
    const mailsBefore = t.mail.length;
    const res = await patch(cookie, {
      firstName: 'Renamed',
      lastName: 'Person',
      email: `renamed.${u.email}`,
      mobile: '555 010 9999',
      currentPassword: u.plainPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Person',
      email: `renamed.${u.email}`,
      mobile: '555 010 9999',
      username: u.username,
    });
    expectNoSecrets(res.json(), [u.plainPassword]);
    // The audit row has the old and new values, never the password.
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      {
        userId: u.id,
        action: 'user.profile_update',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: { firstName: 'Test', lastName: 'User', email: u.email, mobile: null },
        newValues: { firstName: 'Renamed', lastName: 'Person', email: `renamed.${u.email}`, mobile: '555 010 9999' },
      },
    ]);
    // One notice, to the OLD address, naming the new one masked, with no link.
    await vi.waitFor(() => expect(t.mail.length).toBe(mailsBefore + 1));
    const notice = t.mail.at(-1)!;
    expect(notice.to).toBe(u.email);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain('changed to r***@e***.');
    expect(notice.text).toContain('ending in ***99');
    expect(notice.text).toContain('If this was not you');
    expect(notice.text).not.toContain(`renamed.${u.email}`);
    expect(notice.text).not.toMatch(/https?:\/\//);
    expectNoSecrets(notice, [u.plainPassword]);
  });

  it('changes names alone without the current password, and sends no notice', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(u.username, u.plainPassword);
    const mailsBefore = t.mail.length;
    const res = await patch(cookie, { firstName: 'Only', lastName: 'Names', email: u.email, mobile: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Only', lastName: 'Names', email: u.email, mobile: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.mail.length).toBe(mailsBefore);
  });

  it('refuses an email or mobile change without the current password (400) or with a wrong one (400)', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(u.username, u.plainPassword);
    const mailsBefore = t.mail.length;
    const names = { firstName: 'Aa', lastName: 'Bb' };
    const noPassword = await patch(cookie, { ...names, email: `new.${u.email}` });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(m.currentPasswordForContact);
    const mobileOnly = await patch(cookie, { ...names, email: u.email, mobile: '555 010 1234', currentPassword: '' });
    expect(mobileOnly.statusCode).toBe(400);
    expect(mobileOnly.json().message).toBe(m.currentPasswordForContact);
    const wrong = await patch(cookie, { ...names, email: `new.${u.email}`, currentPassword: 'Wrong-Pass-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.currentPasswordWrong);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ email: u.email, mobile: null, firstName: 'Test' });
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([]);
    expect(t.mail.length).toBe(mailsBefore);
  });

  it("tells the account's address of a mobile change", async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(u.username, u.plainPassword);
    const mailsBefore = t.mail.length;
    const res = await patch(cookie, {
      firstName: 'Test',
      lastName: 'User',
      email: u.email,
      mobile: '+1 312 555 0142',
      currentPassword: u.plainPassword,
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mail.length).toBe(mailsBefore + 1));
    const notice = t.mail.at(-1)!;
    expect(notice.to).toBe(u.email);
    expect(notice.subject).toBe('Your mobile number was changed');
    expect(notice.text).toContain('ending in ***42');
    expect(notice.text).not.toContain('0142');
  });

  it("answers 409 for another account's email only after the current password, 401 without a session and 400 for bad fields", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const cookie = await signIn(a.username, a.plainPassword);
    // A stolen session without the password learns nothing about which emails have accounts.
    const probe = await patch(cookie, { firstName: 'Aa', lastName: 'Bb', email: b.email.toUpperCase() });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().message).toBe(m.currentPasswordForContact);
    const dup = await patch(cookie, {
      firstName: 'Aa',
      lastName: 'Bb',
      email: b.email.toUpperCase(),
      currentPassword: a.plainPassword,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.emailTaken);
    expect((await patch(null, { firstName: 'Aa', lastName: 'Bb', email: 'x@y.example' })).statusCode).toBe(401);
    const bad = await patch(cookie, { firstName: 'A', lastName: 'Bb', email: 'x@y.example', mobile: 'abc' });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([m.firstNameTooShort, 'Please enter a valid phone number']));
    expect(await auditTrail(t.db, 'user', a.id)).toEqual([]);
  });

  it('caps profile edits per user (429 + Retry-After), so guessing the password or probing emails is slow', async () => {
    const small = await createTestApp({ RATE_LIMIT_PROFILE_CHANGES_PER_15_MINUTES: '2' });
    try {
      const u = await createUser(small.db);
      const cookie = cookieFrom(await post(small, '/api/login', { username: u.username, password: u.plainPassword }))!;
      const attempt = () =>
        small.app.inject({
          method: 'PATCH',
          url: '/api/user/profile',
          payload: { firstName: 'Aa', lastName: 'Bb', email: `x.${u.email}`, currentPassword: 'Guess-1234A' },
          headers: { cookie },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/user/change-password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const u = await createUser(t.db);
    const here = await signIn(u.username, u.plainPassword);
    const there = await signIn(u.username, u.plainPassword);
    const wrong = await post(
      t,
      '/api/user/change-password',
      { currentPassword: 'Nope-1234A', newPassword: 'Changed2025A' },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.currentPasswordWrong);
    const res = await post(
      t,
      '/api/user/change-password',
      { currentPassword: u.plainPassword, newPassword: 'Changed2025A' },
      { cookie: here },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(false);
    expect((await get(t, '/api/user', here)).statusCode).toBe(200);
    expect((await get(t, '/api/user', there)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { username: u.username, password: 'Changed2025A' })).statusCode).toBe(200);
    // One row for the change (the wrong attempt left none), and no password in it.
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      {
        userId: u.id,
        action: 'user.password_change',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: null,
        newValues: null,
      },
    ]);
  });

  it('refuses the same password and a weak one', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(u.username, u.plainPassword);
    const same = await post(
      t,
      '/api/user/change-password',
      { currentPassword: u.plainPassword, newPassword: u.plainPassword },
      { cookie },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().issues[0].message).toBe(m.newPasswordSame);
    const weak = await post(
      t,
      '/api/user/change-password',
      { currentPassword: u.plainPassword, newPassword: 'short' },
      { cookie },
    );
    expect(weak.statusCode).toBe(400);
    expect(
      (await post(t, '/api/user/change-password', { currentPassword: 'a', newPassword: 'Changed2025A' })).statusCode,
    ).toBe(401);
  });

  it('caps change-password attempts per user (429 + Retry-After)', async () => {
    const small = await createTestApp({ RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: '2' });
    try {
      const u = await createUser(small.db);
      const cookie = cookieFrom(await post(small, '/api/login', { username: u.username, password: u.plainPassword }))!;
      const attempt = () =>
        post(
          small,
          '/api/user/change-password',
          { currentPassword: 'Guess-1234A', newPassword: 'Changed2025A' },
          { cookie },
        );
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('ends a forced change: mustChangePassword is true at login and false after the change', async () => {
    const u = await createUser(t.db, { mustChangePassword: true });
    const login = await post(t, '/api/login', { username: u.username, password: u.plainPassword });
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
    const cookie = cookieFrom(login)!;
    const res = await post(
      t,
      '/api/user/change-password',
      { currentPassword: u.plainPassword, newPassword: 'Fresh2025Pass' },
      { cookie },
    );
    expect(res.json().mustChangePassword).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.mustChangePassword).toBe(false);
    expect(row!.passwordChangedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/user/permissions', () => {
  it("lists the names granted to the user's role; admins hold every permission; 401 without a session", async () => {
    const manager = await createUser(t.db, { role: 'Manager' });
    const res = await get(t, '/api/user/permissions', await signIn(manager.username, manager.plainPassword));
    expect(res.statusCode).toBe(200);
    const [managerRole] = await t.db.select().from(roles).where(eq(roles.name, 'Manager'));
    const granted = await t.db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(rolePermissions.roleId, managerRole!.id));
    expect(res.json().permissions.sort()).toEqual(granted.map((g) => g.name).sort());
    expect(res.json().permissions).toContain('tools.use');
    expect(res.json().permissions).not.toContain('users.manage');
    const admin = await createUser(t.db, { isAdmin: true, gymId: null });
    const all = await get(t, '/api/user/permissions', await signIn(admin.username, admin.plainPassword));
    expect(all.json().permissions).toContain('users.manage');
    expect((await get(t, '/api/user/permissions')).statusCode).toBe(401);
  });
});
