import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Approve and Deny (or Reject) of a pending join request or chapter application, for the admin and
 * for a chapter's president; the deny side opens the page's dialog.
 */
export function ReviewButtons({
  review,
  onApprove,
  onDeny,
  disabled,
  approveLabel,
  denyLabel,
  deny = 'Deny',
  className = 'flex gap-2',
}: {
  /** The page's review mutation: its last error is cleared before the deny dialog opens. */
  review: { reset: () => void };
  onApprove: () => void;
  /** Opens the deny (or reject) dialog. */
  onDeny: () => void;
  disabled?: boolean;
  /** The buttons' accessible names when their text alone would not say whom they decide on. */
  approveLabel?: string;
  denyLabel?: string;
  /** The deny button's text. */
  deny?: 'Deny' | 'Reject';
  className?: string;
}) {
  return (
    <div className={className}>
      <Button size="sm" disabled={disabled} aria-label={approveLabel} onClick={onApprove}>
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        aria-label={denyLabel}
        onClick={() => {
          review.reset();
          onDeny();
        }}
      >
        <X aria-hidden="true" />
        {deny}
      </Button>
    </div>
  );
}

/** A pending join request in a list: who asks, the review buttons (the children), what they wrote. */
export function RequestCard({
  who,
  message,
  children,
}: {
  who: ReactNode;
  message: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {who}
        {children}
      </div>
      {message ? (
        <blockquote className="mt-3 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
          {message}
        </blockquote>
      ) : null}
    </li>
  );
}
