import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_STATUSES, rejectApplicationSchema, type ChapterApplication } from '@shared/chapters';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ErrorNotice } from '@/components/ui/notice';
import { PageNav } from '@/components/ui/page-nav';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { shortDate } from '@/lib/format';
import { useAdminApplications, useReviewApplication, type ApplicationFilter } from '../api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '../page-states';
import { ReviewButtons } from '../review-buttons';
import { FilterChips } from '@/components/ui/filter-chips';
import { StatusBadge } from './bits';

const filters: ApplicationFilter[] = [...APPLICATION_STATUSES, 'all'];

/** Chapter applications: pending first by default; approve (confirmed) or reject with a reason. */
export function ApplicationsTab() {
  const [status, setStatus] = useState<ApplicationFilter>('pending');
  const [page, setPage] = useState(1);
  const list = useAdminApplications(status, page);
  const review = useReviewApplication();
  const [approving, setApproving] = useState<ChapterApplication | null>(null);
  const [rejecting, setRejecting] = useState<ChapterApplication | null>(null);

  return (
    <div>
      <FilterChips
        label="Filter applications by status"
        options={filters}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <div className="grid grid-cols-1 mt-5 gap-4" aria-busy={list.isPending}>
        {list.isPending ? (
          [0, 1].map((i) => <Skeleton key={i} className="h-44 rounded-2xl" />)
        ) : list.isError ? (
          <LoadError error={list.error} what="the applications" onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No {status === 'all' ? '' : `${status} `}applications.
          </p>
        ) : (
          list.data.items.map((a) => (
            <article
              key={a.id}
              aria-labelledby={`application-${a.id}`}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={`application-${a.id}`} className="text-lg font-bold text-brand-900">
                    {a.chapterName}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {a.city}, {a.state} · from {a.applicantName ?? 'a member'} · {shortDate(a.createdAt)}
                  </p>
                </div>
                <StatusBadge status={a.status} />
              </div>
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                <a href={`mailto:${a.email}`} className="flex items-center gap-1.5 break-all hover:underline">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  {a.email}
                </a>
                <a href={`tel:${a.phone}`} className="flex items-center gap-1.5 hover:underline">
                  <Phone aria-hidden="true" className="size-4 text-slate-500" />
                  {a.phone}
                </a>
              </p>
              {a.why ? (
                <blockquote className="mt-3 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
                  {a.why}
                </blockquote>
              ) : null}
              {a.status === 'rejected' && a.rejectionReason ? (
                <p className="mt-3 text-sm text-red-800">
                  <span className="font-semibold">Reason: </span>
                  {a.rejectionReason}
                </p>
              ) : null}
              {a.status === 'approved' && a.chapterId ? (
                <p className="mt-3 text-sm">
                  <Link to={`/chapter/${a.chapterId}`} className="font-semibold text-brand-700 hover:underline">
                    Open the chapter
                  </Link>
                </p>
              ) : null}
              {a.status === 'pending' ? (
                <ReviewButtons
                  className="mt-4 flex flex-wrap gap-2"
                  deny="Reject"
                  onApprove={() => {
                    review.reset();
                    setApproving(a);
                  }}
                  review={review}
                  onDeny={() => setRejecting(a)}
                />
              ) : null}
            </article>
          ))
        )}
      </div>
      {list.data ? <PageNav page={page} pageSize={20} total={list.data.total} onPage={setPage} /> : null}

      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title="Approve this application?"
        description={
          approving
            ? `${approving.chapterName} becomes an active chapter with ${approving.applicantName ?? 'the applicant'} as its president. They get an email.`
            : ''
        }
        confirmLabel="Approve and create the chapter"
        pending={review.isPending}
        error={review.error}
        onConfirm={() =>
          approving &&
          review.mutate(
            { id: approving.id, action: 'approve' },
            {
              onSuccess: () => {
                toast({ title: `${approving.chapterName} is now an active chapter` });
                setApproving(null);
              },
            },
          )
        }
      />
      {rejecting ? (
        <RejectDialog
          application={rejecting}
          pending={review.isPending}
          error={review.error}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            review.mutate(
              { id: rejecting.id, action: 'reject', reason },
              {
                onSuccess: () => {
                  toast({ title: 'Application rejected' });
                  setRejecting(null);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

function RejectDialog({
  application,
  pending,
  error,
  onClose,
  onReject,
}: {
  application: ChapterApplication;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(rejectApplicationSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reject this application?"
      description={`${application.applicantName ?? 'The applicant'} gets an email with your reason.`}
    >
      <form
        noValidate
        className="grid grid-cols-1 gap-4"
        onSubmit={form.handleSubmit(({ reason }) => onReject(reason))}
      >
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <Textarea
            rows={4}
            placeholder="For example: there is already a chapter forming in Tampa; we have introduced you to its president."
            {...form.register('reason')}
          />
        </FormField>
        <ErrorNotice error={error} fallback="The application could not be rejected. Please try again." />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? 'Rejecting…' : 'Reject application'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
