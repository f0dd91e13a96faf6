import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

interface FormFooterProps {
  /** The submit button's text ('Save', 'Create event'). */
  submitLabel: string;
  /** While the call runs the button is disabled and says so. */
  pending?: boolean;
  pendingLabel?: string;
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
  onCancel,
  cancelLabel = 'Cancel',
  children,
  className,
}: FormFooterProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
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
