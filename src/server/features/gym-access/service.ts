import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  gymAccessMessages as m,
  type GymAccessRequest,
  type GymAccessRequestList,
  type GymAccessRequestQuery,
  type MyGymAccess,
} from '../../../shared/gym-access';
import { withTransaction, type Db } from '../../db/client';
import { gymAccessRequests, gyms, users } from '../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../platform/activity-log';
import type { Caller } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { Conflict, NotFound } from '../../platform/errors';
import { sendMails } from '../../platform/mailer';
import { accessDecidedMail, accessRequestedMail } from './mails';
import { containsPattern } from '../../platform/search';

type Tx = Parameters<Parameters<typeof withTransaction>[1]>[0];
const decider = alias(users, 'decider');

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The approvers of a gym: its active, approved members holding gym.manage through a role or a
 * role above one that grants it, and admins who are members of it.
 */
export async function gymApprovers(deps: Deps, gymId: number) {
  const result = await deps.db.execute(sql`
    with recursive granting(id) as (
      select rp.role_id from role_permissions rp join permissions p on p.id = rp.permission_id
      where p.name = 'gym.manage'
      union
      select r.parent_role_id from roles r join granting g on r.id = g.id where r.parent_role_id is not null
    )
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role
    from users u
    where u.gym_id = ${gymId} and u.gym_access = 'approved' and u.status = 'active'
      and (u.is_admin or u.role_id in (select id from granting)
        or exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id in (select id from granting)))
    order by u.id`);
  return rowsOf<{ id: number; email: string; firstName: string; lastName: string; role: string }>(result);
}

async function adminEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

/**
 * Records a new account's pending request for its place at a gym, inside the registration's
 * transaction (the account is created with its access pending).
 */
export async function openGymAccessRequest(
  tx: Tx,
  user: { id: number; role: string },
  gymId: number,
  actor: { userId: number; meta: ActivityMeta },
) {
  const [request] = await tx
    .insert(gymAccessRequests)
    .values({ userId: user.id, gymId, role: user.role })
    .returning({ id: gymAccessRequests.id });
  await recordActivity(
    tx,
    {
      userId: actor.userId,
      action: 'gym_access.request',
      resourceType: 'gym_access_request',
      resourceId: request!.id,
      newValues: { userId: user.id, gymId, role: user.role, status: 'pending' },
    },
    actor.meta,
  );
  return request!.id;
}

/** Mails a new request to the gym's approvers, or to the admins when the gym has none yet. */
export async function announceGymAccessRequest(deps: Deps, requestId: number) {
  const request = await findRequest(deps.db, eq(gymAccessRequests.id, requestId));
  if (!request) return;
  const approvers = await gymApprovers(deps, request.gymId);
  const toGym = approvers.length > 0;
  const to = toGym ? approvers.map((a) => a.email) : await adminEmails(deps.db);
  sendMails(
    deps,
    to.map((address) => accessRequestedMail(address, request, toGym, deps.publicUrl)),
  );
}

const requestColumns = {
  id: gymAccessRequests.id,
  userId: gymAccessRequests.userId,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  gymId: gymAccessRequests.gymId,
  gymName: gyms.name,
  role: gymAccessRequests.role,
  status: gymAccessRequests.status,
  createdAt: gymAccessRequests.createdAt,
  decidedAt: gymAccessRequests.decidedAt,
  deciderFirst: decider.firstName,
  deciderLast: decider.lastName,
  reason: gymAccessRequests.reason,
};

type RequestRow = { [K in keyof typeof requestColumns]: (typeof requestColumns)[K]['_']['data'] | null };

function present(r: RequestRow): GymAccessRequest {
  return {
    id: r.id!,
    userId: r.userId!,
    username: r.username!,
    email: r.email!,
    firstName: r.firstName!,
    lastName: r.lastName!,
    gymId: r.gymId!,
    gymName: r.gymName!,
    role: r.role!,
    status: r.status as GymAccessRequest['status'],
    createdAt: r.createdAt!.toISOString(),
    decidedAt: iso(r.decidedAt),
    decidedBy: r.deciderFirst ? `${r.deciderFirst} ${r.deciderLast}` : null,
    reason: r.reason,
  };
}

const selectRequests = (db: Db | Tx) =>
  db
    .select(requestColumns)
    .from(gymAccessRequests)
    .innerJoin(users, eq(users.id, gymAccessRequests.userId))
    .innerJoin(gyms, eq(gyms.id, gymAccessRequests.gymId))
    .leftJoin(decider, eq(decider.id, gymAccessRequests.decidedBy));

