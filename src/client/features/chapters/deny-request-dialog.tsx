import type { JoinRequestReview } from '@shared/chapters';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';

/** The review mutation of a join request, the president's or the admin's. */
interface ReviewMutation {
  isPending: boolean;
  error: Error | null;
  mutate: (request: { id: number; action: 'deny' }, options: { onSuccess: () => void }) => void;
}

/** "Deny this request?": on confirm the request is denied, a toast says so and the dialog closes. */
export function DenyRequestDialog({
  denying,
  description,
  review,
  onClose,
}: {
  denying: JoinRequestReview | null;
  /** What happens next, said to whoever denies (the requester gets an email). */
  description: string;
  review: ReviewMutation;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={denying !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Deny this request?"
      description={description}
      confirmLabel="Deny request"
      variant="destructive"
      pending={review.isPending}
      error={review.error}
      onConfirm={() =>
        denying &&
        review.mutate(
          { id: denying.id, action: 'deny' },
          {
            onSuccess: () => {
              toast({ title: 'Request denied' });
              onClose();
            },
          },
        )
      }
    />
  );
}
