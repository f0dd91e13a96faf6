import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The validation message shown under the control, if any. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One control (Input, Select…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label + control + message, wired for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const generated = useId();
  const childId = isValidElement(children) ? (children.props.id as string | undefined) : undefined;
  const id = childId ?? generated;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
