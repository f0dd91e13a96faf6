import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Read to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, shown while a user or a page loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
