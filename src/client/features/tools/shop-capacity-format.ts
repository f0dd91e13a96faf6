/** Number formats and form-value helpers of the pro-shop and capacity tools. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $1,234.50; a dash for a figure that cannot be computed yet. */
export const money = (value: number | null | undefined) => (value == null ? '—' : usd.format(value));

/** 42.5% (two decimals at most); a dash when there is none. */
export const pct = (value: number | null | undefined) => (value == null ? '—' : `${plain.format(value)}%`);

/** 1,234.5 */
export const num = (value: number | null | undefined) => (value == null ? '—' : plain.format(value));

/** What a number input holds, as the schema reads it: blank or junk is NaN (the schema says "must be a number"). */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, '')));

/** A stored number back into an input's text. */
export const toText = (value: number | null | undefined) => (value == null ? '' : String(value));
