import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../src/shared/accounts';
import { permissions, rolePermissions, roles, users } from '../../src/server/db/schema/index';
import { createGym } from '../support/factories';
import { post } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// Registration roles are self-declared, so a role that administers the platform is never one.
let t: TestApp;
let gymId: number;
beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Roles Gym', status: 'active' })).id;
});
afterAll(() => t.close());

async function customRole(name: string, permission: string) {
  const [role] = await t.db.insert(roles).values({ name, level: 4, displayOrder: 9, isSystem: false }).returning();
  const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, permission));
  await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: perm!.id });
  return role!;
}

const register = (username: string, roleId: number) =>
  post(t, '/api/register', {
    email: `${username}@example.com`,
    username,
    password: 'Tumbling4Ever',
    mobile: '+1 555-010-4000',
    firstName: 'Rae',
    lastName: 'Role',
    role: 'Manager',
    roleId,
    gymId,
  });

describe('a custom role at registration', () => {
  it('is refused when it (or a role below it) holds a platform permission', async () => {
    const lead = await customRole('Events Lead', 'events.manage');
    const res = await register('events_lead_1', lead.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.roleNotOffered);
    expect(await t.db.select().from(users).where(eq(users.username, 'events_lead_1'))).toHaveLength(0);
  });

  it('is accepted when it holds gym permissions only', async () => {
    const coach = await customRole('Head Coach', 'learning.read');
    expect((await register('head_coach_1', coach.id)).statusCode).toBe(201);
  });
});
