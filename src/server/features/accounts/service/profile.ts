import { and, eq } from 'drizzle-orm';
import { accountMessages as m, contactChanged, type User } from '../../../../shared/accounts';
import { users, userTempPassword } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { hashPassword, verifyPassword } from '../../../platform/passwords';
import { contactChangedMail, passwordChangedMail } from './mails';
import { passwordWrite } from './reset';
import { getPublicUser, takenBy, uniqueViolation } from './users';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null | undefined;
  /** Required when the email or the mobile changes; checked, never stored or logged. */
  currentPassword?: string | undefined;
}

/**
 * Edits the signed-in user's names, email and mobile. Changing the email or the mobile needs the
 * current password (a stolen session alone cannot take the account over through a reset), and is
 * announced by mail: to the old address for an email change, to the account's address for a mobile
 * change. The password is checked before the "email taken" answer, so that answer is no cheap oracle.
 */
export async function updateProfile(
  deps: Deps,
  userId: number,
  input: ProfileChanges,
  meta: ActivityMeta,
): Promise<User> {
  const { db } = deps;
  const [before] = await db.select().from(users).where(eq(users.id, userId));
  if (!before) throw new NotFound(m.userNotFound);
  const next = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    mobile: input.mobile ?? null,
  };
  if (contactChanged(before, next)) {
    if (!input.currentPassword) throw new BadRequest(m.currentPasswordForContact);
    if (!(await verifyPassword(before.password, input.currentPassword))) throw new BadRequest(m.currentPasswordWrong);
  }
  if (await takenBy(deps, { email: input.email }, userId)) throw new Conflict(m.emailTaken);
  try {
    await db
      .update(users)
      .set({ ...next, updatedAt: new Date(), updatedBy: userId })
      .where(eq(users.id, userId));
  } catch (err) {
    if (uniqueViolation(err)) throw new Conflict(m.emailTaken);
    throw err;
  }
  await recordActivity(
    db,
    {
      userId,
      action: 'user.profile_update',
      resourceType: 'user',
      resourceId: userId,
      oldValues: { firstName: before.firstName, lastName: before.lastName, email: before.email, mobile: before.mobile },
      newValues: next,
    },
    meta,
  );
  const emailChanged = next.email !== before.email;
  const mobileChanged = (next.mobile ?? '') !== (before.mobile ?? '');
  if (emailChanged || mobileChanged) {
    // To the old address: whoever changed the email must not be the only one told.
    await sendMails(deps, [
      contactChangedMail(before.email, before.firstName, {
        newEmail: emailChanged ? next.email : null,
        mobileChanged,
        newMobile: next.mobile,
      }),
    ]);
  }
  return (await getPublicUser(deps, userId))!;
}

/**
 * Changes the password with the current one (also ends a forced change): every other session
 * of the user ends, the current one stays.
 */
export async function changePassword(
  deps: Deps,
  userId: number,
  currentSessionHash: string | null,
  input: { currentPassword: string; newPassword: string },
  meta: ActivityMeta,
): Promise<User> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(m.userNotFound);
  if (!(await verifyPassword(user.password, input.currentPassword))) throw new BadRequest(m.currentPasswordWrong);
  await db
    .update(users)
    .set({ ...passwordWrite(await hashPassword(input.newPassword)), updatedBy: userId })
    .where(eq(users.id, userId));
  await db
    .update(userTempPassword)
    .set({ used: true, usedAt: new Date() })
    .where(and(eq(userTempPassword.userId, userId), eq(userTempPassword.used, false)));
  await deps.sessions.destroyAllForUser(userId, currentSessionHash ?? undefined);
  await recordActivity(db, { userId, action: 'user.password_change', resourceType: 'user', resourceId: userId }, meta);
  await sendMails(deps, [passwordChangedMail(user.email, user.firstName, deps.publicUrl)]);
  return (await getPublicUser(deps, userId))!;
}
