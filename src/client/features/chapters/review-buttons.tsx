import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Approve and Deny (or Reject) of a pending join request or chapter application, for the admin and
 * for a chapter's president; the deny side opens the page's dialog.
 */
export function ReviewButtons({
  onApprove,
  onDeny,
  disabled,
  approveLabel,
  denyLabel,
  deny = 'Deny',
  className = 'flex gap-2',
}: {
  onApprove: () => void;
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
      <Button size="sm" variant="outline" disabled={disabled} aria-label={denyLabel} onClick={onDeny}>
        <X aria-hidden="true" />
        {deny}
      </Button>
    </div>
  );
}

/** What the member wrote with a join request, as they wrote it. */
export function RequestMessage({ message }: { message: string | null | undefined }) {
  return message ? (
    <blockquote className="mt-3 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
      {message}
    </blockquote>
  ) : null;
}
