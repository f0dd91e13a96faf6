import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { roles, users } from '../schema/index';

export type AdminBootstrap =
  | { kind: 'created'; username: string }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'existing' };

/**
 * Whether this call made the admin: two processes starting at once on one database both find no
 * admin, and the one whose insert meets the other's row leaves it be instead of failing its start.
 */
async function createAdmin(
  db: Db,
  input: { username: string; email: string; password: string; mustChange: boolean },
): Promise<boolean> {
  const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  const made = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      password: await hashPassword(input.password),
      firstName: 'Site',
      lastName: 'Admin',
      isAdmin: true,
      role: 'admin',
      roleId: adminRole?.id ?? null,
      mustChangePassword: input.mustChange,
      passwordChangedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return made.length > 0;
}

/**
 * ADMIN_USERNAME/PASSWORD/EMAIL create that admin when missing (an existing one is left alone).
 * With none given and no admin at all, an admin with a one-time password is created; the
 * caller prints it once, and the account must change it at first login.
 */
export async function bootstrapAdmin(db: Db, config: Config): Promise<AdminBootstrap> {
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD && config.ADMIN_EMAIL) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${config.ADMIN_USERNAME})`);
    if (existing.length) return { kind: 'existing' };
    const made = await createAdmin(db, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      mustChange: false,
    });
    return made ? { kind: 'created', username: config.ADMIN_USERNAME } : { kind: 'existing' };
  }
  const anyAdmin = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin.length) return { kind: 'existing' };
  const password = generatePassword();
  const made = await createAdmin(db, {
    username: 'admin',
    email: 'admin@localhost.localdomain',
    password,
    mustChange: true,
  });
  return made ? { kind: 'generated', username: 'admin', password } : { kind: 'existing' };
}
