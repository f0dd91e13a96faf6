import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chapters } from './chapters';
import { gyms } from './gyms';
import { ownedBy, ts } from './columns';

/** Spec 001 §3 Event: a breakfast, workshop or meetup hosted by a gym, optionally for a chapter. */
export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    chapterId: integer().references(() => chapters.id, { onDelete: 'set null' }),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    location: varchar({ length: 255 }).notNull(),
    date: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    /** The venue's IANA time zone: the clock the event is told in (docs/decisions/0158-venue-time-zones.md). */
    timeZone: varchar({ length: 64 }).notNull().default('America/New_York'),
    imageData: text(),
    imageName: varchar({ length: 255 }),
    imageType: varchar({ length: 100 }),
    capacity: integer().notNull(),
    /**
     * Going RSVPs per mode, kept by the `rsvps_going_counts` triggers on rsvps (migration 0023,
     * decision 0180): whatever writes an RSVP (the app, a cascade, a bulk insert) moves them in the
     * same transaction. The app reads them and never writes them.
     */
    goingInPerson: integer().notNull().default(0),
    goingZoom: integer().notNull().default(0),
    zoomLink: text(),
    zoomPassword: varchar({ length: 100 }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('events_date_idx').on(t.date), index('events_chapter_idx').on(t.chapterId)],
);

/**
 * Spec 001 §3 rsvps: one row per user and event. `status` is 'going' or 'cancelled' (a cancelled
 * RSVP keeps its row, so saying yes again reuses it); `mode` is 'in-person' or 'zoom'. Only going
 * in-person RSVPs take a seat of the event's capacity.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    eventId: ownedBy(() => events.id),
    status: varchar({ length: 20 }).notNull().default('going'),
    mode: varchar({ length: 20 }).notNull().default('in-person'),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rsvps_event_user_idx').on(t.eventId, t.userId),
    index('rsvps_user_idx').on(t.userId),
    // Going counts per event and mode, answered from the index alone (decision 0179).
    index('rsvps_event_going_mode_idx')
      .on(t.eventId, t.mode)
      .where(sql`${t.status} = 'going'`),
  ],
);

/** Spec 001 §3 event_documents: a video or presentation linked from an event. */
export const eventDocuments = pgTable(
  'event_documents',
  {
    id: serial().primaryKey(),
    eventId: ownedBy(() => events.id),
    type: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('event_documents_event_idx').on(t.eventId)],
);
