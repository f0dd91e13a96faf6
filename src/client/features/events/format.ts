import type { EventItem } from '@shared/events';
import { instantToVenueTime, venueTimeToInstant } from '@shared/time-zones';
import { displayZoneIsReaders } from '@/lib/display-zone';
import { time, zonedFormat } from '@/lib/format';

/**
 * Event dates on the venue's clock, with its zone's abbreviation ('Thu, Dec 10, 2026 · 7:00 AM MST'),
 * as the invitation says them; `readerTime` adds the reader's own clock where it differs
 * (docs/decisions/0158-venue-time-zones.md).
 */
const dayFormat = zonedFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const longDayFormat = zonedFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** When an event is and the clock it is told in. */
export type EventWhen = Pick<EventItem, 'date' | 'timeZone'>;

export const eventDay = (e: EventWhen) => dayFormat.format(new Date(e.date), e.timeZone);
export const eventLongDay = (e: EventWhen) => longDayFormat.format(new Date(e.date), e.timeZone);
/** '7:00 AM MST': the time at the venue with its zone's abbreviation. */
export const eventTime = (e: EventWhen) => time(e.date, e.timeZone);
/**
 * The calendar-leaf parts of a card: 'Dec' and '8', at the venue. They are read from the day's
 * own formatter, so a list builds one formatter fewer per zone for each.
 */
const dayPart = (e: EventWhen, type: 'month' | 'day') =>
  dayFormat.parts(new Date(e.date), e.timeZone).find((p) => p.type === type)?.value ?? '';
export const eventMonth = (e: EventWhen) => dayPart(e, 'month');
export const eventDayOfMonth = (e: EventWhen) => dayPart(e, 'day');

/**
 * The event's start on the reader's own clock where it reads otherwise than the venue's
 * ('11:00 PM JST', or 'Fri, Dec 11, 1:00 AM JST' when the day differs too); null where it reads
 * the same, or while the reader's zone is not known yet (a page rendered before it was).
 */
export function readerTime(e: EventWhen): string | null {
  if (!displayZoneIsReaders()) return null;
  const at = new Date(e.date);
  const own = time(at);
  if (own === time(at, e.timeZone)) return null;
  const ownDay = dayFormat.format(at);
  return ownDay === dayFormat.format(at, e.timeZone) ? own : `${ownDay.replace(/, \d{4}$/, '')}, ${own}`;
}

/** How long an event is taken to last when a calendar needs an end (spec 001 gives no end time). */
export const EVENT_HOURS = 2;

export function isPast(iso: string, now = Date.now()): boolean {
  return new Date(iso).getTime() < now;
}

/** 'Full', '1 seat left', '12 seats left'; a full event with Zoom says so. */
export function seatsText(event: Pick<EventItem, 'spotsLeft' | 'hasZoom'>): string {
  if (event.spotsLeft <= 0) return event.hasZoom ? 'Full · Zoom available' : 'Full';
  return `${event.spotsLeft} ${event.spotsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** The kind of event, read from its title, for the placeholder picture. */
export type EventKind = 'breakfast' | 'workshop' | 'meetup';
export function eventKind(title: string): EventKind {
  const t = title.toLowerCase();
  if (/breakfast|coffee|brunch|morning/.test(t)) return 'breakfast';
  if (/workshop|clinic|training|seminar|masterclass|course|webinar/.test(t)) return 'workshop';
  return 'meetup';
}

/** A map search for the place on OpenStreetMap (no key, no tracking script on our page). */
export function mapLink(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}

/** '20261208T123000Z': the UTC basic form Google Calendar reads. */
function calendarStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Google Calendar "add event" link built from the event (title, start, end, place, details). */
export function googleCalendarLink(
  event: Pick<EventItem, 'title' | 'date' | 'timeZone' | 'location' | 'description'>,
  pageUrl?: string,
): string {
  const start = new Date(event.date);
  const end = new Date(start.getTime() + EVENT_HOURS * 3_600_000);
  const details = [event.description.slice(0, 1500), pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    location: event.location,
    details,
    // The calendar shows the event in the venue's zone too.
    ctz: event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The paragraphs of a description: blank lines separate them, single line breaks stay. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A `datetime-local` value ('2026-12-10T07:00') on the venue's clock, for an ISO instant. */
export function toLocalInput(iso: string, timeZone: string): string {
  return instantToVenueTime(iso, timeZone);
}

/**
 * A `datetime-local` value, read on the venue's clock, as ISO 8601 with the venue's offset at
 * that moment ('2026-12-10T07:00:00-07:00'): the form's "7:00" is 7:00 where the event is, wherever
 * the person typing sits. Text that is no date and time is returned unchanged, so the shared
 * schema's message shows.
 */
export function fromLocalInput(value: string, timeZone: string): string {
  return venueTimeToInstant(value, timeZone) ?? value;
}
