import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { accountMessages as m, type LoginInput } from '../../../../shared/accounts';
import type { Db } from '../../../db/client';
import { users, userTempPassword } from '../../../db/schema/index';
import type { ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Forbidden, Locked } from '../../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../../platform/passwords';
import { sha256 } from '../../../platform/sessions';
import { logAttempt, type LoginFailure } from './login-log';
import { findByUsernameOrEmail, type UserRow } from './users';

export interface LoginResult {
  userId: number;
  token: string;
}

/**
 * Checks the credentials and opens a new session (spec 000 §4):
 * lockout after LOGIN_MAX_FAILURES consecutive failures for LOGIN_LOCK_MINUTES, equal work for
 * unknown users, every attempt in UserLoginLog. `previousSessionHash` is ended (rotation).
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  meta: ActivityMeta,
  previousSessionHash: string | null,
): Promise<LoginResult> {
  const { db, config } = deps;
  const fail = async (user: UserRow | null, reason: LoginFailure) =>
    logAttempt(
      deps,
      { userId: user?.id ?? null, usernameAttempted: input.username, success: false, failureReason: reason },
      meta,
    );

  let user = await findByUsernameOrEmail(deps, input.username);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    await fail(null, 'unknown_user');
    throw new BadRequest(m.invalidCredentials);
  }

  const now = Date.now();
  if (user.status === 'locked') {
    const until = user.accountLockedUntil?.getTime();
    if (until === undefined || until > now) {
      await fail(user, 'locked_by_admin');
      throw new Locked(m.accountLockedByAdmin, until ? (until - now) / 1000 : undefined);
    }
    user = await unlock(db, user.id); // an admin lock with a duration has run out
  }

  // The attempt is counted before the password is checked, in one statement, so parallel
  // guesses cannot all pass a lock check that none of them has yet tripped: the attempt that
  // reaches LOGIN_MAX_FAILURES sets the lock at once, and a right password lifts it again. A
  // process that dies mid-check leaves at worst a lock that runs out, never a stuck count.
  const runOut = sql`${users.accountLockedUntil} <= now()`;
  const count = sql`case when ${runOut} then 1 else ${users.loginAttempts} + 1 end`;
  const [slot] = await db
    .update(users)
    .set({
      loginAttempts: count,
      accountLockedUntil: sql`case when ${count} >= ${config.LOGIN_MAX_FAILURES}
        then now() + make_interval(mins => ${config.LOGIN_LOCK_MINUTES}) else null end`,
    })
    .where(and(eq(users.id, user.id), or(isNull(users.accountLockedUntil), lte(users.accountLockedUntil, sql`now()`))))
    .returning({ lockedUntil: users.accountLockedUntil });
  if (!slot) {
    await fail(user, 'locked');
    const [row] = await db.select({ until: users.accountLockedUntil }).from(users).where(eq(users.id, user.id));
    const seconds = row?.until ? (row.until.getTime() - Date.now()) / 1000 : config.LOGIN_LOCK_MINUTES * 60;
    throw new Locked(m.accountLocked, Math.max(seconds, 1));
  }

  if (!(await verifyPassword(user.password, input.password))) {
    await fail(user, 'bad_password');
    if (slot.lockedUntil) throw new Locked(m.accountLocked, config.LOGIN_LOCK_MINUTES * 60);
    throw new BadRequest(m.invalidCredentials);
  }

  if (user.status === 'suspended') {
    await fail(user, 'suspended');
    throw new Forbidden(m.accountSuspended);
  }
  if (user.mustChangePassword && !(await claimTempPassword(db, user.id))) {
    await fail(user, 'temp_password_expired');
    throw new BadRequest(m.tempPasswordExpired);
  }

  if (previousSessionHash) await deps.sessions.destroy(previousSessionHash);
  const token = await deps.sessions.create(user.id, {
    ip: meta.ipAddress ?? undefined,
    userAgent: meta.userAgent ?? undefined,
  });
  await db
    .update(users)
    .set({
      loginAttempts: 0,
      accountLockedUntil: null,
      lastLogin: new Date(),
      loginCount: sql`${users.loginCount} + 1`,
    })
    .where(eq(users.id, user.id));
  await logAttempt(
    deps,
    { userId: user.id, usernameAttempted: input.username, success: true, sessionIdHash: sha256(token) },
    meta,
  );
  return { userId: user.id, token };
}

async function unlock(db: Db, id: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      status: sql`case when ${users.status} = 'locked' then 'active' else ${users.status} end`,
      loginAttempts: 0,
      accountLockedUntil: null,
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * A forced-change account signing in: the newest temporary password (if an admin made one)
 * must not have expired, whether or not it was used before (a used one must not open the
 * account forever while its holder never changes it); it is marked used at its first sign-in.
 */
async function claimTempPassword(db: Db, userId: number): Promise<boolean> {
  const [temp] = await db
    .select()
    .from(userTempPassword)
    .where(eq(userTempPassword.userId, userId))
    .orderBy(desc(userTempPassword.createdAt), desc(userTempPassword.id))
    .limit(1);
  if (!temp) return true; // e.g. the bootstrap admin's one-time password
  if (temp.expiresAt.getTime() <= Date.now()) return false;
  if (temp.used) return true;
  await db
    .update(userTempPassword)
    .set({ used: true, usedAt: new Date() })
    .where(and(eq(userTempPassword.id, temp.id), eq(userTempPassword.used, false)));
  return true;
}
