import { cn } from '@/lib/utils';

/** A labelled progress bar (0–100). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-all', value >= 100 ? 'bg-emerald-600' : 'bg-accent-500')}
        style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}

/** "Not started", "40% complete" or "Completed". */
export function progressText(percent: number) {
  if (percent >= 100) return 'Completed';
  if (percent <= 0) return 'Not started';
  return `${percent}% complete`;
}
