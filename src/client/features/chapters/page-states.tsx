import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
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

/** The page heading band shared by the chapter screens. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 lg:px-8">
        {eyebrow ? <div className="text-sm font-semibold text-accent-800">{eyebrow}</div> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
