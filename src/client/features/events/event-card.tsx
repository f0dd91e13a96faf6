import type { EventItem } from '@shared/events';
import { MapPin, Users, Video } from 'lucide-react';
import { memo, use } from 'react';
import { Link } from 'react-router';
import { DisplayZoneContext } from '@/lib/display-zone';
import { cn } from '@/lib/utils';
import { Skeleton } from '@/components/ui/skeleton';
import { EventImage } from './event-image';
import { eventDay, eventDayOfMonth, eventMonth, eventTime, isPast, readerTime, seatsText } from './format';

/** A chapter's name as a small badge. */
export function ChapterBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200',
        className,
      )}
    >
      {name}
    </span>
  );
}

/** Seats left, 'Full' or 'Zoom available', coloured by how urgent it is. */
export function SeatsBadge({ event }: { event: Pick<EventItem, 'spotsLeft' | 'hasZoom' | 'capacity'> }) {
  const full = event.spotsLeft <= 0;
  const few = !full && event.spotsLeft <= Math.max(3, Math.ceil(event.capacity * 0.1));
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        full ? 'bg-slate-100 text-slate-700' : few ? 'bg-accent-100 text-accent-900' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <Users aria-hidden="true" className="size-3.5" />
      {seatsText(event)}
    </span>
  );
}

/**
 * One event of the /events list: picture, date leaf, title, time in the viewer's zone, place, seats.
 * When the page is drawn again in the reader's zone, only its time lines change: the card keeps
 * its rendering (memo) and EventWhenWhere, which reads the zone, draws again.
 */
export const EventCard = memo(function EventCard({ event, first }: { event: EventItem; first: boolean }) {
  const past = isPast(event.date);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:border-brand-300 hover:shadow-md">
      <div className="relative">
        <EventImage title={event.title} imageUrl={event.imageUrl} eager={first} />
        <div className="absolute top-3 left-3 flex w-14 flex-col items-center overflow-hidden rounded-xl bg-white text-center shadow-md">
          <span className="w-full bg-accent-400 py-0.5 text-[11px] font-bold tracking-wide text-brand-950 uppercase">
            {eventMonth(event)}
          </span>
          <span className="py-1 text-xl leading-none font-extrabold text-brand-900">{eventDayOfMonth(event)}</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {event.chapterName ? <ChapterBadge name={event.chapterName} /> : null}
          {past ? null : <SeatsBadge event={event} />}
          {event.hasZoom ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
              <Video aria-hidden="true" className="size-3.5" />
              Zoom
            </span>
          ) : null}
        </div>
        <h2 className="text-lg leading-snug font-bold text-brand-900">
          <Link
            to={`/events/${event.id}`}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-accent-500"
          >
            {event.title}
          </Link>
        </h2>
        <EventWhenWhere event={event} clampPlace />
        {event.gymName ? <p className="mt-auto pt-2 text-xs text-slate-500">Hosted by {event.gymName}</p> : null}
      </div>
    </li>
  );
});

/** The list's loading shape: three cards. */
export function EventCardSkeletons() {
  return (
    <ul aria-hidden="true" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[1200/630] w-full rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-4 w-24 rounded" />
            <Skeleton className="h-5 w-3/4 rounded" />
            <Skeleton className="h-4 w-1/2 rounded" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The day, time and place lines of an event in a list; the reader's own time once their zone is known. */
export function EventWhenWhere({
  event,
  clampPlace = false,
}: {
  event: Pick<EventItem, 'date' | 'timeZone' | 'location'>;
  clampPlace?: boolean;
}) {
  use(DisplayZoneContext);
  const own = readerTime(event);
  return (
    <>
      <p className="text-sm font-medium text-slate-800">
        <time dateTime={event.date}>
          {eventDay(event)} · {eventTime(event)}
        </time>
        {own ? <span className="block text-xs font-normal text-slate-600">{own} your time</span> : null}
      </p>
      <p className="flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        {clampPlace ? <span className="line-clamp-2">{event.location}</span> : event.location}
      </p>
    </>
  );
}
