import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  chapterMessages as m,
  type applicationListQuery,
  type chapterApplicationSchema,
} from '../../../../shared/chapters';
import { withTransaction, type Tx } from '../../../db/client';
import { chapterApplications, chapterMembers, chapters, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { membershipOf, presentApplication, userById, type ApplicationRow } from './common';
import {
  applicationAdminMail,
  applicationApprovedMail,
  applicationReceivedMail,
  applicationRejectedMail,
} from './mails';

const applicantName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * A member's application to start a chapter: stored pending, then the applicant gets a receipt
 * and the admins a notice. One pending application per user, and none from a chapter's member.
 */
export async function submitApplication(
  deps: Deps,
  input: z.output<typeof chapterApplicationSchema>,
  userId: number,
  meta: ActivityMeta,
) {
  const row = await withTransaction(deps.db, async (tx) => {
    // The user's row is the lock that makes "one pending application" hold under concurrent calls.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await membershipOf(deps, userId, tx)) throw new Conflict(m.alreadyMember);
    const [pending] = await tx
      .select({ id: chapterApplications.id })
      .from(chapterApplications)
      .where(and(eq(chapterApplications.userId, userId), eq(chapterApplications.status, 'pending')));
    if (pending) throw new Conflict(m.applicationPending);
    const [created] = await tx
      .insert(chapterApplications)
      .values({ ...input, why: input.why ?? '', userId, status: 'pending' })
      .returning();
    await recordActivity(
      tx,
      {
        userId,
        action: 'chapter_application.create',
        resourceType: 'chapter_application',
        resourceId: created!.id,
        newValues: {
          chapterName: created!.chapterName,
          city: created!.city,
          state: created!.state,
          email: created!.email,
          phone: created!.phone,
          status: 'pending',
        },
      },
      meta,
    );
    return created!;
  });
  const applicant = (await userById(deps, userId))!;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const admins = await adminEmails(deps).catch((err: unknown) => {
    deps.log.error({ err }, 'could not list admins to notify of a chapter application');
    return [] as string[];
  });
  await sendMails(deps, [
    applicationReceivedMail(applicant.email, deps.publicUrl),
    ...admins.map((to) => applicationAdminMail(to, row, name, deps.publicUrl)),
  ]);
  return presentApplication(row, name);
}

/** Active admins, who review applications. */
async function adminEmails(deps: Deps): Promise<string[]> {
  const rows = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

/** The caller's pending application, for GET /api/my-chapter. */
export async function pendingApplicationOf(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select({ application: chapterApplications, name: applicantName })
    .from(chapterApplications)
    .innerJoin(users, eq(users.id, chapterApplications.userId))
    .where(and(eq(chapterApplications.userId, userId), eq(chapterApplications.status, 'pending')))
    .orderBy(desc(chapterApplications.createdAt))
    .limit(1);
  return row ? presentApplication(row.application, row.name) : null;
}

export async function listApplications(deps: Deps, q: z.output<typeof applicationListQuery>) {
  const where = q.status === 'all' ? undefined : eq(chapterApplications.status, q.status);
  // The review queue is oldest first; decided applications newest first.
  const order = q.status === 'pending' ? asc(chapterApplications.createdAt) : desc(chapterApplications.createdAt);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ application: chapterApplications, name: applicantName })
      .from(chapterApplications)
      .leftJoin(users, eq(users.id, chapterApplications.userId))
      .where(where)
      .orderBy(order, asc(chapterApplications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(chapterApplications).where(where),
  ]);
  return { items: rows.map((r) => presentApplication(r.application, r.name)), total: Number(total?.n ?? 0) };
}

async function lockPendingApplication(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(chapterApplications).where(eq(chapterApplications.id, id)).for('update');
  if (!row) throw new NotFound(m.applicationNotFound);
  if (row.status !== 'pending') throw new Conflict(m.applicationReviewed);
  return row;
}

/**
 * Approval creates the chapter, active, with the applicant as its president and first member
 * (memberCount 1), and marks the application approved: one transaction. Then the applicant is told.
 */
export async function approveApplication(deps: Deps, id: number, by: number, meta: ActivityMeta) {
  let result;
  try {
    result = await withTransaction(deps.db, async (tx) => {
      const app = await lockPendingApplication(tx, id);
      const applicant = await userById(deps, app.userId, tx);
      if (!applicant) throw new NotFound(m.applicationNotFound);
      // The applicant's row serializes this with their joining a chapter elsewhere.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, app.userId)).for('update');
      if (await membershipOf(deps, app.userId, tx)) throw new Conflict(m.alreadyMember);
      const presidentName = `${applicant.firstName} ${applicant.lastName}`.slice(0, 100);
      const [chapter] = await tx
        .insert(chapters)
        .values({
          name: app.chapterName,
          city: app.city,
          state: app.state,
          presidentId: applicant.id,
          presidentName,
          presidentEmail: app.email,
          presidentPhone: app.phone,
          status: 'active',
          memberCount: 1,
        })
        .returning();
      await tx
        .insert(chapterMembers)
        .values({ chapterId: chapter!.id, userId: applicant.id, role: 'president', status: 'active' });
      const [updated] = await tx
        .update(chapterApplications)
        .set({ status: 'approved', chapterId: chapter!.id, reviewedBy: by, reviewedAt: new Date() })
        .where(eq(chapterApplications.id, id))
        .returning();
      await recordActivity(
        tx,
        {
          userId: by,
          action: 'chapter_application.approve',
          resourceType: 'chapter_application',
          resourceId: id,
          oldValues: { status: 'pending', chapterId: null },
          newValues: { status: 'approved', chapterId: chapter!.id },
        },
        meta,
      );
      await recordActivity(
        tx,
        {
          userId: by,
          action: 'chapter.create',
          resourceType: 'chapter',
          resourceId: chapter!.id,
          newValues: {
            name: chapter!.name,
            city: chapter!.city,
            state: chapter!.state,
            status: 'active',
            presidentId: applicant.id,
            memberCount: 1,
            fromApplication: id,
          },
        },
        meta,
      );
      return { application: updated!, applicant, chapterId: chapter!.id };
    });
  } catch (err) {
    // The applicant joined a chapter between our check and the insert (chapter_members_user_idx).
    if (isUniqueViolation(err)) throw new Conflict(m.alreadyMember);
    throw err;
  }
  await sendMails(deps, [applicationApprovedMail(result.application, result.applicant, deps.publicUrl)]);
  return { chapterId: result.chapterId };
}

/** Rejection needs a reason, which the applicant is told. */
export async function rejectApplication(deps: Deps, id: number, reason: string, by: number, meta: ActivityMeta) {
  const result = await withTransaction(deps.db, async (tx) => {
    await lockPendingApplication(tx, id);
    const [updated] = await tx
      .update(chapterApplications)
      .set({ status: 'rejected', rejectionReason: reason, reviewedBy: by, reviewedAt: new Date() })
      .where(eq(chapterApplications.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'chapter_application.reject',
        resourceType: 'chapter_application',
        resourceId: id,
        oldValues: { status: 'pending', rejectionReason: null },
        newValues: { status: 'rejected', rejectionReason: reason },
      },
      meta,
    );
    return { application: updated!, applicant: await userById(deps, updated!.userId, tx) };
  });
  const name = result.applicant ? `${result.applicant.firstName} ${result.applicant.lastName}` : null;
  if (result.applicant) await sendMails(deps, [applicationRejectedMail(result.application, result.applicant, reason)]);
  return presentApplication(result.application, name);
}
