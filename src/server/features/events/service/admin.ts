import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  eventMessages as m,
  type adminEventListQuery,
  type AdminEventWhen,
  type EventValues,
} from '../../../../shared/events';
import { withTransaction, type Tx } from '../../../db/client';
import { events, gyms, rsvps, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { chapterExists } from '../../chapters/index';
import { zoneForRegion } from '../../../../shared/time-zones';
import { invalidateMetrics } from '../../dashboard/index';
import { listDocuments } from './documents';
import { cancellationMail } from './mails';
import { auditValues, presentAdminEvent, type AdminEventOut } from './present';
import { findEventRow, selectEvents } from './queries';
import { containsPattern } from '../../../platform/search';

/**
 * The gym and chapter an event names must exist (spec 001 §5: 'Please select a gym'). Returns the
 * zone the event is told in: the one asked for, else `kept` (an edit that names none), else the
 * gym's state or province's.
 */
async function checkReferences(
  tx: Tx,
  values: EventValues,
  kept?: { gymId: number; timeZone: string },
): Promise<string> {
  const [gym] = await tx
    .select({ id: gyms.id, state: gyms.state, country: gyms.country })
    .from(gyms)
    .where(eq(gyms.id, values.gymId));
  if (!gym) throw new BadRequest(m.gymRequired);
  if (values.chapterId !== null && !(await chapterExists(tx, values.chapterId))) {
    throw new BadRequest('Please select a chapter');
  }
  if (values.timeZone) return values.timeZone;
  if (kept && kept.gymId === gym.id) return kept.timeZone;
  return zoneForRegion(gym.state, gym.country);
}

function columnsOf(values: EventValues, timeZone: string) {
  return {
    gymId: values.gymId,
    chapterId: values.chapterId,
    title: values.title,
    description: values.description,
    location: values.location,
    date: values.date,
    timeZone,
    capacity: values.capacity,
    zoomLink: values.zoomLink,
    zoomPassword: values.zoomLink ? (values.zoomPassword ?? null) : null,
  };
}

/** The event after a write, presented for the admin. */
async function adminEventOf(deps: Deps, id: number): Promise<AdminEventOut> {
  const row = await findEventRow(deps, id);
  if (!row) throw new NotFound(m.notFound);
  return presentAdminEvent(row);
}

/**
 * Creates an event (the admin form, or a chapter president's event through the chapters
 * feature) and records it in the activity log. Returns it as the admin sees it.
 */
export async function createEvent(
  deps: Deps,
  values: EventValues,
  actor: { id: number },
  meta: ActivityMeta,
): Promise<AdminEventOut> {
  const id = await withTransaction(deps.db, async (tx) => {
    const timeZone = await checkReferences(tx, values);
    const [created] = await tx
      .insert(events)
      .values({ ...columnsOf(values, timeZone), createdBy: actor.id })
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.create',
        resourceType: 'event',
        resourceId: created!.id,
        newValues: auditValues(created!),
      },
      meta,
    );
    return created!.id;
  });
  invalidateMetrics(deps);
  return adminEventOf(deps, id);
}

/** PUT /api/admin/events/:id. The capacity may go below the seats taken (decision 0080). */
export async function updateEvent(
  deps: Deps,
  id: number,
  values: EventValues,
  actor: { id: number },
  meta: ActivityMeta,
): Promise<AdminEventOut> {
  await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw new NotFound(m.notFound);
    const timeZone = await checkReferences(tx, values, before);
    const [after] = await tx
      .update(events)
      .set({ ...columnsOf(values, timeZone), updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.update',
        resourceType: 'event',
        resourceId: id,
        oldValues: auditValues(before),
        newValues: auditValues(after!),
      },
      meta,
    );
  });
  invalidateMetrics(deps);
  return adminEventOf(deps, id);
}

/** DELETE /api/admin/events/:id: the RSVPs and documents go with it; going attendees get a mail. */
export async function deleteEvent(deps: Deps, id: number, actor: { id: number }, meta: ActivityMeta): Promise<void> {
  const { event, attendees } = await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw new NotFound(m.notFound);
    const going = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(and(eq(rsvps.eventId, id), eq(rsvps.status, 'going')));
    await tx.delete(events).where(eq(events.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.delete',
        resourceType: 'event',
        resourceId: id,
        oldValues: { ...auditValues(before), goingRsvps: going.length },
      },
      meta,
    );
    return { event: before, attendees: going };
  });
  invalidateMetrics(deps);
  await sendMails(
    deps,
    attendees.map((a) => cancellationMail(a, event)),
  );
}

/**
 * The admin list's order: what comes next first. Upcoming events soonest first; past events most
 * recent first; all of them, the upcoming ones (soonest first) before the past ones (most recent first).
 */
function adminEventOrder(when: AdminEventWhen, now: string): SQL[] {
  if (when === 'upcoming') return [asc(events.date), asc(events.id)];
  if (when === 'past') return [desc(events.date), desc(events.id)];
  return [
    sql`${events.date} < ${now}`,
    sql`case when ${events.date} >= ${now} then ${events.date} end asc`,
    desc(events.date),
    asc(events.id),
  ];
}

/** GET /api/admin/events: search on title and location, upcoming/past/all, paged, what comes next first. */
export async function listAdminEvents(
  deps: Deps,
  query: z.output<typeof adminEventListQuery>,
): Promise<{ items: AdminEventOut[]; total: number }> {
  const conditions: SQL[] = [];
  const now = new Date().toISOString();
  if (query.when === 'upcoming') conditions.push(gte(events.date, now));
  if (query.when === 'past') conditions.push(lt(events.date, now));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(events.title, pattern), ilike(events.location, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectEvents(deps, where)
      .orderBy(...adminEventOrder(query.when, now))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(events).where(where),
  ]);
  return { items: rows.map(presentAdminEvent), total: total?.n ?? 0 };
}

/** GET /api/admin/events/:id: the event with its documents. */
export async function getAdminEvent(deps: Deps, id: number) {
  const row = await findEventRow(deps, id);
  if (!row) throw new NotFound(m.notFound);
  return { ...presentAdminEvent(row), documents: await listDocuments(deps, id) };
}
