import { permissionRequired } from '../../../shared/permission-texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { accountMessages as m, adminUserSchema } from '../../../shared/accounts';
import { roles, users, userStatusChange, userTempPassword } from '../../db/schema/index';
import { cookieFrom, expectNoSecrets, get, nextIp, post } from '../../../../tests/support/http';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminCookie = await login(admin.username, admin.plainPassword);
});
afterAll(() => t.close());

async function login(username: string, password: string) {
  return cookieFrom(await post(t, '/api/login', { username, password }))!;
}
const act = (id: number, body: object, cookie: string | null = adminCookie) =>
  post(t, `/api/admin/users/${id}/actions`, body, { cookie });
const patch = (id: number, payload: object, cookie: string | null = adminCookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload, headers: cookie ? { cookie } : {} });

describe('admin user endpoints: who may call them', () => {
  it('answers 401 without a session and 403 to a signed-in non-admin, on every endpoint', async () => {
    const member = await createUser(t.db);
    const memberCookie = await login(member.username, member.plainPassword);
    const calls = (cookie: string | null) => [
      get(t, '/api/admin/users', cookie),
      get(t, '/api/admin/users/login-log', cookie),
      get(t, `/api/admin/users/${member.id}`, cookie),
      patch(member.id, { firstName: 'Hacked' }, cookie),
      act(member.id, { action: 'unlock_account', reason: 'x' }, cookie),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(memberCookie))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(permissionRequired('users.manage'));
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists with search and paging, without secrets', async () => {
    const a = await createUser(t.db, { firstName: 'Zebulon', lastName: 'Quartz' });
    await createUser(t.db, { firstName: 'Zebulon', lastName: 'Other' });
    const res = await get(t, '/api/admin/users?search=zebulon&pageSize=1&page=1', adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(body.items).toHaveLength(1);
    adminUserSchema.strict().parse(body.items[0]);
    expectNoSecrets(body);
    const page2 = await get(t, '/api/admin/users?search=zebulon&pageSize=1&page=2', adminCookie);
    expect(page2.json().items).toHaveLength(1);
    const full = await get(t, '/api/admin/users?search=Zebulon%20Quartz', adminCookie);
    expect(full.json().items.map((u: { id: number }) => u.id)).toEqual([a.id]);
    const pct = await get(t, '/api/admin/users?search=%25', adminCookie);
    expect(pct.json().total).toBe(0);
  });
});

describe('GET /api/admin/users/login-log and /:id', () => {
  it('shows who signed in, when and from where', async () => {
    const u = await createUser(t.db);
    const ip = nextIp();
    await post(t, '/api/login', { username: u.username, password: 'Wrong-pass1A' }, { ip });
    await post(t, '/api/login', { username: u.username, password: u.plainPassword }, { ip });
    const res = await get(t, `/api/admin/users/login-log?userId=${u.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((e: { success: boolean; failureReason: string | null; ipAddress: string; username: string }) => [
          e.success,
          e.failureReason,
          e.ipAddress,
          e.username,
        ]),
    ).toEqual([
      [true, null, ip, u.username],
      [false, 'bad_password', ip, u.username],
    ]);
    const failures = (await get(t, '/api/admin/users/login-log?success=false', adminCookie)).json().items as {
      success: boolean;
      username: string;
    }[];
    expect(failures.map((e) => e.username)).toContain(u.username);
    expect(failures.filter((e) => e.success)).toEqual([]);
    const detail = await get(t, `/api/admin/users/${u.id}`, adminCookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user.id).toBe(u.id);
    expect(detail.json().recentLogins).toHaveLength(2);
    expectNoSecrets(detail.json());
    expect((await get(t, '/api/admin/users/999999', adminCookie)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('edits fields; a role or admin change ends the user sessions; a taken email is 409', async () => {
    const u = await createUser(t.db);
    const cookie = await login(u.username, u.plainPassword);
    const names = await patch(u.id, { firstName: 'Edited' });
    expect(names.statusCode).toBe(200);
    expect(names.json().firstName).toBe('Edited');
    expect((await get(t, '/api/user', cookie)).statusCode).toBe(200);
    const [director] = await t.db.select().from(roles).where(eq(roles.name, 'Director'));
    const role = await patch(u.id, { roleId: director!.id });
    expect(role.json()).toMatchObject({ role: 'Director', roleId: director!.id });
    expect((await get(t, '/api/user', cookie)).statusCode).toBe(401);
    const other = await createUser(t.db);
    const dup = await patch(u.id, { email: other.email });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.emailTaken);
    const promoted = await patch(u.id, { isAdmin: true });
    expect(promoted.json().isAdmin).toBe(true);
    const adminTrail = await auditTrail(t.db, 'user', admin.id);
    expect((await patch(admin.id, { isAdmin: false })).statusCode).toBe(403);
    expect(await auditTrail(t.db, 'user', admin.id)).toEqual(adminTrail);
    // One row per accepted edit with only the fields it changed; the refused email change left none.
    const edit = (oldValues: object, newValues: object) => ({
      userId: admin.id,
      action: 'admin.user_update',
      resourceType: 'user',
      resourceId: String(u.id),
      oldValues,
      newValues,
    });
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      edit({ firstName: 'Test' }, { firstName: 'Edited' }),
      edit({ roleId: u.roleId, role: 'Owner' }, { roleId: director!.id, role: 'Director' }),
      edit({ isAdmin: false }, { isAdmin: true }),
    ]);
  });
});

describe('POST /api/admin/users/:id/actions', () => {
  it('requires one of the six actions and a reason of 1 to 500 characters', async () => {
    const u = await createUser(t.db);
    const noReason = await act(u.id, { action: 'lock_account', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].message).toBe('Reason is required');
    const long = await act(u.id, { action: 'lock_account', reason: 'x'.repeat(501) });
    expect(long.json().issues[0].message).toBe('Reason must not exceed 500 characters');
    const bad = await act(u.id, { action: 'delete_everything', reason: 'x' });
    expect(bad.json().issues[0].message).toBe(m.actionInvalid);
    expect((await act(999_999, { action: 'lock_account', reason: 'x' })).statusCode).toBe(404);
    // None of the refused requests reached the audit log.
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([]);
  });

  it('lock, unlock, suspend and activate change the status, end sessions and are recorded', async () => {
    const u = await createUser(t.db);
    const cookie = await login(u.username, u.plainPassword);
    const lock = await act(u.id, { action: 'lock_account', reason: 'Suspicious activity', duration: 30 });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().user.status).toBe('locked');
    expect((await get(t, '/api/user', cookie)).statusCode).toBe(401);
    const refused = await post(t, '/api/login', { username: u.username, password: u.plainPassword });
    expect(refused.statusCode).toBe(423);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1700);
    expect((await act(u.id, { action: 'unlock_account', reason: 'Verified by phone' })).json().user.status).toBe(
      'active',
    );
    expect((await post(t, '/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(200);
    const members = async () => (await get(t, '/api/dashboard/metrics')).json().totalMembers as number;
    const before = await members();
    expect((await act(u.id, { action: 'suspend_user', reason: 'Unpaid' })).json().user.status).toBe('suspended');
    expect(await members()).toBe(before - 1);
    expect((await post(t, '/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(403);
    expect((await act(u.id, { action: 'activate_user', reason: 'Paid' })).json().user.status).toBe('active');
    const changes = await t.db
      .select()
      .from(userStatusChange)
      .where(eq(userStatusChange.userId, u.id))
      .orderBy(userStatusChange.id);
    expect(changes.map((c) => [c.oldStatus, c.newStatus, c.reason, c.changedBy])).toEqual([
      ['active', 'locked', 'Suspicious activity', admin.id],
      ['locked', 'active', 'Verified by phone', admin.id],
      ['active', 'suspended', 'Unpaid', admin.id],
      ['suspended', 'active', 'Paid', admin.id],
    ]);
    const action = (name: string, oldStatus: string, reason: string, duration: number | null = null) => ({
      userId: admin.id,
      action: `admin.${name}`,
      resourceType: 'user',
      resourceId: String(u.id),
      oldValues: { status: oldStatus },
      newValues: { reason, duration },
    });
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      action('lock_account', 'active', 'Suspicious activity', 30),
      action('unlock_account', 'locked', 'Verified by phone'),
      action('suspend_user', 'active', 'Unpaid'),
      action('activate_user', 'suspended', 'Paid'),
    ]);
    const adminTrail = await auditTrail(t.db, 'user', admin.id);
    expect((await act(admin.id, { action: 'suspend_user', reason: 'self' })).statusCode).toBe(403);
    expect(await auditTrail(t.db, 'user', admin.id)).toEqual(adminTrail);
  });

  it('reset_password mails the user a reset link', async () => {
    const u = await createUser(t.db);
    t.mail.length = 0;
    const res = await act(u.id, { action: 'reset_password', reason: 'User asked by phone' });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.mail.find((x) => x.to === u.email)!.text).toMatch(/\/reset-password\?token=/);
    expectNoSecrets(res.json());
    expect(await auditTrail(t.db, 'user', u.id)).toEqual([
      {
        userId: admin.id,
        action: 'admin.reset_password',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: { status: 'active' },
        newValues: { reason: 'User asked by phone', duration: null },
      },
    ]);
  });

  it('generate_temp_password answers the password once; it forces a change and expires', async () => {
    const u = await createUser(t.db);
    const res = await act(u.id, { action: 'generate_temp_password', reason: 'Locked out' });
    expect(res.statusCode).toBe(200);
    const temp = res.json().tempPassword as string;
    expect(temp).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{16,}$/);
    expect(res.json().user.mustChangePassword).toBe(true);
    expect(JSON.stringify(res.json().user)).not.toContain(temp);
    const [stored] = await t.db.select().from(userTempPassword).where(eq(userTempPassword.userId, u.id));
    expect(stored!.tempPassword).toMatch(/^\$argon2id\$/);
    expect(stored!.used).toBe(false);
    const signIn = await post(t, '/api/login', { username: u.username, password: temp });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustChangePassword).toBe(true);
    const [used] = await t.db.select().from(userTempPassword).where(eq(userTempPassword.userId, u.id));
    expect(used!.used).toBe(true);
    // A second temp password left unused past its expiry is refused.
    const again = await act(u.id, { action: 'generate_temp_password', reason: 'Again' });
    await t.db
      .update(userTempPassword)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTempPassword.used, false));
    const expired = await post(t, '/api/login', { username: u.username, password: again.json().tempPassword });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.tempPasswordExpired);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.mustChangePassword).toBe(true);
    // Each generation is audited with its reason, never with the password itself.
    expect(await auditTrail(t.db, 'user', u.id)).toEqual(
      ['Locked out', 'Again'].map((reason) => ({
        userId: admin.id,
        action: 'admin.generate_temp_password',
        resourceType: 'user',
        resourceId: String(u.id),
        oldValues: { status: 'active' },
        newValues: { reason, duration: null },
      })),
    );
  });
});