async function findRequest(db: Db | Tx, where: SQL) {
  const [row] = await selectRequests(db).where(where);
  return row ? present(row) : null;
}

/** The requests an admin sees (every gym), or one gym's: newest first, paged, searchable. */
export async function listGymAccessRequests(
  deps: Deps,
  query: GymAccessRequestQuery,
  gymId: number | null,
): Promise<GymAccessRequestList> {
  const term = query.search ? containsPattern(query.search.toLowerCase()) : null;
  const where = and(
    gymId === null ? undefined : eq(gymAccessRequests.gymId, gymId),
    query.status ? eq(gymAccessRequests.status, query.status) : undefined,
    term ? sql`(${users.searchText} like ${term} or ${gyms.nameLower} like ${term})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRequests(deps.db)
      .where(where)
      .orderBy(desc(gymAccessRequests.createdAt), desc(gymAccessRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // Every request has its user and gym (foreign keys): the joins are needed only to search them.
    term
      ? deps.db
          .select({ n: count() })
          .from(gymAccessRequests)
          .innerJoin(users, eq(users.id, gymAccessRequests.userId))
          .innerJoin(gyms, eq(gyms.id, gymAccessRequests.gymId))
          .where(where)
      : deps.db.select({ n: count() }).from(gymAccessRequests).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export type Decision = { action: 'approve' } | { action: 'deny'; reason: string };

/**
 * Approves or denies a pending request. `gymId` limits the decider to one gym's requests (another
 * gym's is a 404); an admin passes null. Approval opens the gym's private data to the user; a
 * denial takes the user off the gym. The user is mailed either way.
 */
export async function decideGymAccess(
  deps: Deps,
  caller: Caller,
  id: number,
  decision: Decision,
  gymId: number | null,
): Promise<GymAccessRequest> {
  const decided = await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(gymAccessRequests)
      .where(and(eq(gymAccessRequests.id, id), gymId === null ? undefined : eq(gymAccessRequests.gymId, gymId)))
      .for('update');
    if (!row) throw new NotFound(m.requestNotFound);
    if (row.status !== 'pending') throw new Conflict(m.alreadyDecided);
    const status = decision.action === 'approve' ? 'approved' : 'denied';
    const reason = decision.action === 'deny' ? decision.reason : null;
    await tx
      .update(gymAccessRequests)
      .set({ status, reason, decidedAt: new Date(), decidedBy: caller.userId })
      .where(eq(gymAccessRequests.id, id));
    // The user's standing changes only while they are still at the gym they asked for.
    await tx
      .update(users)
      .set(
        status === 'approved'
          ? { gymAccess: 'approved', updatedAt: new Date(), updatedBy: caller.userId }
          : { gymAccess: 'none', gymId: null, updatedAt: new Date(), updatedBy: caller.userId },
      )
      .where(and(eq(users.id, row.userId), eq(users.gymId, row.gymId)));
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: `gym_access.${decision.action}`,
        resourceType: 'gym_access_request',
        resourceId: id,
        oldValues: { status: 'pending' },
        newValues: { status, reason, userId: row.userId, gymId: row.gymId },
      },
      caller.meta,
    );
    return (await findRequest(tx, eq(gymAccessRequests.id, id)))!;
  });
  deps.invalidation.publish(); // the user's cached session carries their gym access
  sendMails(deps, [accessDecidedMail(decided, deps.publicUrl)]);
  return decided;
}

/** GET /api/user/gym-access: the caller's standing with their gym and whom a request waits on. */
export async function myGymAccess(deps: Deps, caller: Caller): Promise<MyGymAccess> {
  const [latest] = await selectRequests(deps.db)
    .where(eq(gymAccessRequests.userId, caller.userId))
    .orderBy(desc(gymAccessRequests.createdAt), desc(gymAccessRequests.id))
    .limit(1);
  const last = latest ? present(latest) : null;
  const gym = caller.gymId
    ? ((await deps.db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, caller.gymId)))[0] ?? null)
    : null;
  const pending = caller.gymAccess === 'pending' && last?.status === 'pending' ? last : null;
  const approvers = pending ? await gymApprovers(deps, pending.gymId) : [];
  return {
    status: caller.gymAccess,
    gymId: caller.gymId,
    gymName: gym?.name ?? null,
    requestedAt: pending?.createdAt ?? null,
    approvers: approvers.map((a) => `${a.firstName} ${a.lastName} (${a.role})`),
    deniedReason: caller.gymAccess === 'none' && last?.status === 'denied' ? last.reason : null,
  };
}
