import { Globe, Mail, MapPin, Phone, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Submission } from '@shared/gym-submissions';
import { date } from '@/lib/format';

const badge: Record<Submission['status'], string> = {
  pending: 'bg-accent-100 text-accent-900',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
  duplicate: 'bg-slate-200 text-slate-800',
};

const dateOf = (iso: string | null) => date(iso, 'short') ?? '';

export type ReviewKind = 'approve' | 'reject' | 'mark-duplicate';

interface SubmissionItemProps {
  submission: Submission;
  onReview: (kind: ReviewKind) => void;
}

/** One submission in the queue: what was sent, by whom, and the review actions. */
export function SubmissionItem({ submission: s, onReview }: SubmissionItemProps) {
  const place = [s.addressLine1, s.addressLine2, [s.city, s.state, s.zip].filter(Boolean).join(' '), s.country]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      aria-labelledby={`submission-${s.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`submission-${s.id}`} className="text-lg font-bold text-brand-900">
            {s.name}
          </h2>
          <p className="text-sm text-slate-500">Submitted {dateOf(s.createdAt)}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${badge[s.status]}`}>
          {s.status}
        </span>
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-label="Address" className="size-4 text-slate-400" />
          </dt>
          <dd>{place}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <User aria-label="Submitted by" className="size-4 text-slate-400" />
          </dt>
          <dd>
            {s.submitterName} ·{' '}
            <a className="text-brand-700 underline" href={`mailto:${s.submitterEmail}`}>
              {s.submitterEmail}
            </a>
          </dd>
        </div>
        {s.phone ? (
          <div className="flex gap-2">
            <dt>
              <Phone aria-label="Phone" className="size-4 text-slate-400" />
            </dt>
            <dd>{s.phone}</dd>
          </div>
        ) : null}
        {s.email ? (
          <div className="flex gap-2">
            <dt>
              <Mail aria-label="Gym email" className="size-4 text-slate-400" />
            </dt>
            <dd>{s.email}</dd>
          </div>
        ) : null}
        {s.website ? (
          <div className="flex gap-2">
            <dt>
              <Globe aria-label="Website" className="size-4 text-slate-400" />
            </dt>
            <dd className="break-all">{s.website}</dd>
          </div>
        ) : null}
      </dl>
      {s.adminNotes || s.reviewedAt ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">Reviewed {dateOf(s.reviewedAt)}.</span> {s.adminNotes}
        </p>
      ) : null}
      {s.status === 'pending' ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onReview('approve')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReview('mark-duplicate')}>
            Mark duplicate
          </Button>
          <Button size="sm" variant="destructive" onClick={() => onReview('reject')}>
            Reject
          </Button>
        </div>
      ) : null}
    </article>
  );
}
