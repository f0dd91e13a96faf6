import { count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { anyOf } from './sql';

/**
 * How many rows of `column`'s table point at each of `ids`, in one grouped count (a page's member,
 * program or area counts after the page is chosen). An id nobody points at is absent: read with `?? 0`.
 */
export async function countsFor(db: Db, column: PgColumn, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ key: column, n: count() })
    .from(column.table)
    .where(anyOf(column, ids))
    .groupBy(column);
  return new Map(rows.map((r) => [Number(r.key), Number(r.n)]));
}
