import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { userRoles, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/accounts';
import { seedDemo } from '../../db/seed/index';
import { post } from '../../../../tests/support/http';

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
    await seedDemo(t.db, pino({ level: 'silent' })); // runs once
    expect(DEMO_PASSWORD).toBe('Breakfast2024');
    for (const a of DEMO_ACCOUNTS) {
      const res = await post(t, '/api/login', { username: a.username, password: 'Breakfast2024' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: a.username, role: a.role, isAdmin: false, mustChangePassword: false });
      expect(res.json().gym).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      const links = await t.db.select().from(userRoles).where(eq(userRoles.userId, res.json().id));
      expect(links).toHaveLength(1);
    }
    const perms = await post(t, '/api/login', { username: 'demo_manager', password: 'Breakfast2024' });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/permissions', headers: { cookie: String(perms.headers['set-cookie']).split(';')[0]! } });
    expect(list.json().permissions).toContain('tools.use');
    expect(list.json().permissions).not.toContain('tools.financial');
  });
});
