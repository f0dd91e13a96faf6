import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Spec 001 §3 SystemErrorLog: every 5xx is recorded here with its request. Identical errors are
 * grouped (docs/decisions/0075-grouped-server-errors.md): while an entry is unresolved, the same
 * fingerprint adds to its `occurrences` and moves `lastSeenAt` instead of adding a row;
 * `occurredAt` stays the first time it happened.
 */
export const systemErrorLog = pgTable(
  'system_error_log',
  {
    id: serial().primaryKey(),
    userId: integer(),
    errorType: varchar({ length: 100 }).notNull(),
    errorCode: varchar({ length: 50 }),
    errorMessage: text().notNull(),
    stackTrace: text(),
    requestId: varchar({ length: 64 }),
    requestUrl: text(),
    requestMethod: varchar({ length: 10 }),
    requestBody: jsonb(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    severity: varchar({ length: 20 }).notNull().default('error'),
    resolved: boolean().notNull().default(false),
    resolvedBy: integer(),
    resolvedAt: ts(),
    resolutionNotes: text(),
    occurredAt: ts().notNull().defaultNow(),
    /** sha256 of the error's name, message, route and first stack frames; null on rows from before grouping. */
    fingerprint: varchar({ length: 64 }),
    occurrences: integer().notNull().default(1),
    lastSeenAt: ts().notNull().defaultNow(),
  },
  (t) => [
    // At most one open entry per fingerprint: the target of the recording upsert.
    uniqueIndex('system_error_log_open_fingerprint_idx')
      .on(t.fingerprint)
      .where(sql`resolved = false`),
    // The retention sweep finds resolved entries by when they were resolved.
    index('system_error_log_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`resolved = true`),
  ],
);
