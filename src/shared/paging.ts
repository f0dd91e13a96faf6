import { z } from 'zod';

/** The paging of a list call (`?limit=…&offset=…`), with messages a person reads. */
export const pagingMessages = {
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  offset: 'Offset must be a whole number of 0 or more',
} as const;

/** `limit` (1 to `max`, `size` unless asked) and `offset` (0 or more) of a paged list. */
export function pageQuery(size: number, max = 100) {
  const limit = pagingMessages.limit(max);
  return {
    limit: z.coerce.number({ error: limit }).int(limit).min(1, limit).max(max, limit).default(size),
    offset: z.coerce
      .number({ error: pagingMessages.offset })
      .int(pagingMessages.offset)
      .min(0, pagingMessages.offset)
      .max(1_000_000, pagingMessages.offset)
      .default(0),
  };
}
