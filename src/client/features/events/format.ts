import type { EventItem } from '@shared/events';
import { time, zonedFormat } from '@/lib/format';

/**
 * Event dates in the viewer's own time zone, with its abbreviation ('Tue, Dec 8, 2026 · 7:30 AM EST'):
 * a gym owner reads the time as it is where they sit (docs/decisions/0082-event-screens.md).
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
const monthFormat = zonedFormat({ month: 'short' });
const dayOfMonthFormat = zonedFormat({ day: 'numeric' });

export const eventDay = (iso: string) => dayFormat.format(new Date(iso));
export const eventLongDay = (iso: string) => longDayFormat.format(new Date(iso));
/** '7:30 AM EST': the time with the viewer's zone abbreviation. */
export const eventTime = (iso: string) => time(iso);
/** The calendar-leaf parts of a card: 'Dec' and '8'. */
export const eventMonth = (iso: string) => monthFormat.format(new Date(iso));
export const eventDayOfMonth = (iso: string) => dayOfMonthFormat.format(new Date(iso));

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
  event: Pick<EventItem, 'title' | 'date' | 'location' | 'description'>,
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

/** A `datetime-local` value ('2026-12-08T07:30') in the browser's zone, for an ISO instant. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value as ISO 8601 with the browser's offset at that moment
 * ('2026-12-08T07:30:00-05:00'), so the server stores the instant the person meant. Text that
 * is no date and time is returned unchanged, so the shared schema's message shows.
 */
export function fromLocalInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const local = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(local.getTime())) return value;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
