import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button, type ButtonVariant } from './button';

interface FormFooterProps {
  /** The submit button's text ('Save', 'Create event'). */
  submitLabel: string;
  /** While the call runs the button is disabled and says so. */
  pending?: boolean;
  pendingLabel?: string;
  /** The submit button also waits for something else (a change to save). */
  disabled?: boolean;
  /** The submit button's look when it is not the usual primary one ('destructive' to reject). */
  submitVariant?: ButtonVariant;
  /** A Cancel button beside it, when the form can be left without saving. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** More buttons, before Cancel (a secondary action such as 'Save as draft'). */
  children?: ReactNode;
  className?: string;
}

/** The end of every form: its submit button (busy while saving), extra actions and Cancel. */
export function FormFooter({
  submitLabel,
  pending = false,
  pendingLabel = 'Saving...',
  disabled = false,
  submitVariant,
  onCancel,
  cancelLabel = 'Cancel',
  children,
  className,
}: FormFooterProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="submit" variant={submitVariant} disabled={pending || disabled} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {children}
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  );
}
