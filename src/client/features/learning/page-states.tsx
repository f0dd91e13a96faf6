import { Link } from 'react-router';
import { ErrorNotice } from '@/components/ui/notice';
import { isNotFound } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';

/** A module or section page while its load runs: a named status and the page's shape. */
export function LearningLoading({ what, height }: { what: 'module' | 'section'; height: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p role="status" className="sr-only">
        Loading the {what}
      </p>
      <Skeleton className={`${height} rounded-2xl`} />
    </div>
  );
}

/**
 * A module or section that did not load: not found (or not published yet) with its own heading,
 * else the failure's message; either way a link back one level.
 */
export function LearningLoadFailed({
  what,
  error,
  back,
}: {
  what: 'module' | 'section';
  error: unknown;
  back: { to: string; label: string };
}) {
  const title = what === 'module' ? 'Module' : 'Section';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      {isNotFound(error) ? (
        <>
          <h1 className="text-2xl font-bold text-brand-900">{title} not found</h1>
          <p className="mt-2 text-slate-600">This {what} does not exist or is not published yet.</p>
        </>
      ) : (
        <ErrorNotice error={error} fallback={`The ${what} could not be loaded. Please try again.`} />
      )}
      <Link to={back.to} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {back.label}
      </Link>
    </div>
  );
}
