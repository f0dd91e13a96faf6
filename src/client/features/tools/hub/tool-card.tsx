import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface ToolCardViewProps {
  title: string;
  description: string;
  /** The picture area's content: the card's image, or the admin's live crop preview. */
  picture: ReactNode;
  /** The tool's screen; without it the card is a preview, not a link. */
  to?: string;
  /** Why the caller's role does not open the tool, shown in place of "Open". */
  locked?: string | undefined;
  className?: string;
}

/** A tool's card as the /tools hub shows it: picture (16:9), title, one-line description. */
export function ToolCardView({ title, description, picture, to, locked, className }: ToolCardViewProps) {
  const body = (
    <>
      <div className="relative aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-brand-900 sm:w-full sm:rounded-none">
        {picture}
      </div>
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <h3 className="text-base font-bold text-brand-900 group-hover:text-brand-700 sm:text-lg">{title}</h3>
        <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
        {to && locked ? (
          <span className="mt-2 text-sm font-medium text-slate-600 sm:mt-3">{locked}</span>
        ) : to ? (
          <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-accent-800 sm:mt-3">
            Open <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
          </span>
        ) : null}
      </div>
    </>
  );
  const classes = cn(
    // A phone lists the cards as rows (picture beside the text); wider screens show the picture on top.
    'group flex h-full w-full gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-card',
    'sm:flex-col sm:gap-0 sm:p-0',
    className,
  );
  return to ? (
    <Link
      to={to}
      className={cn(
        classes,
        'transition hover:-translate-y-0.5 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500',
      )}
    >
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/** A card's stored picture: decorative (the title says what the tool is), lazily loaded. */
export function CardPicture({ src }: { src: string }) {
  return <img src={src} alt="" width={800} height={450} loading="lazy" className="size-full object-cover" />;
}
