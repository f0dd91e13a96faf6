import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { gyms, roles, users } from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/platform/passwords';
import { SessionStore } from '../../src/server/platform/sessions';
import type { TestApp } from './test-app';

const uid = () => crypto.randomBytes(4).toString('hex');

export async function createGym(db: Db, overrides: Partial<typeof gyms.$inferInsert> = {}) {
  const [gym] = await db
    .insert(gyms)
    .values({ clubNumber: `T-${uid()}`, name: `Test Gym ${uid()}`, state: 'IL', city: 'Springfield', ...overrides })
    .returning();
  return gym!;
}

export const DEFAULT_PASSWORD = 'Passw0rd!Strong';

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const gymId = overrides.gymId === undefined ? (await createGym(db)).id : overrides.gymId;
  const roleName = overrides.role ?? (overrides.isAdmin ? 'admin' : 'Owner');
  const [role] = await db.select().from(roles).where(eq(roles.name, roleName));
  const name = `user_${uid()}`;
  const [user] = await db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      role: roleName,
      roleId: role?.id ?? null,
      gymAccess: gymId === null ? 'none' : 'approved',
      ...overrides,
      gymId,
      password: await hashPassword(overrides.password ?? DEFAULT_PASSWORD),
    })
    .returning();
  return { ...user!, plainPassword: overrides.password ?? DEFAULT_PASSWORD };
}

/** A signed-in session for `userId`, as the cookie header to send. */
export async function signIn(t: TestApp, userId: number): Promise<string> {
  const token = await new SessionStore(t.db).create(userId, { ip: '127.0.0.1' });
  return `sid=${token}`;
}
