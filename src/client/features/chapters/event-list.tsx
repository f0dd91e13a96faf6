import type { ReactNode } from 'react';
import type { EventItem } from '@shared/events';
import { MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { keepsSchedule } from '@shared/chapter-schedule';
import { dateBadge, meetingDate } from './format';

/**
 * A chapter's upcoming events as cards linking to /events/:id; `empty` shows when there are none.
 * With the chapter's stated `schedule`, an event off it says so (a breakfast moved to another day
 * should not read like the usual one).
 */
export function EventList({
  events,
  empty,
  schedule,
}: {
  events: readonly EventItem[];
  empty: ReactNode;
  schedule?: { meetingDay: string | null; meetingTime: string | null } | undefined;
}) {
  if (events.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        {empty}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {events.map((event) => {
        const badge = dateBadge(event.date, event.timeZone);
        return (
          <li key={event.id}>
            <Link
              to={`/events/${event.id}`}
              className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-900"
              >
                <span className="text-[0.7rem] font-bold tracking-wider text-accent-800">{badge.month}</span>
                <span className="text-xl leading-none font-extrabold">{badge.day}</span>
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-brand-900 group-hover:underline">{event.title}</span>
                <span className="mt-0.5 block text-sm text-slate-700">
                  {meetingDate(event.date, event.timeZone)}
                  {schedule && keepsSchedule(schedule, event) === false ? (
                    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Not the usual day or time
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span className="flex min-w-0 items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{event.location}</span>
                  </span>
                  {event.hasZoom ? (
                    <span className="flex items-center gap-1">
                      <Video aria-hidden="true" className="size-3.5" />
                      Zoom available
                    </span>
                  ) : null}
                  <span>{event.spotsLeft > 0 ? `${event.spotsLeft} seats left` : 'Full in person'}</span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
