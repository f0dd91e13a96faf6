/**
 * The reader pages' dates, written with the browser's Intl instead of a date library so the
 * blog and article pages stay light. For English these give exactly date-fns'
 * 'MMMM d, yyyy' ('November 22, 2026') and 'MMM d, yyyy' ('Nov 22, 2026'), in local time.
 */
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMMM d, yyyy', or null without a date. */
export const longDate = (iso: string | null | undefined) => (iso ? long.format(new Date(iso)) : null);

/** 'MMM d, yyyy'. */
export const shortDate = (iso: string) => short.format(new Date(iso));
