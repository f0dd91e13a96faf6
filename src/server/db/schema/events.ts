import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { gyms } from './gyms';
import { ownedBy } from './columns';

/** Spec 001 §3 Event. The events feature (RSVPs, documents) builds on this table. */
export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    chapterId: integer(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    location: varchar({ length: 255 }).notNull(),
    date: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    imageData: text(),
    imageName: varchar({ length: 255 }),
    imageType: varchar({ length: 100 }),
    capacity: integer().notNull(),
    zoomLink: text(),
    zoomPassword: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_date_idx').on(t.date)],
);
