/**
 * Name normalization for the similar-gym check (docs/decisions/0021-similar-gym-matching.md).
 * The server runs the same steps in SQL (features/gym-submissions/similar.ts); a test keeps both equal.
 */

/** Words that say what kind of business it is, not which one: dropped before comparing. */
export const GYM_NAME_STOP_WORDS = [
  'the',
  'and',
  'of',
  'gymnastics',
  'gymnastic',
  'gym',
  'gyms',
  'academy',
  'center',
  'centre',
  'club',
  'llc',
  'inc',
  'co',
  'ltd',
] as const;

/** Minimum trigram similarity (0–1) of two normalized names to call them similar; tuned in tests. */
export const SIMILAR_NAME_THRESHOLD = 0.55;

/** At most this many similar gyms (and pending submissions) are reported. */
export const SIMILAR_NAME_LIMIT = 10;

const stop = new Set<string>(GYM_NAME_STOP_WORDS);

/**
 * Lowercase, '&' read as 'and', punctuation removed, stop words dropped, spaces collapsed.
 * A name made only of stop words ("The Gymnastics Academy") keeps its lowercased form.
 */
export function normalizeGymName(name: string): string {
  const lower = name.toLowerCase();
  const words = lower
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !stop.has(w));
  const key = words.join(' ');
  return key === '' ? lower : key;
}
