import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { chapterMessages as m, type joinRequestListQuery } from '../../../../shared/chapters';
import { eventMessages, type chapterEventInputSchema } from '../../../../shared/events';
import { withTransaction, type Tx } from '../../../db/client';
import { chapterJoinRequests, chapterMembers, chapters, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { createEvent } from '../../events/index';
import {
  activeChapter,
  membershipOf,
  presentJoinRequest,
  presentReview,
  presidentEmail,
  recountMembers,
  reviewQuery,
  userById,
  type JoinRequestRow,
} from './common';
import { joinRequestDecidedMail, joinRequestMail } from './mails';

/**
 * A member asks to join an active chapter. One pending request per user and chapter: the partial
 * unique index chapter_join_requests_pending_idx makes that hold under concurrent calls.
 */
export async function requestToJoin(
  deps: Deps,
  chapterId: number,
  message: string | null,
  userId: number,
  meta: ActivityMeta,
) {
  let row: JoinRequestRow;
  try {
    row = await withTransaction(deps.db, async (tx) => {
      await activeChapter(deps, chapterId, tx);
      if (await membershipOf(deps, userId, tx)) throw new Conflict(m.alreadyMember);
      const [created] = await tx
        .insert(chapterJoinRequests)
        .values({ chapterId, userId, message, status: 'pending' })
        .returning();
      await recordActivity(
        tx,
        {
          userId,
          action: 'chapter_join_request.create',
          resourceType: 'chapter_join_request',
          resourceId: created!.id,
          newValues: { chapterId, status: 'pending', message },
        },
        meta,
      );
      return created!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(m.joinRequestPending);
    throw err;
  }
  const chapter = await activeChapter(deps, chapterId).catch(() => null);
  const to = chapter ? await presidentEmail(deps, chapter) : null;
  if (chapter && to) {
    const [who] = await reviewQuery(deps).where(eq(chapterJoinRequests.id, row.id));
    if (who) await sendMails(deps, [joinRequestMail(to, chapter.name, who, message, deps.publicUrl)]);
  }
  return presentJoinRequest(row);
}

/** Withdraws the caller's pending request to join the chapter (404 when there is none). */
export async function withdrawJoinRequest(deps: Deps, chapterId: number, userId: number, meta: ActivityMeta) {
  await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .delete(chapterJoinRequests)
      .where(
        and(
          eq(chapterJoinRequests.chapterId, chapterId),
          eq(chapterJoinRequests.userId, userId),
          eq(chapterJoinRequests.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw new NotFound(m.joinRequestNotFound);
    await recordActivity(
      tx,
      {
        userId,
        action: 'chapter_join_request.withdraw',
        resourceType: 'chapter_join_request',
        resourceId: row.id,
        oldValues: { chapterId, status: 'pending', message: row.message },
        newValues: null,
      },
      meta,
    );
  });
}

export interface Reviewer {
  id: number;
  /** An admin (chapters.manage) reviews any chapter's requests; otherwise only the chapter's president. */
  asAdmin: boolean;
}

/**
 * Locks the request and checks the reviewer's right to it: a request of another chapter is a 404
 * (its existence is not revealed), a member or board member of the chapter gets 403.
 */
async function lockRequestFor(deps: Deps, tx: Tx, id: number, reviewer: Reviewer): Promise<JoinRequestRow> {
  const [request] = await tx.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.id, id)).for('update');
  if (!request) throw new NotFound(m.joinRequestNotFound);
  if (!reviewer.asAdmin) {
    const mine = await membershipOf(deps, reviewer.id, tx);
    if (!mine || mine.chapterId !== request.chapterId) throw new NotFound(m.joinRequestNotFound);
    if (mine.role !== 'president' || mine.status !== 'active') throw new Forbidden(m.notPresident);
  }
  if (request.status !== 'pending') throw new Conflict(m.joinRequestReviewed);
  return request;
}

/**
 * Approve: in one transaction, lock the request and the chapter, add the requester as an active
 * member, recount memberCount and mark the request approved. Deny marks it denied. The requester
 * is told either way.
 */
export async function reviewJoinRequest(
  deps: Deps,
  id: number,
  decision: 'approve' | 'deny',
  reviewer: Reviewer,
  meta: ActivityMeta,
) {
  let outcome;
  try {
    outcome = await withTransaction(deps.db, async (tx) => {
      const request = await lockRequestFor(deps, tx, id, reviewer);
      const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, request.chapterId)).for('update');
      const status = decision === 'approve' ? 'approved' : 'denied';
      let memberCount = chapter!.memberCount;
      if (decision === 'approve') {
        if (await membershipOf(deps, request.userId, tx)) throw new Conflict(m.alreadyMember);
        await tx
          .insert(chapterMembers)
          .values({ chapterId: request.chapterId, userId: request.userId, role: 'member', status: 'active' });
        memberCount = await recountMembers(tx, request.chapterId);
      }
      const [updated] = await tx
        .update(chapterJoinRequests)
        .set({ status, reviewedBy: reviewer.id, reviewedAt: new Date() })
        .where(eq(chapterJoinRequests.id, id))
        .returning();
      await recordActivity(
        tx,
        {
          userId: reviewer.id,
          action: `chapter_join_request.${decision}`,
          resourceType: 'chapter_join_request',
          resourceId: id,
          oldValues: { status: 'pending', memberCount: chapter!.memberCount },
          newValues: { status, memberCount, chapterId: request.chapterId, userId: request.userId },
        },
        meta,
      );
      return { request: updated!, chapterName: chapter!.name };
    });
  } catch (err) {
    // The requester joined another chapter meanwhile (chapter_members_user_idx).
    if (isUniqueViolation(err)) throw new Conflict(m.alreadyMember);
    throw err;
  }
  const [review] = await reviewQuery(deps).where(eq(chapterJoinRequests.id, id));
  const requester = await userById(deps, outcome.request.userId);
  if (requester) {
    await sendMails(deps, [
      joinRequestDecidedMail(requester, outcome.chapterName, decision === 'approve', deps.publicUrl),
    ]);
  }
  return presentReview(review!);
}

