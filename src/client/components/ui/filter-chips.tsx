import { cn } from '@/lib/utils';

interface FilterChipsProps<T extends string> {
  /** The group's accessible name, e.g. "Filter by status". */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** How an option reads, when not its own value. */
  labelOf?: (option: T) => string;
  className?: string;
}

/** A row of toggle chips choosing one filter value (aria-pressed on the chosen one). */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  className,
}: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
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
          {labelOf ? labelOf(option) : option}
        </button>
      ))}
    </div>
  );
}
