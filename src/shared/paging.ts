import { z } from 'zod';

/**
 * The one paging shape of a list call (decision 0147): `page` and `pageSize` in, `{ items, total,
 * page, pageSize }` out. A pageSize over PAGE_SIZE_MAX is a 400, not quietly cut.
 */
export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Far past any real list; keeps the offset (page - 1) * pageSize a safe integer. */
const PAGE_MAX = 100_000;

export const pagingMessages = {
  page: 'Page must be a whole number of 1 or more',
  pageSize: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  offset: 'Offset must be a whole number of 0 or more',
} as const;

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** `page` (1 or more, 1 unless asked) and `pageSize` (1 to 100, `size` unless asked) of a list. */
export function pageQueryOf(size = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: whole(pagingMessages.page, 1, PAGE_MAX).default(1),
    pageSize: whole(pagingMessages.pageSize, 1, PAGE_SIZE_MAX).default(size),
  });
}

/** `?page=…&pageSize=…` (20 a page unless asked); extend it with a list's filters. */
export const pageQuery = pageQueryOf();
export type PageQuery = z.output<typeof pageQuery>;

/** The answer of a paged list: one page of `item`, how many there are in all, and the page asked. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * `limit` (1 to `max`, `size` unless asked) and `offset` (0 or more): only for the lists whose
 * contract fixed this shape before decision 0147 (the meet history, with X-Total-Count).
 */
export function limitOffsetQuery(size: number, max = 100) {
  const limit = pagingMessages.limit(max);
  return {
    limit: whole(limit, 1, max).default(size),
    offset: whole(pagingMessages.offset, 0, 1_000_000).default(0),
  };
}
