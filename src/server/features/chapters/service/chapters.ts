import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  chapterMessages as m,
  type adminChapterListQuery,
  type ChapterRole,
  type ChapterStatus,
  type chapterUpdateSchema,
} from '../../../../shared/chapters';
import { withTransaction, type Tx } from '../../../db/client';
import { chapterJoinRequests, chapterMembers, chapters } from '../../../db/schema/index';
import type { BoardMember } from '../../../db/schema/chapters';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import { MAX_INT4_ID } from '../../../platform/params';
import type { Deps } from '../../../platform/deps';
import { cachedRead } from '../../../platform/read-cache';
import { Conflict, NotFound, ValidationFailed } from '../../../platform/errors';
import { listEventItems, nextEventDates, type NextMeeting } from '../../events/index';
import { pendingApplicationOf } from './applications';
import {
  activeChapter,
  membersOf,
  membershipOf,
  presentChapterItem,
  presidentOf,
  recountMembers,
  userById,
  type ChapterRow,
} from './common';
import { hasPendingRequest, pendingRequestsFor, pendingRequestsOf } from './membership';
import { containsPattern } from '../../../platform/search';

/** How many upcoming events a chapter page lists. */
const UPCOMING_LIMIT = 10;

async function nextMeetings(deps: Deps, rows: ChapterRow[]): Promise<Map<number, NextMeeting>> {
  return rows.length
    ? nextEventDates(
        deps,
        rows.map((r) => r.id),
      )
    : new Map();
}

/**
 * GET /api/chapters: active chapters by state, city and name, each with its next meeting. Read
 * through the app's read cache (every write empties it, in every process) for at most a minute and
 * never past the first of the listed next meetings, so a meeting that has begun is not shown as
 * the next one: with 200 chapters the list is the breakfast club's busiest public read.
 */
export function listChapters(deps: Deps) {
  return cachedRead(deps, 'chapters:list', untilAMeetingBegins, () => readChapters(deps));
}

const CHAPTERS_TTL_MS = 60_000;

function untilAMeetingBegins(items: { nextMeeting: string | null }[]): number {
  let ttl = CHAPTERS_TTL_MS;
  for (const item of items)
    if (item.nextMeeting !== null) ttl = Math.min(ttl, Date.parse(item.nextMeeting) - Date.now());
  return Math.max(ttl, 0);
}

async function readChapters(deps: Deps) {
  const rows = await deps.db
    .select()
    .from(chapters)
    .where(eq(chapters.status, 'active'))
    .orderBy(asc(chapters.state), asc(chapters.city), asc(chapters.name), asc(chapters.id));
  const next = await nextMeetings(deps, rows);
  return rows.map((r) => presentChapterItem(r, next.get(r.id) ?? null));
}

/** The chapter page's content without the caller's standing. */
async function chapterPage(deps: Deps, chapter: ChapterRow, viewerId: number | undefined) {
  const [president, upcomingEvents] = await Promise.all([
    presidentOf(deps, chapter),
    listEventItems(deps, { chapterId: chapter.id, past: false, limit: UPCOMING_LIMIT, viewerId }),
  ]);
  return {
    ...presentChapterItem(chapter, upcomingEvents[0] ?? null),
    status: chapter.status as ChapterStatus,
    president,
    board: chapter.boardMembers.map(({ name, title }) => ({ name, title })),
    upcomingEvents,
  };
}

/**
 * GET /api/chapters/:id: an active chapter with its president, board and upcoming events, and the
 * caller's standing (null for visitors). Pending, inactive and unknown chapters: 404.
 */
export async function getChapter(deps: Deps, id: number, viewerId: number | null) {
  const chapter = await activeChapter(deps, id);
  const page = await chapterPage(deps, chapter, viewerId ?? undefined);
  if (viewerId === null) return { ...page, membership: null };
  const mine = await membershipOf(deps, viewerId);
  const role: ChapterRole | 'elsewhere' | 'none' = !mine
    ? 'none'
    : mine.chapterId === id
      ? (mine.role as ChapterRole)
      : 'elsewhere';
  return { ...page, membership: { role, pendingRequest: await hasPendingRequest(deps, id, viewerId) } };
}

/**
 * GET /api/my-chapter: the caller's chapter with members and events (and, for its president, the
 * pending join requests); for a user in no chapter, their pending requests and application.
 */
