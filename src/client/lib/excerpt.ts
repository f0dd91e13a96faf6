/**
 * Short versions of longer texts for cards. A text cut to a length ends at a whole word with one
 * "…": never inside a word, never after a dangling comma or dash, never with a second ellipsis.
 */

export const ELLIPSIS = '…';

/** Punctuation, dashes and opening marks that read badly just before the ellipsis. */
const DANGLING = /[\s,;:.!?…\-–—([{"'“‘/]+$/u;

/**
 * `text` itself when it has at most `max` characters; otherwise its longest start of whole words
 * that fits in `max` characters with "…" after it. Only a single word longer than half of `max`
 * is cut inside (there is no word boundary to cut at). `excerpt(t, n) === t` says nothing was cut.
 */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return text;
  if (max < 2) return ELLIPSIS;
  const room = max - ELLIPSIS.length;
  let kept = flat.slice(0, room);
  if (flat[room] !== ' ') {
    const space = kept.lastIndexOf(' ');
    if (space >= room / 2) kept = kept.slice(0, space);
  }
  // Punctuation alone before the first word that fits stays rather than a word cut in two.
  const whole = kept.trimEnd();
  kept = kept.replace(DANGLING, '');
  return (kept || whole || flat.slice(0, room).trimEnd()) + ELLIPSIS;
}
