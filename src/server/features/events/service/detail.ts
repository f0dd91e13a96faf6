import { eq } from 'drizzle-orm';
import { eventMessages as m } from '../../../../shared/events';
import { events } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { buildCalendar, calendarHost } from './calendar';
import { listDocuments } from './documents';
import { isoDate, presentEventItem } from './present';
import { findEventRow } from './queries';
import { eventPageUrl, findMyRsvp } from './rsvps';

/** Who is looking at an event: null for a visitor. */
export interface EventViewer {
  id: number;
  /** An admin, or a holder of events.manage. */
  managesEvents: boolean;
}

/**
 * GET /api/events/:id. The Zoom link and password go only to a viewer holding a going zoom RSVP,
 * the event's chapter president, an admin or a holder of events.manage (spec 001 §5).
 */
export async function getEventDetail(deps: Deps, id: number, viewer: EventViewer | null) {
  const row = await findEventRow(deps, id);
  if (!row) throw new NotFound(m.notFound);
  const [documents, myRsvp] = await Promise.all([
    listDocuments(deps, id),
    viewer ? findMyRsvp(deps, id, viewer.id) : Promise.resolve(null),
  ]);
  const isPresident = viewer !== null && row.chapterPresidentId === viewer.id;
  const canManage = viewer !== null && (viewer.managesEvents || isPresident);
  const zoomRsvp = myRsvp?.status === 'going' && myRsvp.mode === 'zoom';
  const seesZoom = canManage || zoomRsvp;
  return {
    ...presentEventItem(row),
    documents,
    ...(seesZoom ? { zoomLink: row.zoomLink, zoomPassword: row.zoomPassword } : {}),
    myRsvp: myRsvp ? { id: myRsvp.id, mode: myRsvp.mode, status: myRsvp.status } : null,
    canManage,
  };
}

/** GET /api/events/:id/calendar.ics: the public invite (no Zoom link). */
export async function eventCalendar(deps: Deps, id: number): Promise<{ title: string; ics: string }> {
  const [row] = await deps.db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      location: events.location,
      date: events.date,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, id));
  if (!row) throw new NotFound(m.notFound);
  const ics = buildCalendar({
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    start: new Date(isoDate(row.date)),
    timeZone: row.timeZone,
    url: eventPageUrl(deps, row.id),
    host: calendarHost(deps.config.PUBLIC_URL),
  });
  return { title: row.title, ics };
}
