/** What a number field of the tool screens holds, read as a number. Figures are written by lib/format. */

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
