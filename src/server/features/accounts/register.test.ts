import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  accountMessages as m,
  registrationRoleOptions,
  userSchema,
  type RegisterInput,
} from '../../../shared/accounts';
import { gymSubmissions, roles, userLoginLog, userRoles, users } from '../../db/schema/index';
import { verifyPassword } from '../../platform/passwords';
import { cookieFrom, expectNoSecrets, get, post, setCookieHeader } from '../../../../tests/support/http';

let t: TestApp;
let gymId: number;
beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Register Test Gym', status: 'active' })).id;
});
afterAll(() => t.close());

let n = 0;
const payload = (over: Partial<RegisterInput> = {}): RegisterInput => {
  n += 1;
  return {
    email: `new.owner${n}@example.com`,
    username: `new_owner-${n}`,
    password: 'Breakfast2024',
    mobile: '+1 555-010-2000',
    firstName: 'Nora',
    lastName: 'Owens',
    role: 'Owner',
    gymId,
    ...over,
  };
};
const register = (body: object, ip?: string) => post(t, '/api/register', body, ip ? { ip } : {});
const issues = (res: { json(): { issues?: { path: string; message: string }[] } }) => res.json().issues ?? [];

describe('POST /api/register', () => {
  it('creates the account with a listed gym, signs it in and answers 201 with the user', async () => {
    const body = payload();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = userSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'Owner',
      gymId,
      isAdmin: false,
      status: 'active',
      mustChangePassword: false,
    });
    expect(user.gym).toMatchObject({ id: gymId, name: 'Register Test Gym' });
    expectNoSecrets(res.json(), [body.password]);
    expect(setCookieHeader(res)).toContain('HttpOnly');
    const me = await get(t, '/api/user', cookieFrom(res));
    expect(me.json().id).toBe(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.password, body.password)).toBe(true);
    const [ownerRole] = await t.db.select().from(roles).where(eq(roles.name, 'Owner'));
    expect(row!.roleId).toBe(ownerRole!.id);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toHaveLength(1);
    const logs = await t.db.select().from(userLoginLog).where(eq(userLoginLog.userId, user.id));
    expect(logs.map((l) => l.success)).toEqual([true]);
    expect(await auditTrail(t.db, 'user', user.id)).toEqual([
      {
        userId: user.id,
        action: 'user.register',
        resourceType: 'user',
        resourceId: String(user.id),
        oldValues: null,
        newValues: { username: body.username, role: 'Owner', gymId },
      },
    ]);
  });

  it('with an inline gym creates a pending gym submission linked to the new user', async () => {
    const body = payload({
      gymId: null,
      role: 'Director',
      pendingGymSubmission: { name: 'Brand New Tumbling', state: 'tx', email: 'desk@brandnew.example' },
    });
    t.mail.length = 0;
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gymId: null, gym: null, role: 'Director' });
    const [sub] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.submittedByUserId, res.json().id));
    expect(sub).toMatchObject({
      name: 'Brand New Tumbling',
      state: 'TX',
      email: 'desk@brandnew.example',
      country: 'United States',
      status: 'pending',
      submitterName: 'Nora Owens',
      submitterEmail: body.email,
    });
    expect(await auditTrail(t.db, 'gym_submission', sub!.id)).toEqual([
      {
        userId: res.json().id,
        action: 'gym_submission.create',
        resourceType: 'gym_submission',
        resourceId: String(sub!.id),
        oldValues: null,
        newValues: { name: 'Brand New Tumbling', state: 'TX' },
      },
    ]);
    await new Promise((r) => setTimeout(r, 20));
    // The submitter's confirmation is a fixed text: it never quotes the gym name.
    const confirmation = t.mail.find((x) => x.to === body.email);
    expect(confirmation?.subject).toBe('We received your gym submission');
    expect(confirmation?.text).not.toContain('Brand New Tumbling');
  });

  it('counts the new member in the dashboard metrics at once', async () => {
    const before = (await get(t, '/api/dashboard/metrics')).json().totalMembers as number;
    expect((await register(payload())).statusCode).toBe(201);
    expect((await get(t, '/api/dashboard/metrics')).json().totalMembers).toBe(before + 1);
  });

  it('defaults the role to Manager', async () => {
    const { role: _r, ...rest } = payload();
    void _r;
    const res = await register(rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('Manager');
  });

  it('accepts a role list item that maps to the role, and refuses a hidden one', async () => {
    const all = await t.db.select().from(roles);
    const owner = all.find((r) => r.name === 'Owner')!;
    expect((await register(payload({ role: 'Owner', roleId: owner.id }))).statusCode).toBe(201);
    const admin = all.find((r) => r.name === 'admin')!;
    const res = await register(payload({ role: 'Manager', roleId: admin.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.roleNotOffered);
    const mismatched = await register(payload({ role: 'Manager', roleId: owner.id }));
    expect(mismatched.statusCode).toBe(400);
  });

  it('answers 409 (never 500) for a taken username or email, in any case', async () => {
    const existing = await createUser(t.db);
    const byName = await register(payload({ username: existing.username.toUpperCase() }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({ message: 'Username already exists' });
    const byEmail = await register(payload({ email: existing.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('answers 409 to the loser of two concurrent registrations of the same name', async () => {
    const body = payload();
    const [a, b] = await Promise.all([register(body), register({ ...body, email: `other.${body.email}` })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('requires a gym or an inline submission', async () => {
    const res = await register(payload({ gymId: null }));
    expect(res.statusCode).toBe(400);
    expect(issues(res).map((i) => i.message)).toContain('Please select a gym or submit your gym information');
    const unknown = await register(payload({ gymId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.gymNotFound);
  });

  it('checks the inline gym fields with the spec message', async () => {
    const res = await register(payload({ gymId: null, pendingGymSubmission: { name: '', state: '', email: '' } }));
    expect(res.statusCode).toBe(400);
    expect(issues(res).map((i) => i.message)).toContain(
      'Please fill in all required fields (gym name, state, and email).',
    );
    const longState = await register(
      payload({ gymId: null, pendingGymSubmission: { name: 'X Gym', state: 'TEX', email: 'a@b.example' } }),
    );
    expect(issues(longState).map((i) => i.message)).toContain(m.inlineGymStateTooLong);
  });

  it.each([
    [{ email: 'not-an-email' }, m.emailInvalid],
    [{ email: 'a@b' }, m.emailTooShort],
    [{ username: 'ab' }, m.usernameTooShort],
    [{ username: 'a'.repeat(51) }, m.usernameTooLong],
    [{ username: 'bad name!' }, m.usernameChars],
    [{ password: 'Short1' }, m.passwordTooShort],
    [{ password: `Aa1${'x'.repeat(98)}` }, m.passwordTooLong],
    [{ password: 'alllower1' }, m.passwordUppercase],
    [{ password: 'ALLUPPER1' }, m.passwordLowercase],
    [{ password: 'NoDigitsHere' }, m.passwordDigit],
    [{ mobile: '12345' }, 'Please enter a valid phone number'],
    [{ mobile: '555-abc-12345' }, 'Please enter a valid phone number'],
    [{ mobile: '+1 555 010 2000 99' }, 'Please enter a valid phone number'],
    [{ firstName: 'N' }, m.firstNameTooShort],
    [{ lastName: 'x'.repeat(51) }, m.lastNameTooLong],
    [{ role: 'admin' }, m.roleInvalid],
  ] as [Partial<RegisterInput>, string][])('refuses %j with "%s"', async (over, message) => {
    const res = await register(payload(over));
    expect(res.statusCode).toBe(400);
    expect(issues(res).map((i) => i.message)).toContain(message);
  });

  it('throttles registrations per IP (429 + Retry-After)', async () => {
    const small = await createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '2' });
    try {
      const ip = '10.8.8.8';
      expect((await post(small, '/api/register', {}, { ip })).statusCode).toBe(400);
      expect((await post(small, '/api/register', {}, { ip })).statusCode).toBe(400);
      const res = await post(small, '/api/register', {}, { ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/roles and GET /api/gyms', () => {
  it('lists roles with id, name, level, displayOrder and icon; the register choice hides admin, super and member', async () => {
    const res = await get(t, '/api/roles');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; level: number; displayOrder: number; icon: string | null }[];
    expect(Object.keys(list[0]!).sort()).toEqual(['displayOrder', 'icon', 'id', 'level', 'name']);
    expect(registrationRoleOptions(list).map((r) => r.name)).toEqual(['Owner', 'Director', 'Manager']);
  });

  it('lists active gyms with id, name, address fields, city, state and zip, by name', async () => {
    await createGym(t.db, { name: 'aardvark Gym', status: 'active', addressLine1: '1 Main', zip: '62701' });
    await createGym(t.db, { name: 'Hidden Inactive Gym', status: 'inactive' });
    const res = await get(t, '/api/gyms');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string }[];
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'aardvark Gym',
      addressLine1: '1 Main',
      addressLine2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    expect(list.map((g) => g.name)).not.toContain('Hidden Inactive Gym');
  });
});
