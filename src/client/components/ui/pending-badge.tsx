import { cn } from '@/lib/utils';

/** The number of items waiting on an admin screen, read as '3 pending'; nothing when none wait. */
export function PendingBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900 tabular-nums',
        className,
      )}
    >
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}
