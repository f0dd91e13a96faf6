import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/paging';
import { ErrorNotice } from './notice';
import { ShowMore } from './show-more';
import { Skeleton } from './skeleton';

interface PagedStateProps<T> {
  list: PagedList<T>;
  /** The loading state's accessible name ('Loading listings'). */
  loadingLabel: string;
  /** The height class of each loading skeleton row ('h-16'). */
  rowHeight?: string;
  /** The message when the first page fails without one of its own. */
  errorFallback: string;
  /** What shows when the list is empty (an empty state with a next step). */
  empty: ReactNode;
  /** The plural noun of the rows, for "Show more" and its failure ('listings'). */
  noun: string;
  children: (items: T[]) => ReactNode;
}

/** QueryState for a list read one page at a time: loading, failed, empty, the rows, and "Show more". */
export function PagedState<T>({
  list,
  loadingLabel,
  rowHeight = 'h-16',
  errorFallback,
  empty,
  noun,
  children,
}: PagedStateProps<T>) {
  if (list.isPending)
    return (
      <div role="status" aria-label={loadingLabel} className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={rowHeight} />
        ))}
      </div>
    );
  if (list.failed) return <ErrorNotice error={list.error} fallback={errorFallback} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(list.items)}
      <ShowMore list={list as PagedList<unknown>} noun={noun} />
    </>
  );
}
