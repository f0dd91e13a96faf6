/**
 * The iCalendar (RFC 5545) invite of an event: GET /api/events/:id/calendar.ics and the
 * attachment of the RSVP confirmation (docs/decisions/0081-event-calendar-invites.md). Public, so
 * it never carries the Zoom link.
 */

import { zoneOffsetMinutes } from '../../../../shared/time-zones';

/** Decision 0081: the spec gives no end time; a breakfast or workshop is taken to last two hours. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  /** The start, as an instant. */
  start: Date;
  /** The venue's IANA zone: the invite names it, so a calendar shows the venue's clock too. */
  timeZone: string;
  /** The event page, added to the description. */
  url: string;
  /** The host part of the UID (`event-<id>@<host>`). */
  host: string;
  /** DTSTAMP: when the invite was made. */
  stamp?: Date;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, a line break becomes `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded: a CRLF and one space, the space
 * counting toward the next line's 75. A multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `YYYYMMDDTHHMMSSZ` (RFC 5545 §3.3.5, UTC form). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `YYYYMMDDTHHMMSS` on the clock of `zone` (RFC 5545 §3.3.5, the form with a TZID). */
export function icsLocalDateTime(date: Date, zone: string): string {
  const wall = new Date(Math.floor(date.getTime() / 1000) * 1000 + zoneOffsetMinutes(zone, date) * 60_000);
  return wall.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** '-0700' (RFC 5545 §3.3.14 UTC-OFFSET). */
function icsOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function zoneName(zone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/**
 * RFC 5545 §3.6.5: the VTIMEZONE a TZID refers to, read from the runtime's zone data: each change
 * of offset from the start of the year before the event's to the end of the event's year, so the
 * observance in force at the event is always defined.
 */
export function buildTimeZone(zone: string, at: Date): string[] {
  const year = at.getUTCFullYear();
  const from = Date.UTC(year - 1, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  const HOUR = 3_600_000;
  const changes: { at: Date; before: number; after: number }[] = [];
  let previous = zoneOffsetMinutes(zone, new Date(from));
  for (let t = from + 24 * HOUR; t <= to; t += 24 * HOUR) {
    const offset = zoneOffsetMinutes(zone, new Date(t));
    if (offset === previous) continue;
    // Narrow the day down to the minute the clocks changed.
    let low = t - 24 * HOUR;
    let high = t;
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(zone, new Date(mid)) === previous) low = mid;
      else high = mid;
    }
    changes.push({ at: new Date(high), before: previous, after: offset });
    previous = offset;
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = icsOffset(previous);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${zoneName(zone, at)}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    const kind = change.after > change.before ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the moment of the change on the clock as it read before the change.
    const wall = new Date(change.at.getTime() + change.before * 60_000).toISOString();
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wall.slice(0, 19).replace(/[-:]/g, '')}`,
      `TZOFFSETFROM:${icsOffset(change.before)}`,
      `TZOFFSETTO:${icsOffset(change.after)}`,
      `TZNAME:${zoneName(zone, change.at)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The whole VCALENDAR with one VEVENT, lines ending in CRLF; start and end on the venue's clock. */
export function buildCalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  const description = event.description.trim() ? `${event.description.trim()}\n\n${event.url}` : event.url;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Breakfast Club//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...buildTimeZone(event.timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${event.host}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${event.timeZone}:${icsLocalDateTime(event.start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${icsLocalDateTime(end, event.timeZone)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The UID host: PUBLIC_URL's host, else 'breakfastclub'. */
export function calendarHost(publicUrl: string | undefined): string {
  if (!publicUrl) return 'breakfastclub';
  try {
    return new URL(publicUrl).host || 'breakfastclub';
  } catch {
    return 'breakfastclub';
  }
}

/** A file name for the invite: the title's letters and digits. */
export function calendarFileName(title: string): string {
  const base = title
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${base || 'event'}.ics`;
}
