import { Star, StarHalf } from 'lucide-react';
import { starFill } from '@shared/articles-content';
import { cn } from '@/lib/utils';

/** Read-only stars; half stars from .5 (spec 000 §9). */
export function StarDisplay({ value, className, label }: { value: number; className?: string; label?: string }) {
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${value.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = starFill(value, n);
        return (
          <span key={n} className="relative inline-flex" aria-hidden="true">
            <Star className="size-4 text-slate-300" />
            {fill === 'full' ? <Star className="absolute inset-0 size-4 fill-accent-400 text-accent-500" /> : null}
            {fill === 'half' ? <StarHalf className="absolute inset-0 size-4 fill-accent-400 text-accent-500" /> : null}
          </span>
        );
      })}
    </span>
  );
}

export const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * The rating input: five native radio buttons (arrow keys move, space selects), each named
 * "N stars" for screen readers, drawn as stars.
 */
export function StarInput({
  value,
  onChange,
  name = 'rating',
}: {
  value: number;
  onChange: (n: number) => void;
  name?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-brand-900">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                n <= value ? 'fill-accent-400 text-accent-500' : 'text-slate-300 hover:text-accent-400',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
