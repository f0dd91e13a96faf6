import { boolean, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Spec 001 §3 SystemErrorLog: every 5xx is recorded here with its request. */
export const systemErrorLog = pgTable('system_error_log', {
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
});
