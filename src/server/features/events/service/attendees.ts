import { and, asc, eq } from 'drizzle-orm';
import { eventMessages as m, type RsvpMode } from '../../../../shared/events';
import { events, gyms, rsvps, users } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { toCsv } from '../../../platform/csv';

/** GET /api/admin/events/:id/attendees: the going RSVPs, earliest first. */
export async function listAttendees(deps: Deps, eventId: number) {
  const [event] = await deps.db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFound(m.notFound);
  const rows = await deps.db
    .select({
      rsvpId: rsvps.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      gymName: gyms.name,
      mode: rsvps.mode,
      createdAt: rsvps.createdAt,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .leftJoin(gyms, eq(gyms.id, users.gymId))
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going')))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return {
    title: event.title,
    attendees: rows.map((r) => ({
      rsvpId: r.rsvpId,
      userId: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      gymName: r.gymName,
      mode: r.mode as RsvpMode,
      createdAt: r.createdAt,
    })),
  };
}

/** The attendee list as CSV (header row, RFC 4180, formula-safe cells). */
export async function attendeesCsv(deps: Deps, eventId: number): Promise<{ title: string; csv: string }> {
  const { title, attendees } = await listAttendees(deps, eventId);
  const csv = toCsv([
    ['Name', 'Email', 'Gym', 'Mode', 'RSVP date'],
    ...attendees.map((a) => [
      a.name,
      a.email,
      a.gymName,
      a.mode === 'zoom' ? 'Zoom' : 'In person',
      a.createdAt.toISOString(),
    ]),
  ]);
  return { title, csv };
}
