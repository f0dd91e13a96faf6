import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from './button';
import { Notice } from './notice';
import { Skeleton } from './skeleton';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** What shows while it loads: skeletons of the content's shape (three lines by default). */
  loading?: ReactNode;
  /** The loading state's accessible name ('Loading saved plans'); 'Loading' unless told. */
  loadingLabel?: string;
  /** The message when the call fails without one of its own. */
  errorFallback?: string;
  /** What shows when the thing is not there (a 404): the not-found state with a way back. */
  notFound?: ReactNode;
  /** Whether the loaded data is empty, and what to show then (an empty state with a next step). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** True for an error the server answered 404 (the thing is not there, or not the caller's). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The five states of everything a page loads, in one place: loading, failed (with its message
 * and Try again), not found, empty, and the content.
 */
export function QueryState<T>({
  query,
  loading,
  loadingLabel = 'Loading',
  errorFallback,
  notFound,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        {loading ?? (
          <div className="grid gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        )}
      </div>
    );
  }
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <>{notFound}</>;
    return (
      <Notice tone="error" role="alert">
        <p>{errorMessage(query.error, errorFallback)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Notice>
    );
  }
  const data = query.data as T;
  if (isEmpty && empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