/** Join requests for the admin, by status (the pending queue oldest first). */
export async function listJoinRequests(deps: Deps, q: z.output<typeof joinRequestListQuery>) {
  const where: SQL | undefined = q.status === 'all' ? undefined : eq(chapterJoinRequests.status, q.status);
  const order = q.status === 'pending' ? asc(chapterJoinRequests.createdAt) : desc(chapterJoinRequests.createdAt);
  const [rows, [total]] = await Promise.all([
    reviewQuery(deps)
      .where(where)
      .orderBy(order, asc(chapterJoinRequests.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(chapterJoinRequests).where(where),
  ]);
  return { items: rows.map(presentReview), total: Number(total?.n ?? 0) };
}

/**
 * A member or board member leaves their chapter; a board seat held by them is vacated. A president
 * cannot leave: an admin hands the chapter over first (docs/decisions/0085-chapters.md).
 */
export async function leaveChapter(deps: Deps, userId: number, meta: ActivityMeta) {
  await withTransaction(deps.db, async (tx) => {
    const mine = await membershipOf(deps, userId, tx);
    if (!mine) throw new NotFound(m.notInChapter);
    const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, mine.chapterId)).for('update');
    if (mine.role === 'president' || chapter!.presidentId === userId) throw new Conflict(m.presidentCannotLeave);
    await tx.delete(chapterMembers).where(eq(chapterMembers.id, mine.id));
    const board = chapter!.boardMembers.filter((seat) => seat.userId !== userId);
    if (board.length !== chapter!.boardMembers.length) {
      await tx.update(chapters).set({ boardMembers: board }).where(eq(chapters.id, chapter!.id));
    }
    const memberCount = await recountMembers(tx, chapter!.id);
    await recordActivity(
      tx,
      {
        userId,
        action: 'chapter_member.leave',
        resourceType: 'chapter',
        resourceId: chapter!.id,
        oldValues: { userId, role: mine.role, memberCount: chapter!.memberCount },
        newValues: { memberCount },
      },
      meta,
    );
  });
}

/**
 * A president's event for their chapter, created through the events feature; the gym is the one
 * given, else the president's own (none: 400 'Please select a gym'). A chosen gym must be one of
 * the chapter's gyms: the gym of an active member (the president included), so a president cannot
 * put an event on the page of a gym that has nothing to do with the chapter.
 */
export async function createChapterEvent(
  deps: Deps,
  input: z.output<typeof chapterEventInputSchema>,
  user: { id: number; gymId: number | null },
  meta: ActivityMeta,
) {
  const mine = await membershipOf(deps, user.id);
  if (!mine || mine.role !== 'president' || mine.status !== 'active') throw new Forbidden(m.notPresident);
  const { gymId: chosen, ...fields } = input;
  const gymId = chosen ?? user.gymId;
  if (!gymId) {
    throw new ValidationFailed(eventMessages.gymRequired, [{ path: 'gymId', message: eventMessages.gymRequired }]);
  }
  if (gymId !== user.gymId && !(await isChapterGym(deps, mine.chapterId, gymId))) {
    throw new ValidationFailed(m.gymOutsideChapter, [{ path: 'gymId', message: m.gymOutsideChapter }]);
  }
  return createEvent(deps, { ...fields, gymId, chapterId: mine.chapterId }, { id: user.id }, meta);
}

/** Whether an active member of the chapter belongs to the gym. */
async function isChapterGym(deps: Deps, chapterId: number, gymId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: chapterMembers.id })
    .from(chapterMembers)
    .innerJoin(users, eq(users.id, chapterMembers.userId))
    .where(and(eq(chapterMembers.chapterId, chapterId), eq(chapterMembers.status, 'active'), eq(users.gymId, gymId)))
    .limit(1);
  return Boolean(row);
}

/** The caller's pending join requests with the chapter's name (GET /api/my-chapter for a user in no chapter). */
export async function pendingRequestsOf(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ request: chapterJoinRequests, chapterName: chapters.name })
    .from(chapterJoinRequests)
    .innerJoin(chapters, eq(chapters.id, chapterJoinRequests.chapterId))
    .where(and(eq(chapterJoinRequests.userId, userId), eq(chapterJoinRequests.status, 'pending')))
    .orderBy(desc(chapterJoinRequests.createdAt));
  return rows.map((r) => ({ ...presentJoinRequest(r.request), chapterName: r.chapterName }));
}

/** The pending requests of a chapter, oldest first, for its president. */
export async function pendingRequestsFor(deps: Deps, chapterId: number) {
  const rows = await reviewQuery(deps)
    .where(and(eq(chapterJoinRequests.chapterId, chapterId), eq(chapterJoinRequests.status, 'pending')))
    .orderBy(asc(chapterJoinRequests.createdAt), asc(chapterJoinRequests.id));
  return rows.map(presentReview);
}

/** Whether the user has a pending request for the chapter. */
export async function hasPendingRequest(deps: Deps, chapterId: number, userId: number) {
  const [row] = await deps.db
    .select({ id: chapterJoinRequests.id })
    .from(chapterJoinRequests)
    .where(
      and(
        eq(chapterJoinRequests.chapterId, chapterId),
        eq(chapterJoinRequests.userId, userId),
        eq(chapterJoinRequests.status, 'pending'),
      ),
    );
  return Boolean(row);
}
