import type { ChapterItem } from '@shared/chapters';
import { zonedFormat } from '@/lib/format';

/** 'Tue, Dec 8, 7:00 AM MST': an instant with the zone's name. */
const meetingFormat = zonedFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The day and month of an event for a date badge: { month: 'DEC', day: '8' }. */
const badgeMonth = zonedFormat({ month: 'short' });
const badgeDay = zonedFormat({ day: 'numeric' });

export const NO_NEXT_MEETING = 'Next breakfast not scheduled yet';

/** An event's start on its venue's clock (`timeZone`), as the invitation says it. */
export function meetingDate(iso: string, timeZone: string | null): string {
  return meetingFormat.format(new Date(iso), timeZone ?? undefined);
}

export function dateBadge(iso: string, timeZone: string): { month: string; day: string } {
  const date = new Date(iso);
  return { month: badgeMonth.format(date, timeZone).toUpperCase(), day: badgeDay.format(date, timeZone) };
}

/** 'Monthly · Second Tuesday · 7:00 AM', or null when the chapter has set none of them. */
export function meetingRhythm(
  chapter: Pick<ChapterItem, 'meetingFrequency' | 'meetingDay' | 'meetingTime'>,
): string | null {
  const parts = [chapter.meetingFrequency, chapter.meetingDay, chapter.meetingTime].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

export function memberCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'member' : 'members'}`;
}

/** 'Denver, CO'. */
export function place(chapter: Pick<ChapterItem, 'city' | 'state'>): string {
  return `${chapter.city}, ${chapter.state}`;
}

/** The chapters a search box and a state filter leave: the search matches name, city, state or president. */
export function filterChapters<T extends Pick<ChapterItem, 'name' | 'city' | 'state' | 'presidentName'>>(
  chapters: readonly T[],
  search: string,
  state: string,
): T[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return chapters.filter((c) => {
    if (state && c.state.toLowerCase() !== state.toLowerCase()) return false;
    const haystack = [c.name, c.city, c.state, c.presidentName ?? ''].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The distinct states of the chapters, sorted, for the filter. */
export function chapterStates(chapters: readonly Pick<ChapterItem, 'state'>[]): string[] {
  return [...new Set(chapters.map((c) => c.state.toUpperCase()))].sort();
}