export async function myChapter(deps: Deps, userId: number) {
  const mine = await membershipOf(deps, userId);
  if (!mine) {
    const [pendingJoinRequests, pendingApplication] = await Promise.all([
      pendingRequestsOf(deps, userId),
      pendingApplicationOf(deps, userId),
    ]);
    return {
      chapter: null,
      role: null,
      members: [],
      joinRequests: [],
      events: [],
      pendingJoinRequests,
      pendingApplication,
    };
  }
  const [chapter] = await deps.db.select().from(chapters).where(eq(chapters.id, mine.chapterId));
  const role = mine.role as ChapterRole;
  const [page, members, joinRequests] = await Promise.all([
    chapterPage(deps, chapter!, userId),
    membersOf(deps, mine.chapterId),
    role === 'president' ? pendingRequestsFor(deps, mine.chapterId) : Promise.resolve([]),
  ]);
  return {
    chapter: page,
    role,
    members,
    joinRequests,
    events: page.upcomingEvents,
    pendingJoinRequests: [],
    pendingApplication: null,
  };
}

// ---------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------

async function presentAdmin(deps: Deps, rows: ChapterRow[]) {
  const ids = rows.map((r) => r.id);
  const [next, pending] = await Promise.all([
    nextMeetings(deps, rows),
    ids.length
      ? deps.db
          .select({ chapterId: chapterJoinRequests.chapterId, n: count() })
          .from(chapterJoinRequests)
          .where(and(inArray(chapterJoinRequests.chapterId, ids), eq(chapterJoinRequests.status, 'pending')))
          .groupBy(chapterJoinRequests.chapterId)
      : Promise.resolve([]),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.chapterId, Number(p.n)]));
  return rows.map((r) => ({
    ...presentChapterItem(r, next.get(r.id) ?? null),
    status: r.status as 'pending' | 'active' | 'inactive',
    presidentId: r.presidentId,
    presidentEmail: r.presidentEmail,
    presidentPhone: r.presidentPhone,
    boardMembers: r.boardMembers.map((b) => ({ name: b.name, title: b.title, userId: b.userId ?? null })),
    pendingJoinRequests: pendingOf.get(r.id) ?? 0,
    createdAt: r.createdAt,
  }));
}

