import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out, 'Cancel' unless the action is itself a cancelling ('Keep it'). */
  cancelLabel?: string;
  /** 'destructive' for removals, else the primary look. */
  variant?: ButtonVariant;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
}

/** "Are you sure?" before an action that cannot be taken back, with the failure shown in place. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="grid grid-cols-1 gap-4">
        <ErrorNotice error={error} fallback="That did not work. Please try again." />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={variant} disabled={pending} onClick={onConfirm}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

interface ConfirmDeleteProps<T extends { id: number }> {
  /** The item asked about; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  description: ReactNode | ((item: T) => ReactNode);
  confirmLabel: string;
  /** The delete call, taking the item's id. */
  remove: {
    mutate: (id: number, options: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: unknown;
    /** Clears a failed attempt, so the next item's dialog does not open on the old error. */
    reset?: () => void;
  };
  /** What the toast says once it is gone; none when the list's change says enough. */
  deleted?: (item: T) => { title: string; description?: string };
  /** Anything else the page lets go of once the item is gone (an open edit form). */
  onDeleted?: (item: T) => void;
}

/** "Delete …?" for one item held in state: deletes it by id, closes, and says so in a toast. */
export function ConfirmDelete<T extends { id: number }>({
  item,
  onClose,
  title,
  description,
  confirmLabel,
  remove,
  deleted,
  onDeleted,
}: ConfirmDeleteProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset?.();
        onClose();
      }}
      title={item ? title(item) : ''}
      description={item && typeof description === 'function' ? description(item) : (description as ReactNode)}
      confirmLabel={confirmLabel}
      variant="destructive"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onDeleted?.(item);
            onClose();
            if (deleted) toast(deleted(item));
          },
        })
      }
    />
  );
}
