import { and, eq, gt, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { accountMessages as m } from '../../../../shared/accounts';
import { users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { hashPassword } from '../../../platform/passwords';
import { newToken, sha256 } from '../../../platform/sessions';
import { passwordResetMail, resetLink } from './mails';
import { findByUsernameOrEmail } from './users';

/** The columns every completed reset writes: new hash, secrets cleared, lockout lifted. */
export function passwordWrite(hash: string) {
  return {
    password: hash,
    passwordChangedAt: new Date(),
    mustChangePassword: false,
    passwordResetToken: null,
    passwordResetExpiry: null,
    smsResetCode: null,
    smsResetExpiry: null,
    smsResetAttempts: 0,
    loginAttempts: 0,
    accountLockedUntil: sql`case when ${users.status} = 'locked' then ${users.accountLockedUntil} else null end`,
    updatedAt: new Date(),
  };
}

/**
 * Issues an emailed reset link: 256 random bits, stored as sha-256, valid
 * RESET_TOKEN_TTL_MINUTES. The caller answers the same whatever happens here; mail is sent
 * without waiting so a known account takes no longer to answer than an unknown one.
 */
export async function requestEmailReset(deps: Deps, usernameOrEmail: string, meta: ActivityMeta): Promise<void> {
  const { db, config } = deps;
  const user = await findByUsernameOrEmail(deps, usernameOrEmail);
  const token = newToken(32);
  const expiry = new Date(Date.now() + config.RESET_TOKEN_TTL_MINUTES * 60_000);
  // Silently capped per account as well, since the identifier counter can be sidestepped.
  const budget = user
    ? await deps.limiter.hit(
        { name: 'forgot-user', max: config.RATE_LIMIT_FORGOT_PER_HOUR_ACCOUNT, windowMs: 3_600_000 },
        String(user.id),
      )
    : null;
  const eligible =
    user && user.status !== 'suspended' && budget && budget.count <= config.RATE_LIMIT_FORGOT_PER_HOUR_ACCOUNT;
  // The same write either way (no row matches id -1), for a similar answer time.
  await db
    .update(users)
    .set({ passwordResetToken: sha256(token), passwordResetExpiry: expiry })
    .where(eq(users.id, eligible ? user.id : -1));
  if (!eligible) return;
  await recordActivity(
    db,
    { userId: user.id, action: 'user.password_reset_requested', resourceType: 'user', resourceId: user.id },
    meta,
  );
  await sendMails(
    deps,
    [passwordResetMail(user.email, user.firstName, resetLink(deps.publicUrl, token), config.RESET_TOKEN_TTL_MINUTES)],
    { capped: false },
  );
}

/** Issues a fresh reset link to a user without any throttling (the admin action reset_password). */
export async function sendResetLink(deps: Deps, user: { id: number; email: string; firstName: string }): Promise<void> {
  const token = newToken(32);
  const expiry = new Date(Date.now() + deps.config.RESET_TOKEN_TTL_MINUTES * 60_000);
  await deps.db
    .update(users)
    .set({ passwordResetToken: sha256(token), passwordResetExpiry: expiry })
    .where(eq(users.id, user.id));
  await sendMails(
    deps,
    [
      passwordResetMail(
        user.email,
        user.firstName,
        resetLink(deps.publicUrl, token),
        deps.config.RESET_TOKEN_TTL_MINUTES,
      ),
    ],
    { capped: false },
  );
}

/** Uses a reset token once: sets the password and ends every session of the user. */
export async function resetWithToken(
  deps: Deps,
  token: string,
  newPassword: string,
  meta: ActivityMeta,
): Promise<void> {
  const { db } = deps;
  const hash = sha256(token);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.passwordResetToken, hash), gt(users.passwordResetExpiry, new Date())));
  if (!user) throw new BadRequest(m.resetTokenInvalid);
  const password = await hashPassword(newPassword);
  // Conditional on the token still being there: two concurrent uses cannot both succeed.
  const done = await db
    .update(users)
    .set(passwordWrite(password))
    .where(and(eq(users.id, user.id), eq(users.passwordResetToken, hash)))
    .returning({ id: users.id });
  if (!done.length) throw new BadRequest(m.resetTokenInvalid);
  await deps.sessions.destroyAllForUser(user.id);
  await recordActivity(
    db,
    {
      userId: user.id,
      action: 'user.password_reset',
      resourceType: 'user',
      resourceId: user.id,
      newValues: { via: 'email' },
    },
    meta,
  );
}

/** A uniformly random 6-digit code. */
export function smsCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are short, so the hash is bound to the user: equal codes of two users differ. */
export const smsCodeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);
