import type { ReadCache } from './read-cache';

/** A search whose matches are more than this is paged by the database, one page at a time. */
export const MATCHES_KEPT_MAX = 5_000;
/** How long a search's matches are kept; any write empties them sooner (platform/invalidation.ts). */
export const MATCHES_TTL_MS = 5_000;

/**
 * The ids a search matches, in the list's order, read once and kept (decision 0188).
 *
 * A paged search used to ask the database twice per page: the page (an ordered scan that filtered
 * rows until it had enough) and the count (every match's row read again to recheck it). One read of
 * the ordered matching ids answers both, for this page and the next ones: the total is their number,
 * a page is a slice. They are kept in the app's read cache under `key` for MATCHES_TTL_MS, and a
 * write anywhere empties it, here and in the other processes, so the next page after an edit is read
 * afresh.
 *
 * `load(limit)` reads at most `limit` ids in order. A search that matches more than MATCHES_KEPT_MAX
 * answers null, and the caller pages it in the database as before (a one-letter search of 100,000
 * members is not kept in memory).
 */
export async function searchMatches(
  deps: { reads: ReadCache },
  key: string,
  load: (limit: number) => Promise<number[]>,
): Promise<number[] | null> {
  const ids = await deps.reads.read(`matches:${key}`, MATCHES_TTL_MS, () => load(MATCHES_KEPT_MAX + 1));
  return ids.length > MATCHES_KEPT_MAX ? null : ids;
}

/** One page of kept matches: its ids and the total. */
export function pageOfMatches(ids: number[], page: number, pageSize: number): { ids: number[]; total: number } {
  return { ids: ids.slice((page - 1) * pageSize, page * pageSize), total: ids.length };
}

/** `rows` (read by id, in no order) in the order of `ids`; an id without a row is left out. */
export function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
