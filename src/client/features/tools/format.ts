/** Formats shared by the tool screens: money in dollars and cents, and a calendar day. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 1915.59 → '$1,915.59'. */
export const money = (value: number) => usd.format(value);

// A meet's date is a calendar day ('2026-03-14'), not an instant: read and written in UTC so it
// never slips a day in a time zone west of Greenwich.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** '2026-03-14' → 'Mar 14, 2026'; null without a date. */
export const calendarDay = (iso: string | null) => (iso ? day.format(new Date(`${iso}T00:00:00Z`)) : null);

/**
 * What a number field holds, read for the live answer: blank is 0, and anything that is not a
 * non-negative number counts as 0 until the user fixes it (the field then shows why on save).
 */
export function lenientNumber(text: string | undefined): number {
  const n = Number((text ?? '').trim() || 0);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** What a number field holds, read for the call: blank is 0, text that is not a number stays NaN (refused). */
export const strictNumber = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
};
