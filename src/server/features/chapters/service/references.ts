import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { chapters } from '../../../db/schema/index';

/**
 * How another feature refers to a chapter without reading the chapters table itself: whether one
 * exists, and its name and president beside a row that holds a chapter id (null when it holds none).
 * This file imports no other feature, so the chapters index never leads back to the events that use it.
 */

/** Whether a chapter with this id exists, whatever its status, inside the caller's transaction. */
export async function chapterExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, id));
  return row !== undefined;
}

/** The `column` of the chapter `chapterId` points to, as a select field (null when it points to none). */
function fieldOf<T>(column: AnyPgColumn<{ data: T }>, chapterId: AnyPgColumn): SQL<T | null> {
  return sql<T | null>`(select ${column} from ${chapters} where ${chapters.id} = ${chapterId})`.mapWith(column);
}

/** A select field: the name of the chapter `chapterId` points to, or null. */
export const chapterNameOf = (chapterId: AnyPgColumn) => fieldOf<string>(chapters.name, chapterId);

/** A select field: the president (user id) of the chapter `chapterId` points to, or null. */
export const chapterPresidentOf = (chapterId: AnyPgColumn) => fieldOf<number>(chapters.presidentId, chapterId);
