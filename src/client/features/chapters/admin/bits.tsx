import { cn } from '@/lib/utils';

const badgeTones: Record<string, string> = {
  pending: 'bg-accent-100 text-accent-900',
  active: 'bg-emerald-100 text-emerald-900',
  approved: 'bg-emerald-100 text-emerald-900',
  inactive: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
  denied: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        badgeTones[status] ?? 'bg-slate-100 text-slate-800',
      )}
    >
      {status}
    </span>
  );
}
