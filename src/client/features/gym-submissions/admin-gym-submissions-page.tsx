import { useState } from 'react';
import { Link } from 'react-router';
import { SUBMISSION_STATUSES, type Submission } from '@shared/gym-submissions';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { FilterChips } from '@/components/ui/filter-chips';
import { ReviewDialog } from './review-dialog';
import { SubmissionItem, type ReviewKind } from './submission-item';
import { useSubmissions, type StatusFilter } from './use-admin-submissions';
import { errorMessage } from '@/lib/api';
import { PageNav } from '@/components/ui/page-nav';

const filters: StatusFilter[] = [...SUBMISSION_STATUSES, 'all'];

/** /admin/gym-submissions: the review queue (docs/decisions/0022, 0040). */
export default function AdminGymSubmissionsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<{ submission: Submission; kind: ReviewKind } | null>(null);
  const { data, isPending, isError, error } = useSubmissions(status, page);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 hover:underline">
          Administration
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900">Gym submissions</h1>
      <p className="mt-2 text-slate-600">
        Gyms sent in by visitors and members. Approving one adds it to the directory at once.
      </p>

      <FilterChips
        label="Filter by status"
        options={filters}
        value={status}
        onChange={(f) => {
          setStatus(f);
          setPage(1);
        }}
        className="mt-6"
      />

      <div className="mt-6 space-y-4" aria-busy={isPending}>
        {isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-40 rounded-2xl" />)
        ) : isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {errorMessage(error)}
          </p>
        ) : data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No {status === 'all' ? '' : `${status} `}submissions.
          </p>
        ) : (
          data.items.map((s) => (
            <SubmissionItem key={s.id} submission={s} onReview={(kind) => setReview({ submission: s, kind })} />
          ))
        )}
      </div>

      {data ? <PageNav page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}

      {review ? (
        <ReviewDialog
          key={`${review.submission.id}-${review.kind}`}
          submission={review.submission}
          kind={review.kind}
          onClose={() => setReview(null)}
        />
      ) : null}
    </div>
  );
}
