/**
 * A chapter's stated schedule ('Second Thursday', '7:00 AM') read as a rule, so its events can be
 * checked against it: the chapter page marks an event that is off the usual schedule, and the demo
 * seed puts the chapters' breakfasts on theirs (docs/decisions/0158-venue-time-zones.md).
 */
import { instantToVenueTime } from './time-zones';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: -1,
};

/** A meeting day: the weekday (0 Sunday … 6 Saturday) and, for 'Second Tuesday', which one of the month. */
export interface MeetingDay {
  weekday: number;
  /** 1–4, -1 for the last of the month, or null for every such weekday. */
  ordinal: number | null;
}

/** 'Second Tuesday', 'last friday', 'Wednesdays', 'Every Wednesday' → a rule; null when unreadable. */
export function parseMeetingDay(text: string | null | undefined): MeetingDay | null {
  const words = (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let ordinal: number | null = null;
  let weekday: number | null = null;
  for (const word of words) {
    if (ORDINALS[word] !== undefined) ordinal = ORDINALS[word]!;
    const day = WEEKDAYS.findIndex((d) => word === d || word === `${d}s` || (word.length >= 3 && d.startsWith(word)));
    if (day >= 0) weekday = day;
  }
  return weekday === null ? null : { weekday, ordinal };
}

/** '7:00 AM', '6:45am', '7 AM', '18:30' → minutes after midnight; null when unreadable. */
export function parseMeetingTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text ?? '');
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  if (!half && match[2] === undefined) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return hour * 60 + minute;
}

/** The day of the month of the `ordinal`th `weekday` of a month (month 1–12; ordinal -1: the last). */
export function nthWeekday(year: number, month: number, weekday: number, ordinal: number): number {
  if (ordinal === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (ordinal - 1) * 7;
}

/** Which of a weekday of its month a day is: 1 for the first seven days, and so on. */
function weekOfMonth(day: number): number {
  return Math.ceil(day / 7);
}

/**
 * Whether an event keeps the chapter's stated schedule on its venue's clock: its weekday (and
 * which one of the month), and its time when one is stated. Null when the chapter states no
 * readable day, so there is nothing to check against.
 */
export function keepsSchedule(
  chapter: { meetingDay: string | null; meetingTime: string | null },
  event: { date: string; timeZone: string },
): boolean | null {
  const day = parseMeetingDay(chapter.meetingDay);
  if (!day) return null;
  const wall = instantToVenueTime(event.date, event.timeZone);
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday !== day.weekday) return false;
  if (day.ordinal === -1 && d !== nthWeekday(y, m, weekday, -1)) return false;
  if (day.ordinal !== null && day.ordinal > 0 && weekOfMonth(d) !== day.ordinal) return false;
  const time = parseMeetingTime(chapter.meetingTime);
  if (time === null) return true;
  return Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)) === time;
}
