/**
 * The iCalendar (RFC 5545) invite of an event: GET /api/events/:id/calendar.ics and the
 * attachment of the RSVP confirmation (docs/decisions/0081-event-calendar-invites.md). Public, so
 * it never carries the Zoom link.
 */

/** Decision 0081: the spec gives no end time; a breakfast or workshop is taken to last two hours. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  /** The start, as an instant. */
  start: Date;
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

/** The whole VCALENDAR with one VEVENT, lines ending in CRLF. */
export function buildCalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  const description = event.description.trim() ? `${event.description.trim()}\n\n${event.url}` : event.url;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Breakfast Club//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${event.host}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
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
