import { and, desc, eq, sql } from 'drizzle-orm';
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
    logAttempt(deps, { userId: user?.id ?? null, usernameAttempted: input.username, success: false, failureReason: reason }, meta);

  let user = await findByUsernameOrEmail(db, input.username);
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
  } else if (user.accountLockedUntil) {
    if (user.accountLockedUntil.getTime() > now) {
      await fail(user, 'locked');
      throw new Locked(m.accountLocked, (user.accountLockedUntil.getTime() - now) / 1000);
    }
    user = await unlock(db, user.id); // the lockout has run out: a fresh count
  }

  if (!(await verifyPassword(user.password, input.password))) {
    const [after] = await db
      .update(users)
      .set({
        loginAttempts: sql`${users.loginAttempts} + 1`,
        accountLockedUntil: sql`case when ${users.loginAttempts} + 1 >= ${config.LOGIN_MAX_FAILURES}
          then now() + make_interval(mins => ${config.LOGIN_LOCK_MINUTES}) else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.accountLockedUntil });
    await fail(user, 'bad_password');
    if (after?.lockedUntil) throw new Locked(m.accountLocked, config.LOGIN_LOCK_MINUTES * 60);
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
  const token = await deps.sessions.create(user.id, { ip: meta.ipAddress ?? undefined, userAgent: meta.userAgent ?? undefined });
  await db
    .update(users)
    .set({ loginAttempts: 0, accountLockedUntil: null, lastLogin: new Date(), loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, user.id));
  await logAttempt(deps, { userId: user.id, usernameAttempted: input.username, success: true, sessionIdHash: sha256(token) }, meta);
  return { userId: user.id, token };
}

async function unlock(db: Db, id: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ status: sql`case when ${users.status} = 'locked' then 'active' else ${users.status} end`, loginAttempts: 0, accountLockedUntil: null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * A forced-change account signing in: the newest temporary password (if an admin made one)
 * must not have expired; it is marked used at its first sign-in.
 */
async function claimTempPassword(db: Db, userId: number): Promise<boolean> {
  const [temp] = await db
    .select()
    .from(userTempPassword)
    .where(eq(userTempPassword.userId, userId))
    .orderBy(desc(userTempPassword.createdAt), desc(userTempPassword.id))
    .limit(1);
  if (!temp) return true; // e.g. the bootstrap admin's one-time password
  if (temp.used) return true;
  if (temp.expiresAt.getTime() <= Date.now()) return false;
  await db
    .update(userTempPassword)
    .set({ used: true, usedAt: new Date() })
    .where(and(eq(userTempPassword.id, temp.id), eq(userTempPassword.used, false)));
  return true;
}
