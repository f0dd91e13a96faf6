import type { EventDocument } from '@shared/events';
import { ArrowLeft, Building2, CalendarDays, ExternalLink, FileText, MapPin, PlayCircle, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';

import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/components/ui/query-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvent } from './api';
import { CalendarLinks } from './calendar-links';
import { ChapterBadge, SeatsBadge } from './event-card';
import { EventImage } from './event-image';
import { eventLongDay, eventTime, isPast, mapLink, paragraphs, readerTime } from './format';
import { RsvpPanel, ZoomDetails } from './rsvp-panel';

/** An event that was removed, or an address with no event behind it. */
const EventNotFound = () => (
  <NotFoundPage
    title="Event not found"
    message="This event was cancelled or never existed. See what is coming up instead."
    back={{ to: '/events', label: 'Browse upcoming events' }}
  />
);

function DocumentLink({ doc }: { doc: EventDocument }) {
  const Icon = doc.type === 'video' ? PlayCircle : FileText;
  return (
    <li>
      <a
        href={doc.url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="line-clamp-2 font-semibold text-brand-900">{doc.title}</span>
          <span className="text-xs text-slate-600">{doc.type === 'video' ? 'Video' : 'Presentation'}</span>
        </span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </li>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="sr-only" role="status">
        Loading the event
      </p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-6 h-10 w-3/4" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="aspect-[1200/630] w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** /events/:id (spec 001 §3): the event, its documents, the RSVP control and the calendar links. */
export default function EventPage() {
  const { id } = useParams();
  const eventId = Number(id);
  const query = useEvent(eventId);
  const event = query.data;
  useDocumentTitle(event?.title ?? 'Event');

  if (!Number.isInteger(eventId) || eventId <= 0) return <EventNotFound />;
  if (query.isLoading) return <DetailSkeleton />;
  if (isNotFound(query.error)) return <EventNotFound />;
  if (query.isError || !event) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorNotice error={query.error} fallback="The event could not be loaded. Please try again." />
      </div>
    );
  }

  const past = isPast(event.date);
  const own = readerTime(event);
  const goingCount = event.rsvpCount;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <Link
        to="/events"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All events
      </Link>
      <header className="mt-4 max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          {event.chapterId && event.chapterName ? (
            <Link
              to={`/chapter/${event.chapterId}`}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <ChapterBadge name={event.chapterName} className="hover:bg-brand-100" />
            </Link>
          ) : null}
          {past ? null : <SeatsBadge event={event} />}
        </div>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {event.title}
        </h1>
        <p className="mt-2 text-lg font-medium text-slate-700">
          <time dateTime={event.date}>
            {eventLongDay(event)} at {eventTime(event)}
          </time>
          {own ? <span className="block text-base font-normal text-slate-600">{own} your time</span> : null}
        </p>
      </header>

      {/* Phone: picture, RSVP, then the text; laptop: picture and text left, RSVP and facts right. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <EventImage title={event.title} imageUrl={event.imageUrl} eager className="rounded-2xl lg:col-start-1" />
        <aside className="grid gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section
            aria-labelledby="event-rsvp"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
          >
            <h2 id="event-rsvp" className="text-lg font-bold text-brand-900">
              {past ? 'This event has taken place' : 'Will you be there?'}
            </h2>
            {past ? (
              <p className="mt-2 text-sm text-slate-600">
                {goingCount} {goingCount === 1 ? 'member' : 'members'} attended.{' '}
                {event.documents.length ? 'Catch up with the videos and slides.' : null}
              </p>
            ) : (
              <div className="mt-3">
                <RsvpPanel key={`${event.myRsvp?.status}-${event.myRsvp?.mode}`} event={event} />
              </div>
            )}
          </section>

          <section
            aria-label="When and where"
            className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-card"
          >
            <div className="flex gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-brand-900">{eventLongDay(event)}</p>
                <p className="text-slate-600">
                  {eventTime(event)} at the venue{own ? ` · ${own} your time` : ''}
                </p>
              </div>
            </div>
            <div className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-brand-900">{event.location}</p>
                <a
                  href={mapLink(event.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-800 underline underline-offset-2"
                >
                  View on map<span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
                </a>
              </div>
            </div>
            <div className="flex gap-3">
              <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-brand-900">
                  {event.capacity} {event.capacity === 1 ? 'seat' : 'seats'} in the room
                </p>
                <p className="text-slate-600">
                  {goingCount} going{event.hasZoom ? ' · Zoom available' : ''}
                </p>
              </div>
            </div>
            {event.gymName ? (
              <div className="flex gap-3">
                <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-brand-900">Hosted by {event.gymName}</p>
                  {event.chapterId && event.chapterName ? (
                    <Link to={`/chapter/${event.chapterId}`} className="text-brand-800 underline underline-offset-2">
                      {event.chapterName}
                    </Link>
                  ) : null}
                </div>
              </div>
            ) : null}
            {event.zoomLink && !(event.myRsvp?.status === 'going' && event.myRsvp.mode === 'zoom') ? (
              <ZoomDetails link={event.zoomLink} password={event.zoomPassword} />
            ) : null}
            {past ? null : <CalendarLinks event={event} className="border-t border-slate-100 pt-4" />}
          </section>
        </aside>
        <div className="grid gap-8 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-event">
            <h2 id="about-event" className="text-xl font-bold text-brand-900">
              About this event
            </h2>
            <div className="mt-3 grid gap-4 leading-relaxed text-slate-700">
              {paragraphs(event.description).map((p, i) => (
                <p key={i} className="whitespace-pre-line">
                  {p}
                </p>
              ))}
            </div>
          </section>

          {event.documents.length ? (
            <section aria-labelledby="event-documents">
              <h2 id="event-documents" className="text-xl font-bold text-brand-900">
                Videos and presentations
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {event.documents.map((doc) => (
                  <DocumentLink key={doc.id} doc={doc} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
