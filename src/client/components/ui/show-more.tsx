import { Button } from './button';
import { ErrorNotice } from './notice';
import type { PagedList } from '@/lib/paging';

/** "Show more" under a paged list, and what went wrong if the next page failed. */
export function ShowMore({ list, noun }: { list: PagedList<unknown>; noun: string }) {
  return (
    <>
      {list.hasMore ? (
        <Button className="mt-3" variant="ghost" disabled={list.loadingMore} onClick={list.more}>
          {list.loadingMore ? 'Loading…' : `Show more (${list.total - list.items.length} more)`}
        </Button>
      ) : null}
      {list.moreFailed ? (
        <div className="mt-2">
          <ErrorNotice error={list.error} fallback={`More ${noun} could not be loaded. Please try again.`} />
        </div>
      ) : null}
    </>
  );
}
