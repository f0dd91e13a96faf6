import { and, eq, isNull } from 'drizzle-orm';
import { userLoginLog } from '../../../db/schema/index';
import type { ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';

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
  deps: Deps,
  entry: {
    userId: number | null;
    usernameAttempted: string | null;
    success: boolean;
    failureReason?: LoginFailure | null;
    sessionIdHash?: string | null;
  },
  meta: ActivityMeta,
): Promise<void> {
  await deps.db.insert(userLoginLog).values({
    userId: entry.userId,
    usernameAttempted: entry.usernameAttempted?.slice(0, 255) ?? null,
    ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    success: entry.success,
    failureReason: entry.failureReason ?? null,
    sessionId: entry.sessionIdHash ?? null,
  });
}

/**
 * A sign-in refused before its credentials were looked at (throttled, or malformed) is an
 * attempt too: logged with whatever username the unvalidated body named.
 */
export async function logRefusedAttempt(
  deps: Deps,
  body: unknown,
  failureReason: Extract<LoginFailure, 'rate_limited' | 'invalid_request'>,
  meta: ActivityMeta,
): Promise<void> {
  const named = (body as { username?: unknown } | null | undefined)?.username;
  await logAttempt(
    deps,
    { userId: null, usernameAttempted: typeof named === 'string' ? named : null, success: false, failureReason },
    meta,
  );
}

/** Signs a session out: ends it and stamps the logout time on its sign-in row. */
export async function signOut(deps: Deps, sessionIdHash: string): Promise<void> {
  await deps.sessions.destroy(sessionIdHash);
  await deps.db
    .update(userLoginLog)
    .set({ logoutTime: new Date() })
    .where(and(eq(userLoginLog.sessionId, sessionIdHash), isNull(userLoginLog.logoutTime)));
}
