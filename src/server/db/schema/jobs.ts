import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

/**
 * The job queue (decision 0102): every long piece of work is a row here. A worker claims
 * the oldest due queued row with FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL
 * share the work; the embedded database runs the same statements.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 50 }).notNull(),
    status: varchar({ length: 20 }).notNull().default('queued'),
    payload: jsonb().notNull().default({}),
    result: jsonb(),
    error: text(),
    progress: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(3),
    /** When a queued job may run next (later after a failed attempt: backoff). */
    runAt: ts().notNull().defaultNow(),
    lockedBy: varchar({ length: 100 }),
    /** Set when claimed and renewed while it runs: a heartbeat the reaper reads. */
    lockedAt: ts(),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    startedAt: ts(),
    finishedAt: ts(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'processing', 'completed', 'failed')`),
    index('jobs_claim_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
    // The retention sweep finds finished jobs by their end (platform/retention.ts).
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} in ('completed', 'failed')`),
    // One retention job per day however many processes schedule it (decision 0175).
    uniqueIndex('jobs_retention_day_idx')
      .on(sql`(${t.payload}->>'day')`)
      .where(sql`${t.kind} = 'retention'`),
  ],
);
