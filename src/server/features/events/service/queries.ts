import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { events, gyms } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { eventColumns, eventItemColumns, isoDate, presentEventItem, type EventItemOut, type EventRow } from './present';
import { anyOf } from '../../../platform/sql';

/** Events with their gym, chapter and counts, filtered by `where`. */
export function selectEvents(deps: Deps, where?: SQL) {
  return deps.db.select(eventColumns).from(events).leftJoin(gyms, eq(gyms.id, events.gymId)).where(where);
}

/** One event with its gym, chapter and counts, or undefined. */
export async function findEventRow(deps: Deps, id: number): Promise<EventRow | undefined> {
  const [row] = await selectEvents(deps, eq(events.id, id));
  return row;
}

export interface EventListOptions {
  chapterId?: number;
  /** Past events (latest first) instead of upcoming ones (soonest first). */
  past?: boolean;
  limit?: number;
  offset?: number;
  /**
   * Who is looking. The items do not vary by viewer today (no Zoom link in a list), so it is
   * accepted and not used; callers that know the viewer may pass it.
   */
  viewerId?: number | null;
}

/** GET /api/events: upcoming events (from now on) soonest first, or past ones latest first. */
export async function listEventItems(deps: Deps, options: EventListOptions = {}): Promise<EventItemOut[]> {
  const now = new Date().toISOString();
  const conditions: SQL[] = [options.past ? lt(events.date, now) : gte(events.date, now)];
  if (options.chapterId !== undefined) conditions.push(eq(events.chapterId, options.chapterId));
  const rows = await deps.db
    .select(eventItemColumns)
    .from(events)
    .leftJoin(gyms, eq(gyms.id, events.gymId))
    .where(and(...conditions))
    .orderBy(options.past ? desc(events.date) : asc(events.date), options.past ? desc(events.id) : asc(events.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 100))
    .offset(Math.max(options.offset ?? 0, 0));
  return rows.map(presentEventItem);
}

/** The date (ISO 8601) of each chapter's next upcoming event; chapters without one are absent. */
export async function nextEventDates(deps: Deps, chapterIds: number[]): Promise<Map<number, NextMeeting>> {
  const ids = [...new Set(chapterIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) return new Map();
  const rows = await deps.db
    .selectDistinctOn([events.chapterId], { chapterId: events.chapterId, date: events.date, timeZone: events.timeZone })
    .from(events)
    .where(and(anyOf(events.chapterId, ids), gte(events.date, new Date().toISOString())))
    .orderBy(events.chapterId, asc(events.date), asc(events.id));
  const next = new Map<number, NextMeeting>();
  for (const row of rows) {
    if (row.chapterId !== null) next.set(row.chapterId, { date: isoDate(row.date), timeZone: row.timeZone });
  }
  return next;
}

/** A chapter's next event: when, and the venue's zone it is told in. */
export interface NextMeeting {
  date: string;
  timeZone: string;
}

/** Whether an event starts before now. */
export function hasTakenPlace(date: string, now = new Date()): boolean {
  return new Date(date).getTime() < now.getTime();
}
