import type { Page, PageQuery } from '../../shared/paging';

/**
 * The one server helper of a paged list (decision 0147): runs the page's query and the count
 * together and answers `{ items, total, page, pageSize }`.
 *
 *   return pageOf(query, (limit, offset) => db.select()…limit(limit).offset(offset),
 *     async () => (await db.select({ n: count() })…)[0]?.n ?? 0);
 */
export async function pageOf<T>(
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const { page, pageSize } = query;
  const [items, total] = await Promise.all([rows(pageSize, (page - 1) * pageSize), count()]);
  return { items, total: Number(total), page, pageSize };
}

/** The same page with each item turned into what the answer shows. */
export function mapPage<T, U>(page: Page<T>, present: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(present) };
}
