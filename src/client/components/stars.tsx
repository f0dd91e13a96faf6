import { Star } from 'lucide-react';
import { useId } from 'react';
import { starFill } from '@shared/articles-content';
import { cn } from '@/lib/utils';

/** Lucide's star, on its 24-unit grid: the shape the rating input draws too. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const PLACES = [0, 1, 2, 3, 4];

/**
 * Read-only stars; half stars from .5 (spec 000 §9): five grey outlines, and the same five
 * filled, cut at the rating. One small SVG whatever the rating (a list of articles draws dozens;
 * a star per icon made each rating a dozen elements and components to send, lay out and hydrate).
 */
export function StarDisplay({ value, className, label }: { value: number; className?: string; label?: string }) {
  const id = useId();
  const filled = PLACES.reduce((sum, n) => {
    const fill = starFill(value, n + 1);
    return sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0);
  }, 0);
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${value.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center', className)}
    >
      <svg
        viewBox="0 0 120 24"
        aria-hidden="true"
        className="h-4 w-20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <defs>
          <g id={`${id}row`}>
            {PLACES.map((n) => (
              <use key={n} href={`#${id}star`} x={n * 24} />
            ))}
          </g>
          <path id={`${id}star`} d={STAR} />
          <clipPath id={`${id}filled`}>
            <rect width={filled * 24} height="24" />
          </clipPath>
        </defs>
        <use href={`#${id}row`} className="text-slate-300" />
        {filled > 0 ? (
          <use href={`#${id}row`} className="fill-accent-400 text-accent-500" clipPath={`url(#${id}filled)`} />
        ) : null}
      </svg>
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
