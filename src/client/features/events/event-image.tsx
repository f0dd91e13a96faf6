import { Coffee, Presentation, UsersRound } from 'lucide-react';
import { cn } from '@/lib/utils';
import { eventKind, type EventKind } from './format';

const placeholders: Record<EventKind, { Icon: typeof Coffee; box: string; dots: string }> = {
  breakfast: {
    Icon: Coffee,
    box: 'from-accent-300 via-accent-200 to-amber-100 text-accent-900',
    dots: 'text-accent-500',
  },
  workshop: { Icon: Presentation, box: 'from-brand-800 via-brand-700 to-brand-500 text-white', dots: 'text-brand-300' },
  meetup: {
    Icon: UsersRound,
    box: 'from-emerald-700 via-emerald-600 to-teal-500 text-white',
    dots: 'text-emerald-300',
  },
};

/**
 * The event's picture, or a drawn placeholder by kind (breakfast, workshop, meetup): no outside
 * image is ever fetched (docs/decisions/0082-event-screens.md).
 */
export function EventImage({
  title,
  imageUrl,
  className,
  eager = false,
}: {
  title: string;
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        width={1200}
        height={630}
        className={cn('aspect-[1200/630] w-full bg-slate-100 object-cover', className)}
      />
    );
  }
  const { Icon, box, dots } = placeholders[eventKind(title)];
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[1200/630] w-full items-center justify-center overflow-hidden bg-gradient-to-br',
        box,
        className,
      )}
    >
      <svg className={cn('absolute inset-0 size-full opacity-40', dots)} aria-hidden="true">
        <defs>
          <pattern id="event-dots" width="22" height="22" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.6" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#event-dots)" />
      </svg>
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-sm">
        <Icon className="size-8" />
      </span>
    </div>
  );
}
