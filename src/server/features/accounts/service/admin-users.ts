import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  accountMessages as m,
  type AdminUser,
  type AdminUserActionInput,
  type LoginLogEntry,
} from '../../../../shared/accounts';
import { withTransaction } from '../../../db/client';
import {
  gymAccessRequests,
  gyms,
  roles,
  userLoginLog,
  userRoles,
  users,
  userStatusChange,
  userTempPassword,
} from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../platform/errors';
import { generatePassword, hashPassword } from '../../../platform/passwords';
import { invalidateMetrics } from '../../dashboard/index';
import { sendResetLink } from './reset';
import { selectUsersWithGym, takenBy, toAdminUser, uniqueViolation, type UserRow } from './users';
import { logReach } from '../../../platform/retention';
import { containsPattern } from '../../../platform/search';
import { anyOf } from '../../../platform/sql';
import { inOrderOf, pageOfMatches, searchMatches } from '../../../platform/search-matches';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listUsers(
  deps: Deps,
  q: { search?: string | undefined; status: string; page: number; pageSize: number },
) {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (q.search) {
    // Any part of the username, email or "first last", one trigram index (decision 0179).
    conditions.push(sql`${users.searchText} like ${containsPattern(q.search.toLowerCase())}`);
  }
  if (q.status !== 'all') conditions.push(eq(users.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = [desc(users.createdAt), desc(users.id)];
  // A search's matches are read once, in order, and kept: the count and every page come from them
  // (decision 0188). The whole list, or a search of more than MATCHES_KEPT_MAX, is paged as before.
  const matches = q.search
    ? await searchMatches(deps, `users:${q.status}:${q.search.toLowerCase()}`, async (limit) =>
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(where)
            .orderBy(...order)
            .limit(limit)
        ).map((r) => r.id),
      )
    : null;
  let page: (typeof users.$inferSelect)[];
  let total: number;
  if (matches) {
    const chosen = pageOfMatches(matches, q.page, q.pageSize);
    const rows = chosen.ids.length ? await db.select().from(users).where(anyOf(users.id, chosen.ids)) : [];
    page = inOrderOf(chosen.ids, rows);
    total = chosen.total;
  } else {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(users).where(where),
    ]);
    page = rows;
    total = Number(counted?.n ?? 0);
  }
  // The page's gyms by id, after the page is chosen: a join before it would read every gym.
  const gymIds = [...new Set(page.map((u) => u.gymId).filter((id): id is number => id !== null))];
  const pageGyms = gymIds.length
    ? await db.select({ id: gyms.id, name: gyms.name, slogan: gyms.slogan }).from(gyms).where(anyOf(gyms.id, gymIds))
    : [];
  const gymById = new Map(pageGyms.map((g) => [g.id, g]));
  const rows = page.map((user) => ({ user, gym: user.gymId === null ? null : (gymById.get(user.gymId) ?? null) }));
  return {
    items: rows.map((r) => toAdminUser(r.user, r.gym)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

function toLogEntry(r: typeof userLoginLog.$inferSelect & { username: string | null }): LoginLogEntry {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    usernameAttempted: r.usernameAttempted,
    loginTime: r.loginTime.toISOString(),
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    success: r.success,
    failureReason: r.failureReason,
    logoutTime: iso(r.logoutTime),
  };
}

/** Who signed in, when and from where (newest first). */
export async function listLoginLog(
  deps: Deps,
  q: { userId?: number | undefined; success?: 'true' | 'false' | undefined; page: number; pageSize: number },
) {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (q.userId) conditions.push(eq(userLoginLog.userId, q.userId));
  if (q.success) conditions.push(eq(userLoginLog.success, q.success === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: userLoginLog, username: users.username })
      .from(userLoginLog)
      .leftJoin(users, eq(users.id, userLoginLog.userId))
      .where(where)
      .orderBy(desc(userLoginLog.loginTime), desc(userLoginLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(userLoginLog).where(where),
  ]);
  return {
    items: rows.map((r) => toLogEntry({ ...r.log, username: r.username })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    reach: await logReach(db, 'login', deps.config.RETENTION_LOGIN_DAYS),
  };
}

async function adminUser(deps: Deps, id: number): Promise<AdminUser> {
  const [row] = await selectUsersWithGym(deps, eq(users.id, id));
  if (!row) throw new NotFound(m.userNotFound);
  return toAdminUser(row.user, row.gym);
}

export async function getUserDetail(deps: Deps, id: number) {
  const user = await adminUser(deps, id);
  const [changes, logins] = await Promise.all([
    deps.db
      .select()
      .from(userStatusChange)
      .where(eq(userStatusChange.userId, id))
      .orderBy(desc(userStatusChange.changedAt), desc(userStatusChange.id))
      .limit(50),
    listLoginLog(deps, { userId: id, page: 1, pageSize: 20 }),
  ]);
  return {
    user,
    statusChanges: changes.map((c) => ({
      id: c.id,
      oldStatus: c.oldStatus,
      newStatus: c.newStatus,
      reason: c.reason,
      changedBy: c.changedBy,
      changedAt: c.changedAt.toISOString(),
    })),
    recentLogins: logins.items,
  };
}

export interface AdminPatch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  mobile?: string | null | undefined;
  gymId?: number | null | undefined;
  roleId?: number | undefined;
  isAdmin?: boolean | undefined;
}

/** Edits a user; a change of role or admin flag is a privilege change and ends their sessions. */
export async function patchUser(
  deps: Deps,
  id: number,
  patch: AdminPatch,
  adminId: number,
  meta: ActivityMeta,
): Promise<AdminUser> {
  const { db } = deps;
  const [before] = await db.select().from(users).where(eq(users.id, id));
  if (!before) throw new NotFound(m.userNotFound);
  if (patch.email && (await takenBy(deps, { email: patch.email }, id))) throw new Conflict(m.emailTaken);
  if (id === adminId && patch.isAdmin === false) throw new Forbidden(m.notOnSelf);
  const next: Partial<UserRow> = {};
  for (const key of ['firstName', 'lastName', 'email', 'mobile', 'gymId', 'isAdmin'] as const) {
    if (patch[key] !== undefined) (next as Record<string, unknown>)[key] = patch[key];
  }
  if (patch.gymId) {
    const [gym] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, patch.gymId));
    if (!gym) throw new BadRequest(m.gymNotFound);
  }
  if (patch.roleId !== undefined) {
    const [role] = await db.select().from(roles).where(eq(roles.id, patch.roleId));
    if (!role) throw new BadRequest(m.roleNotOffered);
    next.roleId = role.id;
    next.role = role.name;
  }
  // An admin who places a user at a gym decides their access too.
  if (next.gymId !== undefined && next.gymId !== before.gymId)
    next.gymAccess = next.gymId === null ? 'none' : 'approved';
  const old = Object.fromEntries(Object.keys(next).map((k) => [k, before[k as keyof UserRow]]));
  try {
    await withTransaction(db, async (tx) => {
      await tx
        .update(users)
        .set({ ...next, updatedAt: new Date(), updatedBy: adminId })
        .where(eq(users.id, id));
      if (next.roleId !== undefined && next.roleId !== before.roleId) {
        // The grants that came with the old role go with it: the new role is the user's only role.
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        await tx.insert(userRoles).values({ userId: id, roleId: next.roleId!, createdBy: adminId });
      }
      if (next.gymAccess !== undefined) {
        await tx
          .update(gymAccessRequests)
          .set({
            status: 'denied',
            decidedAt: new Date(),
            decidedBy: adminId,
            reason: 'Moved to another gym by an administrator',
          })
          .where(and(eq(gymAccessRequests.userId, id), eq(gymAccessRequests.status, 'pending')));
      }
      await recordActivity(
        tx,
        {
          userId: adminId,
          action: 'admin.user_update',
          resourceType: 'user',
          resourceId: id,
          oldValues: old,
          newValues: next,
        },
        meta,
      );
    });
  } catch (err) {
    if (uniqueViolation(err)) throw new Conflict(m.emailTaken);
    throw err;
  }
  const privilege =
    (next.roleId !== undefined && next.roleId !== before.roleId) ||
    (next.isAdmin !== undefined && next.isAdmin !== before.isAdmin) ||
    next.gymAccess !== undefined;
  if (privilege) await deps.sessions.destroyAllForUser(id);
  return adminUser(deps, id);
}

