import { useQuery } from '@tanstack/react-query';

/**
 * How many items of a paged admin list wait for a decision: the list's `total` for
 * `?status=pending`, asked with a page of one so only the count travels. Undefined while it loads,
 * when it fails, or when `enabled` is false (the caller may not open the list). The query key
 * starts with the list's path, so the list's own invalidation after a decision reloads it too.
 */
export function usePendingCount(path: string, enabled: boolean): number | undefined {
  const query = useQuery<{ total: number }>({ queryKey: [`${path}?status=pending&page=1&pageSize=1`], enabled });
  return enabled ? query.data?.total : undefined;
}
