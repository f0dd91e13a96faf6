import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { gyms } from './gyms';
import { addressColumns, ts } from './columns';

/** Spec 001 §3 GymSubmission: a gym proposed by a visitor or at registration, reviewed by an admin. */
export const gymSubmissions = pgTable(
  'gym_submissions',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    ...addressColumns(),
    website: varchar({ length: 255 }),
    email: varchar({ length: 255 }),
    submitterName: varchar({ length: 100 }).notNull(),
    submitterEmail: varchar({ length: 255 }).notNull(),
    submitterRelation: varchar({ length: 50 }),
    /** The user who registered against this pending submission, attached at approval. */
    submittedByUserId: integer(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    adminNotes: text(),
    reviewedBy: integer(),
    reviewedAt: ts(),
    approvedGymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    duplicateOfGymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gym_submissions_status_idx').on(t.status, t.createdAt),
    index('gym_submissions_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
