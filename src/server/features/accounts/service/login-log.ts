import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userLoginLog } from '../../../db/schema/index';
import type { ActivityMeta } from '../../../platform/activity-log';

/** Why a sign-in failed, as written to UserLoginLog.failureReason. */
export type LoginFailure =
  | 'unknown_user'
  | 'bad_password'
  | 'locked'
  | 'locked_by_admin'
  | 'suspended'
  | 'temp_password_expired'
  | 'rate_limited'
  | 'invalid_request';

/** One UserLoginLog row per attempt (spec 001 §3), with IP, user agent and reason. */
export async function logAttempt(
  db: Db,
  entry: { userId: number | null; usernameAttempted: string | null; success: boolean; failureReason?: LoginFailure | null; sessionIdHash?: string | null },
  meta: ActivityMeta,
): Promise<void> {
  await db.insert(userLoginLog).values({
    userId: entry.userId,
    usernameAttempted: entry.usernameAttempted?.slice(0, 255) ?? null,
    ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    success: entry.success,
    failureReason: entry.failureReason ?? null,
    sessionId: entry.sessionIdHash ?? null,
  });
}

/** Stamps the logout time on the sign-in row of a session. */
export async function logLogout(db: Db, sessionIdHash: string): Promise<void> {
  await db
    .update(userLoginLog)
    .set({ logoutTime: new Date() })
    .where(and(eq(userLoginLog.sessionId, sessionIdHash), isNull(userLoginLog.logoutTime)));
}
