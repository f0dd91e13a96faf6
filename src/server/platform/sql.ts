import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::int[])`: the ids travel as one array parameter. Drizzle's `inArray` writes one
 * parameter per id, and building those is a measurable part of a list call that looks up a page of
 * 50 or 200 rows by id (decision 0181). For integer id columns.
 */
export function anyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
