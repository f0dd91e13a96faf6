import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';

/** A load that failed, in the page's own place, with a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  return (
    <Notice tone="error" role="alert" title={`We could not load ${what}.`}>
      <p>{errorMessage(error, 'Check your connection and try again.')}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          Try again
        </button>
      ) : null}
    </Notice>
  );
}

/** The band the chapter screens open with: the page's heading on a light gradient. */
/** The eyebrow of the club's inner pages: back to /breakfast-club. */
export function ClubEyebrow() {
  return (
    <Link to="/breakfast-club" className="hover:underline">
      The Breakfast Club
    </Link>
  );
}

export function HeaderBand({
  eyebrow,
  title,
  actions,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 lg:px-8">
        <PageHeader eyebrow={eyebrow} title={title} actions={actions}>
          {children}
        </PageHeader>
      </div>
    </div>
  );
}
