import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';

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
