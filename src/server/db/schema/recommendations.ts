import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy, ts } from './columns';

/** The columns books and podcasts share (spec 001 §3 Content: "podcasts: the same …"). */
const listed = () => ({
  id: serial().primaryKey(),
  title: varchar({ length: 255 }).notNull(),
  imageUrl: text(),
  /** Spec 001 §9: 0–5. */
  rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  description: text(),
  categories: text().array().notNull().default([]),
  /**
   * Spec 001 §5: gymnastics, ninja or swim where the item is specific to that kind of gym; null for
   * one every gym can use (a business book). A list filtered by a type shows both (decision 0157).
   */
  businessType: varchar({ length: 20 }),
  displayOrder: integer().notNull().default(0),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
});

export const books = pgTable(
  'books',
  { ...listed(), author: varchar({ length: 255 }).notNull(), amazonUrl: text() },
  (t) => [index('books_business_type_idx').on(t.businessType)],
);

export const podcasts = pgTable(
  'podcasts',
  { ...listed(), host: varchar({ length: 255 }).notNull(), youtubeUrl: text() },
  (t) => [index('podcasts_business_type_idx').on(t.businessType)],
);

/** One vote per member and book: the primary key makes a second vote replace the first. */
export const bookVotes = pgTable(
  'book_votes',
  {
    bookId: ownedBy(() => books.id),
    userId: ownedBy(() => users.id),
    vote: smallint().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.userId] }), check('book_votes_vote_check', sql`${t.vote} in (-1, 1)`)],
);

export const podcastVotes = pgTable(
  'podcast_votes',
  {
    podcastId: ownedBy(() => podcasts.id),
    userId: ownedBy(() => users.id),
    vote: smallint().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.podcastId, t.userId] }),
    check('podcast_votes_vote_check', sql`${t.vote} in (-1, 1)`),
  ],
);

export const bookComments = pgTable(
  'book_comments',
  {
    id: serial().primaryKey(),
    bookId: ownedBy(() => books.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('book_comments_book_idx').on(t.bookId, t.createdAt)],
);

export const podcastComments = pgTable(
  'podcast_comments',
  {
    id: serial().primaryKey(),
    podcastId: ownedBy(() => podcasts.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('podcast_comments_podcast_idx').on(t.podcastId, t.createdAt)],
);
