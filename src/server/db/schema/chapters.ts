import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy, ts } from './columns';

/** A board seat of a chapter (spec 001 §3 chapters.boardMembers). */
export interface BoardMember {
  name: string;
  title: string;
  userId?: number | null;
}

/**
 * Spec 001 §3 chapters: a local breakfast club. Status starts 'pending' (spec 001 §4); an approved
 * application creates it 'active'; an admin may set it 'inactive'. `memberCount` counts the active
 * members and is kept in the transaction that changes chapter_members.
 */
export const chapters = pgTable(
  'chapters',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 50 }).notNull(),
    description: text(),
    presidentId: integer().references(() => users.id, { onDelete: 'set null' }),
    presidentName: varchar({ length: 100 }),
    presidentEmail: varchar({ length: 255 }),
    presidentPhone: varchar({ length: 30 }),
    boardMembers: jsonb().$type<BoardMember[]>().notNull().default([]),
    meetingFrequency: varchar({ length: 50 }),
    meetingDay: varchar({ length: 20 }),
    meetingTime: varchar({ length: 20 }),
    meetingLocation: varchar({ length: 255 }),
    status: varchar({ length: 20 }).notNull().default('pending'),
    memberCount: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('chapters_status_idx').on(t.status)],
);

/** Spec 001 §3 chapter_applications: a member's request to start a chapter; starts pending. */
export const chapterApplications = pgTable(
  'chapter_applications',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    chapterName: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 30 }).notNull(),
    why: text().notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    rejectionReason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts(),
    chapterId: integer().references(() => chapters.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('chapter_applications_status_idx').on(t.status, t.createdAt)],
);

/**
 * Spec 001 §3 chapter_members: status starts 'pending' (spec 001 §4); members added by an approval
 * are 'active'. `role` is 'president', 'board' or 'member'. A user belongs to one chapter at most.
 */
export const chapterMembers = pgTable(
  'chapter_members',
  {
    id: serial().primaryKey(),
    chapterId: ownedBy(() => chapters.id),
    userId: ownedBy(() => users.id),
    role: varchar({ length: 20 }).notNull().default('member'),
    status: varchar({ length: 20 }).notNull().default('pending'),
    joinedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chapter_members_user_idx').on(t.userId), index('chapter_members_chapter_idx').on(t.chapterId)],
);

/** Spec 001 §3 chapter_join_requests: starts pending; the president approves or denies it. */
export const chapterJoinRequests = pgTable(
  'chapter_join_requests',
  {
    id: serial().primaryKey(),
    chapterId: ownedBy(() => chapters.id),
    userId: ownedBy(() => users.id),
    message: text(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chapter_join_requests_pending_idx')
      .on(t.chapterId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('chapter_join_requests_chapter_idx').on(t.chapterId, t.status),
  ],
);