const ACTION_MESSAGES: Record<AdminUserActionInput['action'], string> = {
  reset_password: 'A password reset link has been sent to the user.',
  lock_account: 'The account has been locked.',
  unlock_account: 'The account has been unlocked.',
  suspend_user: 'The user has been suspended.',
  activate_user: 'The user has been activated.',
  generate_temp_password: 'A temporary password has been generated. Share it with the user; it is shown only once.',
};

/** The six admin actions of spec 001 §4; each is recorded in UserStatusChange and/or UserActivityLog. */
export async function performAction(
  deps: Deps,
  id: number,
  input: AdminUserActionInput,
  adminId: number,
  meta: ActivityMeta,
) {
  const { db, config } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new NotFound(m.userNotFound);
  if (id === adminId && ['lock_account', 'suspend_user'].includes(input.action)) throw new Forbidden(m.notOnSelf);

  const setStatus = async (status: string, extra: Partial<UserRow> = {}) => {
    await db
      .update(users)
      .set({ status, ...extra, updatedAt: new Date(), updatedBy: adminId })
      .where(eq(users.id, id));
    await db
      .insert(userStatusChange)
      .values({ userId: id, oldStatus: user.status, newStatus: status, reason: input.reason, changedBy: adminId });
    invalidateMetrics(deps);
  };
  let tempPassword: string | undefined;
  switch (input.action) {
    case 'reset_password':
      await sendResetLink(deps, user);
      break;
    case 'lock_account':
      await setStatus('locked', {
        accountLockedUntil: input.duration ? new Date(Date.now() + input.duration * 60_000) : null,
      });
      await deps.sessions.destroyAllForUser(id);
      break;
    case 'unlock_account':
      await setStatus(user.status === 'locked' ? 'active' : user.status, {
        accountLockedUntil: null,
        loginAttempts: 0,
      });
      break;
    case 'suspend_user':
      await setStatus('suspended');
      await deps.sessions.destroyAllForUser(id);
      break;
    case 'activate_user':
      await setStatus('active', { accountLockedUntil: null, loginAttempts: 0 });
      break;
    case 'generate_temp_password': {
      tempPassword = generatePassword();
      const hash = await hashPassword(tempPassword);
      await db.insert(userTempPassword).values({
        userId: id,
        tempPassword: hash,
        createdBy: adminId,
        expiresAt: new Date(Date.now() + config.TEMP_PASSWORD_TTL_HOURS * 3_600_000),
      });
      await db
        .update(users)
        .set({
          password: hash,
          mustChangePassword: true,
          passwordChangedAt: new Date(),
          passwordResetToken: null,
          passwordResetExpiry: null,
          smsResetCode: null,
          smsResetExpiry: null,
          updatedAt: new Date(),
          updatedBy: adminId,
        })
        .where(eq(users.id, id));
      await deps.sessions.destroyAllForUser(id);
      break;
    }
  }
  await recordActivity(
    db,
    {
      userId: adminId,
      action: `admin.${input.action}`,
      resourceType: 'user',
      resourceId: id,
      oldValues: { status: user.status },
      newValues: { reason: input.reason, duration: input.duration ?? null },
    },
    meta,
  );
  return {
    user: await adminUser(deps, id),
    message: ACTION_MESSAGES[input.action],
    ...(tempPassword ? { tempPassword } : {}),
  };
}
