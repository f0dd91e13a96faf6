/**
 * The form-value helpers of the pro-shop and capacity tools: an input's text to a number and back.
 * Their figures are written by lib/format.
 */

/** What a number input holds, as the schema reads it: blank or junk is NaN (the schema says "must be a number"). */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, '')));

/** A stored number back into an input's text. */
export const toText = (value: number | null | undefined) => (value == null ? '' : String(value));
