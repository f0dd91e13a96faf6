import { useState } from 'react';
import { SUBMISSION_STATUSES, type Submission } from '@shared/gym-submissions';
import { AdminPageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { FilterChips } from '@/components/ui/filter-chips';
import { ReviewDialog } from './review-dialog';
import { SubmissionItem, type ReviewKind } from './submission-item';
import { useSubmissions, type StatusFilter } from './api';
import { PageNav } from '@/components/ui/page-nav';

const filters: StatusFilter[] = [...SUBMISSION_STATUSES, 'all'];

/** /admin/gym-submissions: the review queue (docs/decisions/0022, 0040). */
export default function AdminGymSubmissionsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<{ submission: Submission; kind: ReviewKind } | null>(null);
  const submissions = useSubmissions(status, page);
  const { data } = submissions;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Gym submissions"
        description="Gyms sent in by visitors and members. Approving one adds it to the directory at once."
      />

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

      <div className="mt-6" aria-busy={submissions.isPending}>
        <QueryState
          query={submissions}
          loading={
            <div className="space-y-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-40 rounded-2xl" />
              ))}
            </div>
          }
          isEmpty={(list) => list.items.length === 0}
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No {status === 'all' ? '' : `${status} `}submissions.
            </p>
          }
        >
          {(list) => (
            <div className="space-y-4">
              {list.items.map((s) => (
                <SubmissionItem key={s.id} submission={s} onReview={(kind) => setReview({ submission: s, kind })} />
              ))}
            </div>
          )}
        </QueryState>
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
