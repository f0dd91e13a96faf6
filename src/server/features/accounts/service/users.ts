import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, User } from '../../../../shared/accounts';
import { violatedUniqueConstraint } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { gymAccessOf } from '../../../platform/caller';
import { gyms, users } from '../../../db/schema/index';

/** A users row as the database holds it, secrets included; never sent as it is. */
export type UserRow = typeof users.$inferSelect;
type GymFacts = { id: number; name: string; slogan: string | null } | null;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public user (GET /api/user): names every field, so no secret can slip through. */
export function toPublicUser(u: UserRow, gym: GymFacts): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    mobile: u.mobile,
    role: u.role,
    roleId: u.roleId,
    gymId: u.gymId,
    gym: gym ? { id: gym.id, name: gym.name, slogan: gym.slogan } : null,
    gymAccess: gymAccessOf(u),
    isAdmin: u.isAdmin,
    status: u.status,
    mustChangePassword: u.mustChangePassword,
    lastLogin: iso(u.lastLogin),
  };
}

export function toAdminUser(u: UserRow, gym: GymFacts): AdminUser {
  return {
    ...toPublicUser(u, gym),
    loginCount: u.loginCount,
    loginAttempts: u.loginAttempts,
    accountLockedUntil: iso(u.accountLockedUntil),
    passwordChangedAt: iso(u.passwordChangedAt),
    createdAt: u.createdAt.toISOString(),
  };
}

/** Users with their gym, by any condition. */
export async function selectUsersWithGym(deps: Deps, where: SQL | undefined) {
  const rows = await deps.db
    .select({ user: users, gym: { id: gyms.id, name: gyms.name, slogan: gyms.slogan } })
    .from(users)
    .leftJoin(gyms, eq(gyms.id, users.gymId))
    .where(where);
  return rows;
}

async function findUserWithGym(deps: Deps, id: number) {
  const [row] = await selectUsersWithGym(deps, eq(users.id, id));
  return row ?? null;
}

export async function getPublicUser(deps: Deps, id: number): Promise<User | null> {
  const row = await findUserWithGym(deps, id);
  return row ? toPublicUser(row.user, row.gym) : null;
}

/** The account named by a username or an email address (case-insensitive). */
export async function findByUsernameOrEmail(deps: Deps, value: string): Promise<UserRow | null> {
  const v = value.trim().toLowerCase();
  const [row] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${v} or lower(${users.email}) = ${v}`)
    .orderBy(sql`lower(${users.username}) = ${v} desc`)
    .limit(1);
  return row ?? null;
}

/** Which unique rule a Postgres unique violation broke, or null when it is not one. */
export function uniqueViolation(err: unknown): 'username' | 'email' | 'other' | null {
  const constraint = violatedUniqueConstraint(err);
  if (constraint === null) return null;
  if (constraint.includes('username')) return 'username';
  if (constraint.includes('email')) return 'email';
  return 'other';
}

/** Throws Conflict when another account already uses the username or email. */
export async function takenBy(deps: Deps, input: { username?: string; email?: string }, exceptId?: number) {
  const found = await deps.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      sql`(lower(${users.username}) = ${(input.username ?? '').toLowerCase()} or lower(${users.email}) = ${(input.email ?? '').toLowerCase()})
        and ${users.id} <> ${exceptId ?? -1}`,
    );
  if (found.some((f) => input.username && f.username.toLowerCase() === input.username.toLowerCase())) return 'username';
  if (found.some((f) => input.email && f.email.toLowerCase() === input.email.toLowerCase())) return 'email';
  return null;
}
