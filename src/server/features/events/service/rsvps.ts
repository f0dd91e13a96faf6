import { and, asc, desc, eq, gte, lt, count } from 'drizzle-orm';
import { eventMessages as m, MY_EVENTS_PAGE, type RsvpMode } from '../../../../shared/events';
import { withTransaction } from '../../../db/client';
import { events, gyms, rsvps, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { buildCalendar, calendarFileName, calendarHost } from './calendar';
import { rsvpConfirmationMail } from './mails';
import { eventItemColumns, presentEventItem } from './present';
import { hasTakenPlace } from './queries';

export interface RsvpOut {
  id: number;
  eventId: number;
  userId: number;
  mode: RsvpMode;
  status: 'going' | 'cancelled';
  createdAt: Date;
  updatedAt: Date;
}

const present = (row: typeof rsvps.$inferSelect): RsvpOut => ({
  id: row.id,
  eventId: row.eventId,
  userId: row.userId,
  mode: row.mode as RsvpMode,
  status: row.status as 'going' | 'cancelled',
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The public address of an event page. */
export const eventPageUrl = (deps: Deps, id: number) => `${deps.publicUrl.replace(/\/$/, '')}/events/${id}`;

/**
 * POST /api/events/:id/rsvp (decision 0080). One transaction locks the event row
 * (`SELECT … FOR UPDATE`), so every RSVP to one event waits for the one before it, in this
 * process and in any other on the same PostgreSQL; only then are the going in-person seats
 * counted and the RSVP written. No in-person RSVP is ever written past the capacity.
 * `created` is true for a new or re-activated RSVP (201), false for a mode change (200).
 */
export async function rsvpToEvent(
  deps: Deps,
  eventId: number,
  userId: number,
  mode: RsvpMode,
  meta: ActivityMeta,
): Promise<{ rsvp: RsvpOut; created: boolean }> {
  const result = await withTransaction(deps.db, async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw new NotFound(m.notFound);
    if (hasTakenPlace(event.date)) throw new BadRequest(m.past);
    if (mode === 'zoom' && !event.zoomLink) throw new BadRequest(m.zoomUnavailable);
    const [existing] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)));
    const wasGoing = existing?.status === 'going';
    if (wasGoing && existing.mode === mode) return { rsvp: present(existing), created: false, changed: false, event };
    if (mode === 'in-person') {
      const [taken] = await tx
        .select({ n: count() })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going'), eq(rsvps.mode, 'in-person')));
      if ((taken?.n ?? 0) >= event.capacity) throw new Conflict(m.full);
    }
    const [row] = existing
      ? await tx
          .update(rsvps)
          .set({ mode, status: 'going', updatedAt: new Date() })
          .where(eq(rsvps.id, existing.id))
          .returning()
      : await tx.insert(rsvps).values({ eventId, userId, mode, status: 'going' }).returning();
    await recordActivity(
      tx,
      {
        userId,
        action: wasGoing ? 'event.rsvp.change' : 'event.rsvp',
        resourceType: 'rsvp',
        resourceId: row!.id,
        oldValues: existing ? { eventId, mode: existing.mode, status: existing.status } : null,
        newValues: { eventId, mode, status: 'going' },
      },
      meta,
    );
    return { rsvp: present(row!), created: !wasGoing, changed: true, event };
  });
  if (result.changed) await confirm(deps, userId, result.event, mode);
  return { rsvp: result.rsvp, created: result.created };
}

/**
 * One confirmation per user, event and mode in ten minutes: flipping between Zoom and in person
 * changes the RSVP every time but mails each kind of confirmation once. The counter lives in the
 * database (rate_limits), so every app process shares it.
 */
export const RSVP_CONFIRMATION_WINDOW_MS = 10 * 60_000;
const confirmationRule = { name: 'rsvp-confirmation', max: 1, windowMs: RSVP_CONFIRMATION_WINDOW_MS };

/** The confirmation mail, after the commit; a failure is logged and never fails the RSVP. */
async function confirm(deps: Deps, userId: number, event: typeof events.$inferSelect, mode: RsvpMode) {
  try {
    const { count } = await deps.limiter.hit(confirmationRule, `${userId}:${event.id}:${mode}`);
    if (count > confirmationRule.max) return;
    const [user] = await deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const url = eventPageUrl(deps, event.id);
    const invite = buildCalendar({
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      start: new Date(event.date),
      timeZone: event.timeZone,
      url,
      host: calendarHost(deps.config.PUBLIC_URL),
    });
    await sendMails(deps, [
      rsvpConfirmationMail(user, event, mode, url, { filename: calendarFileName(event.title), content: invite }),
    ]);
  } catch (err) {
    deps.log.error({ err, eventId: event.id }, 'RSVP confirmation could not be prepared');
  }
}

/** DELETE /api/events/:id/rsvp: the RSVP is kept as 'cancelled', its seat is free again. */
export async function cancelRsvp(deps: Deps, eventId: number, userId: number, meta: ActivityMeta): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw new NotFound(m.notFound);
    const [row] = await tx
      .update(rsvps)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId), eq(rsvps.status, 'going')))
      .returning();
    if (!row) throw new NotFound(m.noRsvp);
    await recordActivity(
      tx,
      {
        userId,
        action: 'event.rsvp.cancel',
        resourceType: 'rsvp',
        resourceId: row.id,
        oldValues: { eventId, mode: row.mode, status: 'going' },
        newValues: { eventId, mode: row.mode, status: 'cancelled' },
      },
      meta,
    );
  });
}

/** The caller's going RSVP of an event, if any. */
export async function findMyRsvp(deps: Deps, eventId: number, userId: number) {
  const [row] = await deps.db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)));
  return row ? present(row) : null;
}

/**
 * GET /api/my-events: going RSVPs, the `upcoming` soonest upcoming ones, then the `past` latest
 * past ones (decision 0187). Empty sides are not queried.
 */
export async function listMyEvents(
  deps: Deps,
  userId: number,
  { upcoming: upcomingLimit, past: pastLimit }: { upcoming: number; past: number } = MY_EVENTS_PAGE,
) {
  const now = new Date().toISOString();
  const base = () =>
    deps.db
      .select({
        ...eventItemColumns,
        rsvpId: rsvps.id,
        rsvpMode: rsvps.mode,
        rsvpStatus: rsvps.status,
        rsvpCreatedAt: rsvps.createdAt,
      })
      .from(rsvps)
      .innerJoin(events, eq(events.id, rsvps.eventId))
      .leftJoin(gyms, eq(gyms.id, events.gymId));
  const mine = and(eq(rsvps.userId, userId), eq(rsvps.status, 'going'));
  const [upcoming, past] = await Promise.all([
    upcomingLimit > 0
      ? base()
          .where(and(mine, gte(events.date, now)))
          .orderBy(asc(events.date), asc(events.id))
          .limit(upcomingLimit)
      : [],
    pastLimit > 0
      ? base()
          .where(and(mine, lt(events.date, now)))
          .orderBy(desc(events.date), desc(events.id))
          .limit(pastLimit)
      : [],
  ]);
  return [...upcoming, ...past].map((row) => {
    const zoom = row.rsvpMode === 'zoom';
    return {
      id: row.rsvpId,
      eventId: row.id,
      mode: row.rsvpMode as RsvpMode,
      status: row.rsvpStatus as 'going' | 'cancelled',
      createdAt: row.rsvpCreatedAt,
      event: {
        ...presentEventItem(row),
        ...(zoom ? { zoomLink: row.zoomLink, zoomPassword: row.zoomPassword } : {}),
      },
    };
  });
}