export async function listAdminChapters(deps: Deps, q: z.output<typeof adminChapterListQuery>) {
  const conditions: SQL[] = [];
  if (q.status !== 'all') conditions.push(eq(chapters.status, q.status));
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(
      or(
        ilike(chapters.name, like),
        ilike(chapters.city, like),
        ilike(chapters.state, like),
        ilike(chapters.presidentName, like),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(chapters)
      .where(where)
      .orderBy(asc(sql`lower(${chapters.name})`), asc(chapters.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(chapters).where(where),
  ]);
  return { items: await presentAdmin(deps, rows), total: Number(total?.n ?? 0) };
}

export async function getAdminChapter(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(chapters).where(eq(chapters.id, id));
  if (!row) throw new NotFound(m.notFound);
  const [[chapter], members] = await Promise.all([presentAdmin(deps, [row]), membersOf(deps, id)]);
  return { ...chapter!, members };
}

/** The columns an audit row compares. */
function auditable(row: ChapterRow) {
  return {
    name: row.name,
    city: row.city,
    state: row.state,
    description: row.description,
    status: row.status,
    presidentId: row.presidentId,
    presidentName: row.presidentName,
    boardMembers: row.boardMembers,
    meetingFrequency: row.meetingFrequency,
    meetingDay: row.meetingDay,
    meetingTime: row.meetingTime,
    meetingLocation: row.meetingLocation,
    memberCount: row.memberCount,
  };
}

/**
 * Hands the chapter to a new president (docs/decisions/0085-chapters.md): they become an active
 * member with role 'president' (joining from no chapter; a member of another chapter is a 409),
 * and the former president stays on as a plain member.
 */
async function handOver(deps: Deps, tx: Tx, chapter: ChapterRow, presidentId: number | null) {
  if (chapter.presidentId) {
    await tx
      .update(chapterMembers)
      .set({ role: 'member' })
      .where(and(eq(chapterMembers.chapterId, chapter.id), eq(chapterMembers.userId, chapter.presidentId)));
  }
  if (presidentId === null)
    return { presidentId: null, presidentName: null, presidentEmail: null, presidentPhone: null };
  // An id beyond int4 can match no user (and would fail the query): the shared schema sets no bound.
  const user = presidentId <= MAX_INT4_ID ? await userById(deps, presidentId, tx) : null;
  if (!user) throw new ValidationFailed(m.presidentNotFound, [{ path: 'presidentId', message: m.presidentNotFound }]);
  const current = await membershipOf(deps, presidentId, tx);
  if (current && current.chapterId !== chapter.id) throw new Conflict(m.presidentElsewhere);
  if (current) {
    await tx
      .update(chapterMembers)
      .set({ role: 'president', status: 'active' })
      .where(eq(chapterMembers.id, current.id));
  } else {
    await tx
      .insert(chapterMembers)
      .values({ chapterId: chapter.id, userId: presidentId, role: 'president', status: 'active' });
  }
  return {
    presidentId,
    presidentName: `${user.firstName} ${user.lastName}`.slice(0, 100),
    presidentEmail: user.email,
    presidentPhone: user.mobile,
  };
}

/** Board seats tied to a member make that member 'board'; members no longer seated go back to 'member'. */
async function seatBoard(tx: Tx, chapterId: number, board: BoardMember[], presidentId: number | null) {
  const seated = new Set(board.map((b) => b.userId).filter((id): id is number => typeof id === 'number'));
  const members = await tx.select().from(chapterMembers).where(eq(chapterMembers.chapterId, chapterId));
  const byUser = new Map(members.map((r) => [r.userId, r]));
  for (const userId of seated) {
    const member = byUser.get(userId);
    if (!member || member.status !== 'active') {
      throw new ValidationFailed(m.boardNotMember, [{ path: 'boardMembers', message: m.boardNotMember }]);
    }
  }
  for (const member of members) {
    if (member.userId === presidentId || member.role === 'president') continue;
    const role = seated.has(member.userId) ? 'board' : 'member';
    if (member.role !== role) await tx.update(chapterMembers).set({ role }).where(eq(chapterMembers.id, member.id));
  }
}

export async function updateChapter(
  deps: Deps,
  id: number,
  input: z.output<typeof chapterUpdateSchema>,
  by: number,
  meta: ActivityMeta,
) {
  try {
    await withTransaction(deps.db, async (tx) => {
      const [before] = await tx.select().from(chapters).where(eq(chapters.id, id)).for('update');
      if (!before) throw new NotFound(m.notFound);
      const { presidentId, boardMembers, ...fields } = input;
      const president = presidentId !== before.presidentId ? await handOver(deps, tx, before, presidentId) : {};
      const board: BoardMember[] = boardMembers.map((b) => ({
        name: b.name,
        title: b.title,
        userId: b.userId ?? null,
      }));
      await seatBoard(tx, id, board, presidentId);
      await tx
        .update(chapters)
        .set({ ...fields, ...president, boardMembers: board, updatedAt: new Date() })
        .where(eq(chapters.id, id));
      await recountMembers(tx, id);
      const [after] = await tx.select().from(chapters).where(eq(chapters.id, id));
      await recordActivity(
        tx,
        {
          userId: by,
          action: 'chapter.update',
          resourceType: 'chapter',
          resourceId: id,
          oldValues: auditable(before),
          newValues: auditable(after!),
        },
        meta,
      );
    });
  } catch (err) {
    // The new president joined another chapter between the check and the insert.
    if (isUniqueViolation(err)) throw new Conflict(m.presidentElsewhere);
    throw err;
  }
  const [chapter] = await deps.db.select().from(chapters).where(eq(chapters.id, id));
  return (await presentAdmin(deps, [chapter!]))[0]!;
}

/** Deletes the chapter with its members and requests; its events stay, without a chapter. */
export async function deleteChapter(deps: Deps, id: number, by: number, meta: ActivityMeta) {
  await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(chapters).where(eq(chapters.id, id)).for('update');
    if (!before) throw new NotFound(m.notFound);
    await tx.delete(chapters).where(eq(chapters.id, id));
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'chapter.delete',
        resourceType: 'chapter',
        resourceId: id,
        oldValues: auditable(before),
        newValues: null,
      },
      meta,
    );
  });
}
