import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { gyms, roles, userRoles, users } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/index';
import { cookieFrom, post } from '../../../../tests/support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('do not exist unless demo seeding runs', async () => {
    expect(await t.db.select().from(users).where(eq(users.username, 'demo_owner'))).toHaveLength(0);
  });

  it('demo_owner, demo_director and demo_manager sign in with Breakfast2024, each at a demo gym with its role', async () => {
    await seedDemo(t.db, pino({ level: 'silent' }));
    await seedDemo(t.db, pino({ level: 'silent' })); // a second run adds nothing
    const demoUsers = await t.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, 'demo\\_%'));
    expect(demoUsers.map((u) => u.username).sort()).toEqual(['demo_director', 'demo_manager', 'demo_owner']);
    // Written out here rather than read from the seeder, so a changed seed list cannot change what is expected.
    const expected = [
      { username: 'demo_owner', role: 'Owner', clubNumber: 'IL-1001' },
      { username: 'demo_director', role: 'Director', clubNumber: 'TX-2001' },
      { username: 'demo_manager', role: 'Manager', clubNumber: 'CA-3001' },
    ];
    for (const a of expected) {
      const res = await post(t, '/api/login', { username: a.username, password: 'Breakfast2024' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: a.username,
        role: a.role,
        isAdmin: false,
        mustChangePassword: false,
      });
      const [gym] = await t.db.select().from(gyms).where(eq(gyms.clubNumber, a.clubNumber));
      expect(res.json().gym).toMatchObject({ id: gym!.id, name: gym!.name });
      const links = await t.db
        .select({ role: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, res.json().id));
      expect(links).toEqual([{ role: a.role }]);
    }
    const wrong = await post(t, '/api/login', { username: 'demo_owner', password: 'Breakfast2025' });
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
    const manager = await post(t, '/api/login', { username: 'demo_manager', password: 'Breakfast2024' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/permissions',
      headers: { cookie: cookieFrom(manager)! },
    });
    expect(list.json().permissions).toContain('tools.use');
    expect(list.json().permissions).not.toContain('tools.financial');
  });
});
