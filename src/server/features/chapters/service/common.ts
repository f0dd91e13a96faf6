import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ChapterRole, JoinRequestStatus } from '../../../../shared/chapters';
import { chapterMessages as m } from '../../../../shared/chapters';
import type { Tx } from '../../../db/client';
import type { chapterApplications } from '../../../db/schema/index';
import { chapterJoinRequests, chapterMembers, chapters, gyms, users } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';

export type ChapterRow = typeof chapters.$inferSelect;
export type ApplicationRow = typeof chapterApplications.$inferSelect;
export type JoinRequestRow = typeof chapterJoinRequests.$inferSelect;
export type MemberRow = typeof chapterMembers.$inferSelect;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The user's one chapter membership (docs/decisions/0085-chapters.md: one chapter per user), or null.
 * Inside a write, pass its `tx` so the check sees the write's rows.
 */
export async function membershipOf(deps: Deps, userId: number, tx?: Tx): Promise<MemberRow | null> {
  const [row] = await (tx ?? deps.db).select().from(chapterMembers).where(eq(chapterMembers.userId, userId));
  return row ?? null;
}

/**
 * An active chapter, or 404 'Chapter not found' (a pending or inactive chapter is not shown).
 * Inside a write, pass its `tx`.
 */
export async function activeChapter(deps: Deps, id: number, tx?: Tx): Promise<ChapterRow> {
  const [row] = await (tx ?? deps.db)
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, id), eq(chapters.status, 'active')));
  if (!row) throw new NotFound(m.notFound);
  return row;
}

/** Keeps chapters.memberCount equal to the chapter's active members, inside the membership change. */
export async function recountMembers(tx: Tx, chapterId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(chapterMembers)
    .where(and(eq(chapterMembers.chapterId, chapterId), eq(chapterMembers.status, 'active')));
  const n = Number(row?.n ?? 0);
  await tx.update(chapters).set({ memberCount: n, updatedAt: new Date() }).where(eq(chapters.id, chapterId));
  return n;
}

const ROLE_ORDER = sql`case ${chapterMembers.role} when 'president' then 0 when 'board' then 1 else 2 end`;

/** Active members: the president first, then the board, then by name. */
export async function membersOf(deps: Deps, chapterId: number) {
  const rows = await deps.db
    .select({
      userId: chapterMembers.userId,
      name: fullName,
      gymName: gyms.name,
      role: chapterMembers.role,
      joinedAt: chapterMembers.joinedAt,
    })
    .from(chapterMembers)
    .innerJoin(users, eq(users.id, chapterMembers.userId))
    .leftJoin(gyms, eq(gyms.id, users.gymId))
    .where(and(eq(chapterMembers.chapterId, chapterId), eq(chapterMembers.status, 'active')))
    .orderBy(ROLE_ORDER, asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  return rows.map((r) => ({ ...r, role: r.role as ChapterRole }));
}

/** The president's account and gym for the public chapter page. */
export async function presidentOf(deps: Deps, chapter: ChapterRow) {
  if (!chapter.presidentId) return null;
  const [row] = await deps.db
    .select({ id: users.id, name: fullName, gymName: gyms.name })
    .from(users)
    .leftJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(users.id, chapter.presidentId));
  return row ?? null;
}

/** Where mail to the chapter's president goes: their account's address, else the chapter's president email. */
export async function presidentEmail(deps: Deps, chapter: ChapterRow): Promise<string | null> {
  if (chapter.presidentId) {
    const [row] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, chapter.presidentId));
    if (row) return row.email;
  }
  return chapter.presidentEmail;
}

/** A user's name and contacts, or null; inside a write, pass its `tx`. */
export async function userById(deps: Deps, id: number, tx?: Tx) {
  const [row] = await (tx ?? deps.db)
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      gymId: users.gymId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export function presentApplication(row: ApplicationRow, applicantName: string | null) {
  return {
    id: row.id,
    userId: row.userId,
    applicantName,
    chapterName: row.chapterName,
    city: row.city,
    state: row.state,
    email: row.email,
    phone: row.phone,
    // The column is NOT NULL (spec 001 §3); an application without a reason stores ''.
    why: row.why ? row.why : null,
    status: row.status as 'pending' | 'approved' | 'rejected',
    rejectionReason: row.rejectionReason,
    chapterId: row.chapterId,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
}

export function presentJoinRequest(row: JoinRequestRow) {
  return {
    id: row.id,
    chapterId: row.chapterId,
    userId: row.userId,
    message: row.message,
    status: row.status as JoinRequestStatus,
    createdAt: row.createdAt,
  };
}

/** Join requests as a reviewer sees them: who asks, from which gym, for which chapter. */
export function reviewSelection() {
  return {
    request: chapterJoinRequests,
    name: fullName,
    email: users.email,
    gymName: gyms.name,
    chapterName: chapters.name,
  };
}

export function reviewQuery(deps: Deps) {
  return deps.db
    .select(reviewSelection())
    .from(chapterJoinRequests)
    .innerJoin(users, eq(users.id, chapterJoinRequests.userId))
    .innerJoin(chapters, eq(chapters.id, chapterJoinRequests.chapterId))
    .leftJoin(gyms, eq(gyms.id, users.gymId));
}

export function presentReview(r: {
  request: JoinRequestRow;
  name: string;
  email: string;
  gymName: string | null;
  chapterName: string;
}) {
  return {
    ...presentJoinRequest(r.request),
    name: r.name,
    email: r.email,
    gymName: r.gymName,
    chapterName: r.chapterName,
  };
}

/** The chapter's public fields, shared by the list, the page and the admin views. */
export function presentChapterItem(row: ChapterRow, next: { date: string; timeZone: string } | null) {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    description: row.description,
    memberCount: row.memberCount,
    presidentName: row.presidentName,
    meetingFrequency: row.meetingFrequency,
    meetingDay: row.meetingDay,
    meetingTime: row.meetingTime,
    meetingLocation: row.meetingLocation,
    nextMeeting: next?.date ?? null,
    nextMeetingTimeZone: next?.timeZone ?? null,
  };
}
