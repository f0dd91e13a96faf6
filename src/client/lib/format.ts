/**
 * The one place numbers, money, dates and times are written for people (en-US, the club's
 * language). Pages import from here instead of building their own Intl formats; a dash stands
 * for a figure that cannot be shown yet.
 */
import { formatMoney, formatNumber, formatPercent, formatRate } from '@shared/figure-format';
import { displayZone } from './display-zone';

const DASH = '—';
type Maybe = number | null | undefined;

const shown = (value: Maybe): value is number => value != null && Number.isFinite(value);

/**
 * Cents only where they matter (decision 0155): 58.62 → '$58.62', 720000 → '$720,000', 1915.59 →
 * '$1,916'. `{ cents: true }` or `{ whole: true }` where a figure needs one whatever its size.
 */
export function money(value: Maybe, { whole = false, cents = false }: { whole?: boolean; cents?: boolean } = {}) {
  return shown(value) ? formatMoney(value, whole ? 'whole' : cents ? 'cents' : 'auto') : DASH;
}

/** 1234.5 → '1,234.5' (two decimals at most). */
export const number = (value: Maybe): string => (shown(value) ? formatNumber(value) : DASH);

/** A percentage worked out, to one decimal at most: 54.1666 → '54.2%' (the value is already a percentage). */
export const percent = (value: Maybe): string => (shown(value) ? formatPercent(value) : DASH);

/** A rate the owner typed (a card fee, payroll taxes), as typed: 7.65 → '7.65%'. */
export const rate = (value: Maybe): string => (shown(value) ? formatRate(value) : DASH);

/**
 * An en-US date-time format that follows the display zone (lib/display-zone.ts), or the zone
 * `format` is given (a place's, such as an event's venue). Each formatter is built once per zone:
 * building one is the costly part of date formatting (about 1 ms of a throttled phone's main thread).
 */
export function zonedFormat(options: Intl.DateTimeFormatOptions): {
  format: (at: Date, placeZone?: string) => string;
  /** The parts of the same text ('Dec', '10', …), from the same formatter. */
  parts: (at: Date, placeZone?: string) => Intl.DateTimeFormatPart[];
} {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  const formatter = (placeZone?: string) => {
    const zone = placeZone ?? options.timeZone ?? displayZone();
    const key = zone ?? '';
    let format = byZone.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, ...(zone ? { timeZone: zone } : {}) });
      byZone.set(key, format);
    }
    return format;
  };
  return {
    format: (at, placeZone) => formatter(placeZone).format(at),
    parts: (at, placeZone) => formatter(placeZone).formatToParts(at),
  };
}

const dateFormats = {
  long: zonedFormat({ month: 'long', day: 'numeric', year: 'numeric' }),
  short: zonedFormat({ month: 'short', day: 'numeric', year: 'numeric' }),
};

/** An instant as the reader's calendar date: 'November 22, 2026' (long) or 'Nov 22, 2026' (short). */
export function date(iso: string | Date | null | undefined, style: keyof typeof dateFormats = 'short'): string | null {
  if (!iso) return null;
  return dateFormats[style].format(typeof iso === 'string' ? new Date(iso) : iso);
}

const dateTimeFormat = zonedFormat({ dateStyle: 'medium', timeStyle: 'short' });
/** An instant with its time of day: 'Mar 14, 2026, 7:05 PM'; a dash without one (or an unreadable one). */
export function dateTime(iso: string | Date | null | undefined): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return at && !Number.isNaN(at.getTime()) ? dateTimeFormat.format(at) : DASH;
}

const calendar = zonedFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/**
 * A calendar day stored as '2026-03-14' (not an instant): 'Mar 14, 2026', read in UTC so it never
 * slips a day west of Greenwich.
 */
export const calendarDay = (day: string | null | undefined): string | null =>
  day ? calendar.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : null;

const timeFormat = zonedFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
/**
 * A time of day with its zone's abbreviation: '7:00 AM MST'. With `timeZone` (an IANA name such
 * as 'America/Denver') the time is the place's, else the reader's own.
 */
export function time(iso: string | Date, timeZone?: string): string {
  return timeFormat.format(typeof iso === 'string' ? new Date(iso) : iso, timeZone);
}

/** 'MMMM d, yyyy' ('November 22, 2026'), or null without a date. */
export const longDate = (iso: string | null | undefined) => date(iso, 'long');

/** 'MMM d, yyyy' ('Nov 22, 2026'). */
export const shortDate = (iso: string) => dateFormats.short.format(new Date(iso));
