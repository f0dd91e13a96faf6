import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { spotsLeft, type adminEventSchema, type eventItemSchema } from '../../../../shared/events';
import { events, gyms, eventDocuments } from '../../../db/schema/index';
import { chapterNameOf, chapterPresidentOf } from '../../chapters/index';

/** An admin event as the route returns it (timestamps as Dates; the serializer writes ISO text). */
export type AdminEventOut = z.output<typeof adminEventSchema>;
export type EventItemOut = z.output<typeof eventItemSchema>;

/**
 * What a list item is built from (`presentEventItem`): the row without the image bytes, the gym and
 * chapter names, and the going RSVP counts (kept on the event row). Select them `from(events)`
 * joined to its gym. The lists read only these (decision 0187).
 */
export const eventItemColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  date: events.date,
  timeZone: events.timeZone,
  capacity: events.capacity,
  gymId: events.gymId,
  chapterId: events.chapterId,
  zoomLink: events.zoomLink,
  zoomPassword: events.zoomPassword,
  hasImage: sql<boolean>`(${events.imageData} is not null)`.mapWith(Boolean),
  updatedAt: events.updatedAt,
  gymName: gyms.name,
  chapterName: chapterNameOf(events.chapterId),
  // Kept by triggers on rsvps (decision 0180), so a list does not count each event's RSVPs.
  inPersonCount: events.goingInPerson,
  zoomCount: events.goingZoom,
};

/**
 * Every event answer's columns: a list item's and what only the admin and the detail read (the
 * author, the creation time, the chapter's president and the document count, the last two
 * subqueries run for each row).
 */
export const eventColumns = {
  ...eventItemColumns,
  createdBy: events.createdBy,
  createdAt: events.createdAt,
  chapterPresidentId: chapterPresidentOf(events.chapterId),
  documentCount:
    sql<number>`(select count(*) from ${eventDocuments} where ${eventDocuments.eventId} = ${events.id})`.mapWith(
      Number,
    ),
};

/** A row selected with `eventItemColumns`. */
export type EventItemRow = Pick<EventRow, keyof typeof eventItemColumns>;

export interface EventRow {
  id: number;
  title: string;
  description: string;
  location: string;
  date: string;
  timeZone: string;
  capacity: number;
  gymId: number;
  chapterId: number | null;
  zoomLink: string | null;
  zoomPassword: string | null;
  hasImage: boolean;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  gymName: string | null;
  chapterName: string | null;
  chapterPresidentId: number | null;
  inPersonCount: number;
  zoomCount: number;
  documentCount: number;
}

/** The date as the database gives it (`2026-05-01 08:00:00+00`) as ISO 8601 (`2026-05-01T08:00:00.000Z`). */
export function isoDate(value: string | Date): string {
  return new Date(value).toISOString();
}

/** The public image address; `?v=` changes with every edit, so the image may be cached for long. */
export function eventImageUrl(row: { id: number; hasImage: boolean; updatedAt: Date }): string | null {
  return row.hasImage ? `/api/events/${row.id}/image?v=${row.updatedAt.getTime()}` : null;
}

/** One event for the public lists: never the Zoom link or password. */
export function presentEventItem(row: EventItemRow): EventItemOut {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    date: isoDate(row.date),
    timeZone: row.timeZone,
    capacity: row.capacity,
    gymId: row.gymId,
    gymName: row.gymName,
    chapterId: row.chapterId,
    chapterName: row.chapterName,
    imageUrl: eventImageUrl(row),
    rsvpCount: row.inPersonCount + row.zoomCount,
    spotsLeft: spotsLeft(row.capacity, row.inPersonCount),
    hasZoom: Boolean(row.zoomLink),
  };
}

/** One event for the admin: everything, with the counts per mode. */
export function presentAdminEvent(row: EventRow): AdminEventOut {
  return {
    ...presentEventItem(row),
    zoomLink: row.zoomLink,
    zoomPassword: row.zoomPassword,
    inPersonCount: row.inPersonCount,
    zoomCount: row.zoomCount,
    documentCount: row.documentCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What an audit row keeps of an event (no image bytes). */
export function auditValues(
  row: Pick<
    EventRow,
    | 'title'
    | 'description'
    | 'location'
    | 'date'
    | 'timeZone'
    | 'capacity'
    | 'gymId'
    | 'chapterId'
    | 'zoomLink'
    | 'zoomPassword'
  >,
) {
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    date: isoDate(row.date),
    timeZone: row.timeZone,
    capacity: row.capacity,
    gymId: row.gymId,
    chapterId: row.chapterId,
    zoomLink: row.zoomLink,
    zoomPassword: row.zoomPassword ? '(set)' : null,
  };
}
