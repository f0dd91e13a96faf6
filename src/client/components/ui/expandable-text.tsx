import { useId, useState } from 'react';
import { excerpt } from '@/lib/excerpt';
import { cn } from '@/lib/utils';

/**
 * A description that may be long: up to `max` characters it shows whole; past that it shows its
 * start up to a whole word with "…" and a "More" button (aria-expanded) that opens the rest and
 * turns into "Less". Cut by characters, not by measured lines, so the text and the button are the
 * same on the server, on a phone and on a laptop, and the button only shows when something is hidden.
 * The button's padding makes a 28 px high target; its negative margin keeps the line's height.
 */
export function ExpandableText({
  text,
  max = 160,
  about,
  className,
}: {
  text: string;
  max?: number;
  /** What the text describes, for screen readers: "More about {about}". */
  about?: string;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const short = excerpt(text, max);
  if (short === text) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      <span id={id}>{open ? text : short}</span>{' '}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          '-my-1 rounded-sm px-1 py-1 font-semibold whitespace-nowrap text-brand-700 hover:underline',
          'focus-visible:outline-2 focus-visible:outline-accent-500',
        )}
      >
        {open ? 'Less' : 'More'}
        {about ? <span className="sr-only"> about {about}</span> : null}
      </button>
    </p>
  );
}
