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

/** A row of toggle chips choosing one value. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-full border px-3.5 py-1.5 text-sm font-semibold capitalize transition focus-visible:outline-2 focus-visible:outline-accent-500',
            value === option
              ? 'border-brand-900 bg-brand-900 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
