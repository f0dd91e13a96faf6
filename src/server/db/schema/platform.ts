import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Fixed-window counters shared by every app process (platform/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 300 }).primaryKey(),
    count: integer().notNull(),
    resetAt: ts().notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Small key/value facts the platform keeps (e.g. whether demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  updatedAt: ts().notNull().defaultNow(),
});
