import { MY_EVENTS_PAGE, type MyEvent } from '@shared/events';
import { CalendarHeart, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { useCancelRsvp, useMyEvents } from './api';
import { CalendarLinks } from './calendar-links';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ChapterBadge, EventWhenWhere } from './event-card';
import { eventDayOfMonth, eventMonth, isPast } from './format';
import { ZoomDetails } from './rsvp-panel';

function ModeBadge({ mode }: { mode: MyEvent['mode'] }) {
  const zoom = mode === 'zoom';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        zoom ? 'bg-sky-50 text-sky-800 ring-1 ring-sky-200' : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
      )}
    >
      {zoom ? <Video aria-hidden="true" className="size-3.5" /> : <Users aria-hidden="true" className="size-3.5" />}
      {zoom ? 'On Zoom' : 'In person'}
    </span>
  );
}

function MyEventRow({ item, onCancel }: { item: MyEvent; onCancel?: () => void }) {
  const { event } = item;
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex w-14 shrink-0 flex-col items-center self-start overflow-hidden rounded-xl border border-slate-200 text-center">
        <span className="w-full bg-accent-400 py-0.5 text-[11px] font-bold tracking-wide text-brand-950 uppercase">
          {eventMonth(event)}
        </span>
        <span className="py-1 text-xl leading-none font-extrabold text-brand-900">{eventDayOfMonth(event)}</span>
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ModeBadge mode={item.mode} />
          {event.chapterName ? <ChapterBadge name={event.chapterName} /> : null}
        </div>
        <h3 className="text-lg leading-snug font-bold text-brand-900">
          <Link
            to={`/events/${event.id}`}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            {event.title}
          </Link>
        </h3>
        <EventWhenWhere event={event} />
        {onCancel && item.mode === 'zoom' && event.zoomLink ? (
          <ZoomDetails link={event.zoomLink} password={event.zoomPassword} />
        ) : null}
        {onCancel ? (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <CalendarLinks event={event} />
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
              Cancel RSVP<span className="sr-only"> for {event.title}</span>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** "Show more" under one side of the list; the rows shown stay while the longer list loads. */
function ShowMoreButton({ loading, onClick, children }: { loading: boolean; onClick: () => void; children: string }) {
  return (
    <Button className="mt-3" variant="ghost" disabled={loading} onClick={onClick}>
      {loading ? 'Loading…' : children}
    </Button>
  );
}

/** /my-events (spec 001 §3): the user's RSVPs, upcoming first, with mode, cancel and the Zoom link. */
export default function MyEventsPage({ path }: PageProps) {
  useRouteTitle(path);
  // One more than is shown of each side is asked for: its presence says there is more to show.
  const [shown, setShown] = useState<{ upcoming: number; past: number }>({
    upcoming: MY_EVENTS_PAGE.upcoming,
    past: MY_EVENTS_PAGE.past,
  });
  const list = useMyEvents({
    upcoming: Math.min(shown.upcoming + 1, MY_EVENTS_PAGE.max),
    past: Math.min(shown.past + 1, MY_EVENTS_PAGE.max),
  });
  const cancel = useCancelRsvp();
  const [cancelling, setCancelling] = useState<MyEvent | null>(null);
  const going = (list.data ?? []).filter((r) => r.status === 'going');
  const allUpcoming = going.filter((r) => !isPast(r.event.date));
  const allPast = going.filter((r) => isPast(r.event.date));
  const upcoming = allUpcoming.slice(0, shown.upcoming);
  const past = allPast.slice(0, shown.past);
  const loadingMore = list.isPlaceholderData && list.isFetching;
  const more = (side: 'upcoming' | 'past') => {
    const step = side === 'upcoming' ? MY_EVENTS_PAGE.upcoming : MY_EVENTS_PAGE.past;
    setShown((s) => ({ ...s, [side]: Math.min(s[side] + step, MY_EVENTS_PAGE.max - 1) }));
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="My Space"
        title="My events"
        description="The events you said you will attend, with your Zoom details and calendar links."
      />

      {list.isLoading ? (
        <div className="mt-8 grid gap-4">
          <p className="sr-only" role="status">
            Loading your events
          </p>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="mt-8">
          <ErrorNotice error={list.error} fallback="Your events could not be loaded. Please try again." />
        </div>
      ) : going.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <CalendarHeart aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-bold text-brand-900">No events yet</h2>
          <p className="mt-2 max-w-md text-slate-600">
            When you RSVP to a breakfast or a workshop it shows up here, with the Zoom link if you join online.
          </p>
          <Button asChild className="mt-6">
            <Link to="/events">Browse events</Link>
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="my-upcoming" className="mt-8">
            <h2 id="my-upcoming" className="text-xl font-bold text-brand-900">
              Upcoming
            </h2>
            {upcoming.length ? (
              <ul className="mt-3 grid gap-4">
                {upcoming.map((item) => (
                  <MyEventRow key={item.id} item={item} onCancel={() => setCancelling(item)} />
                ))}
              </ul>
            ) : null}
            {allUpcoming.length > upcoming.length ? (
              <ShowMoreButton loading={loadingMore} onClick={() => more('upcoming')}>
                Show more upcoming events
              </ShowMoreButton>
            ) : null}
            {upcoming.length ? null : (
              <p className="mt-3 text-slate-600">
                Nothing planned right now.{' '}
                <Link to="/events" className="font-semibold text-brand-800 underline underline-offset-2">
                  Browse events
                </Link>
              </p>
            )}
          </section>
          {past.length ? (
            <section aria-labelledby="my-past" className="mt-10">
              <h2 id="my-past" className="text-xl font-bold text-brand-900">
                Past
              </h2>
              <ul className="mt-3 grid gap-4 opacity-90">
                {past.map((item) => (
                  <MyEventRow key={item.id} item={item} />
                ))}
              </ul>
              {allPast.length > past.length ? (
                <ShowMoreButton loading={loadingMore} onClick={() => more('past')}>
                  Show more past events
                </ShowMoreButton>
              ) : null}
            </section>
          ) : null}
        </>
      )}
      <ErrorNotice error={cancel.error} fallback="Your RSVP could not be cancelled. Please try again." />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title="Cancel your RSVP?"
        description={cancelling ? `You will no longer be listed for "${cancelling.event.title}".` : ''}
        confirmLabel="Cancel RSVP"
        variant="destructive"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.eventId, { onSuccess: () => setCancelling(null) })}
      />
    </div>
  );
}
