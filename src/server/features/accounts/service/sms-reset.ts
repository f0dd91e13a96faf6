import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { accountMessages as m } from '../../../../shared/accounts';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { smsResetText } from './mails';
import { passwordWrite, smsCode, smsCodeHash } from './reset';

const digitsOf = (v: string) => v.replace(/\D/g, '');

/** Accounts named by a username, or by a mobile number (compared digit by digit). */
async function candidates(db: Db, usernameOrMobile: string) {
  const v = usernameOrMobile.trim();
  const digits = digitsOf(v);
  const byMobile =
    digits.length >= 10
      ? sql`regexp_replace(coalesce(${users.mobile}, ''), '[^0-9]', '', 'g') = ${digits}`
      : sql`false`;
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.mobile), sql`(lower(${users.username}) = ${v.toLowerCase()} or ${byMobile})`))
    .limit(5);
}

/**
 * Texts a 6-digit code to the mobile number of each matching account:
 * valid SMS_CODE_TTL_MINUTES, at most SMS_CODE_MAX_ATTEMPTS guesses. Unknown identifiers get the
 * same answer; each account is also capped silently at RATE_LIMIT_SMS_PER_HOUR_ACCOUNT codes.
 */
export async function requestSmsCode(deps: Deps, usernameOrMobile: string, meta: ActivityMeta): Promise<void> {
  const { db, config } = deps;
  for (const user of await candidates(db, usernameOrMobile)) {
    if (user.status === 'suspended' || !user.mobile) continue;
    const rule = { name: 'sms-user', max: config.RATE_LIMIT_SMS_PER_HOUR_ACCOUNT, windowMs: 3_600_000 };
    if ((await deps.limiter.hit(rule, String(user.id))).count > rule.max) continue;
    const code = smsCode();
    await db
      .update(users)
      .set({
        smsResetCode: smsCodeHash(user.id, code),
        smsResetExpiry: new Date(Date.now() + config.SMS_CODE_TTL_MINUTES * 60_000),
        smsResetAttempts: 0,
      })
      .where(eq(users.id, user.id));
    await recordActivity(
      db,
      { userId: user.id, action: 'user.sms_code_requested', resourceType: 'user', resourceId: user.id },
      meta,
    );
    const to = user.mobile;
    deps.sms
      .send({ to, body: smsResetText(code, config.SMS_CODE_TTL_MINUTES) })
      .then(({ sid, status }) =>
        deps.log.info({ userId: user.id, sid, status }, 'SMS reset code handed to the provider'),
      )
      .catch((err: unknown) => {
        deps.log.error({ err }, 'could not send the SMS reset code');
      });
  }
}

/** Checks a code once; the right one sets the password, ends every session and is spent. */
export async function resetWithSmsCode(
  deps: Deps,
  input: { usernameOrMobile: string; code: string; newPassword: string },
  meta: ActivityMeta,
): Promise<void> {
  const { db, config } = deps;
  const now = Date.now();
  const live = (await candidates(db, input.usernameOrMobile)).filter(
    (u) => u.smsResetCode && u.smsResetExpiry && u.smsResetExpiry.getTime() > now,
  );
  const match = live.find(
    (u) => u.smsResetAttempts < config.SMS_CODE_MAX_ATTEMPTS && u.smsResetCode === smsCodeHash(u.id, input.code),
  );
  if (!match) {
    let exhausted = live.length > 0;
    for (const u of live) {
      // A wrong guess counts; the last allowed one voids the code.
      const [after] = await db
        .update(users)
        .set({
          smsResetAttempts: sql`${users.smsResetAttempts} + 1`,
          smsResetCode: sql`case when ${users.smsResetAttempts} + 1 >= ${config.SMS_CODE_MAX_ATTEMPTS} then null else ${users.smsResetCode} end`,
        })
        .where(eq(users.id, u.id))
        .returning({ attempts: users.smsResetAttempts });
      if ((after?.attempts ?? 0) < config.SMS_CODE_MAX_ATTEMPTS) exhausted = false;
    }
    throw new BadRequest(exhausted ? m.smsTooManyAttempts : m.smsCodeInvalid);
  }
  const password = await hashPassword(input.newPassword);
  const done = await db
    .update(users)
    .set(passwordWrite(password))
    .where(and(eq(users.id, match.id), eq(users.smsResetCode, smsCodeHash(match.id, input.code))))
    .returning({ id: users.id });
  if (!done.length) throw new BadRequest(m.smsCodeInvalid);
  await deps.sessions.destroyAllForUser(match.id);
  await recordActivity(
    db,
    {
      userId: match.id,
      action: 'user.password_reset',
      resourceType: 'user',
      resourceId: match.id,
      newValues: { via: 'sms' },
    },
    meta,
  );
}
