import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { verifyPath, type Generation } from '@shared/certificates';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import type { PagedList } from '@/lib/paging';
import { certificatePdfUrl, generationPdfUrl } from './api';

interface Props<G extends Generation> {
  list: PagedList<G>;
  empty: ReactNode;
  /** The line under a generation's title (its date, who printed it, the gym). */
  describe: (generation: G) => string;
}

/**
 * Printed generations, newest first: each downloads whole (a page per recipient), and opens to its
 * certificates, each with its own download and the code printed on it. Loading, failure, empty and
 * "Show more" are handled here for the member's and the admin's lists alike.
 */
export function GenerationList<G extends Generation>({ list, empty, describe }: Props<G>) {
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading certificates" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (list.failed) return <ErrorNotice error={list.error} fallback="The certificates could not be loaded" />;
  if (list.items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{empty}</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total} {list.total === 1 ? 'printing' : 'printings'}
      </p>
      <ul className="grid gap-2" aria-label="Printed certificates">
        {list.items.map((g) => {
          const n = g.certificates.length;
          return (
            <li key={g.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">{g.title}</p>
                  <p className="text-sm text-slate-600">
                    {describe(g)} · {n} {n === 1 ? 'certificate' : 'certificates'}
                  </p>
                </div>
                <a
                  href={generationPdfUrl(g.id)}
                  download
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`Download all ${n} of ${g.title}, ${describe(g)}`}
                >
                  <Download aria-hidden="true" /> Download all
                </a>
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">Recipients and codes</summary>
                <ul className="mt-2 divide-y divide-slate-100">
                  {g.certificates.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium">{c.recipientName}</span>{' '}
                        <Link
                          to={verifyPath(c.verificationCode)}
                          className="font-mono text-xs break-all text-brand-700 underline"
                        >
                          {c.verificationCode}
                        </Link>
                      </span>
                      <a
                        href={certificatePdfUrl(c.id)}
                        download
                        className={buttonClasses('ghost', 'sm')}
                        aria-label={`Download ${c.recipientName}'s certificate`}
                      >
                        <Download aria-hidden="true" /> PDF
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
      {list.hasMore ? (
        <div className="text-center">
          <Button variant="outline" disabled={list.loadingMore} onClick={list.more}>
            {list.loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      ) : null}
      {list.moreFailed ? <ErrorNotice error={list.error} fallback="More certificates could not be loaded" /> : null}
    </div>
  );
}
