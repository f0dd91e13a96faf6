import type { JoinRequestReview } from '@shared/chapters';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageNav } from '@/components/ui/page-nav';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { shortDate } from '@/lib/format';
import { useAdminJoinRequests, useAdminReviewJoinRequest } from '../api';
import { DenyRequestDialog } from '../deny-request-dialog';
import { RequestCard, ReviewButtons } from '../review-buttons';
import { LoadError } from '../page-states';

/** Pending join requests across every chapter, for an admin to answer when a president cannot. */
export function JoinRequestsTab() {
  const [page, setPage] = useState(1);
  const list = useAdminJoinRequests(page);
  const review = useAdminReviewJoinRequest();
  const [denying, setDenying] = useState<JoinRequestReview | null>(null);

  return (
    <div aria-busy={list.isPending}>
      {list.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : list.isError ? (
        <LoadError error={list.error} what="the join requests" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No one is waiting to join a chapter.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.data.items.map((r) => (
            <RequestCard
              key={r.id}
              message={r.message}
              who={
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">
                    {r.name}{' '}
                    <span className="font-normal text-slate-600">
                      wants to join{' '}
                      <Link to={`/chapter/${r.chapterId}`} className="font-semibold text-brand-700 hover:underline">
                        {r.chapterName}
                      </Link>
                    </span>
                  </p>
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                    {[r.gymName, r.email, `asked ${shortDate(r.createdAt)}`].filter(Boolean).join(' · ')}
                  </p>
                </div>
              }
            >
              <ReviewButtons
                disabled={review.isPending}
                approveLabel={`Approve ${r.name} for ${r.chapterName}`}
                denyLabel={`Deny ${r.name} for ${r.chapterName}`}
                onApprove={() =>
                  review.mutate(
                    { id: r.id, action: 'approve' },
                    {
                      onSuccess: () => toast({ title: `${r.name} joined ${r.chapterName}` }),
                      onError: (e) =>
                        toast({ title: 'Could not approve', description: errorMessage(e), variant: 'destructive' }),
                    },
                  )
                }
                review={review}
                onDeny={() => setDenying(r)}
              />
            </RequestCard>
          ))}
        </ul>
      )}
      {list.data ? <PageNav page={page} pageSize={20} total={list.data.total} onPage={setPage} /> : null}
      <DenyRequestDialog
        denying={denying}
        description={
          denying ? `${denying.name} gets an email saying ${denying.chapterName} did not accept the request.` : ''
        }
        review={review}
        onClose={() => setDenying(null)}
      />
    </div>
  );
}
