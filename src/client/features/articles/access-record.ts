import { decideAccess, utcDayKey } from '@shared/articles-content';

/** Spec 000 §3: the browser's record of the articles read today (no calls are made). */
export const ACCESS_STORAGE_KEY = 'articleAccess';

export interface LocalAccessRecord {
  date: string;
  slugs: string[];
}

function load(): LocalAccessRecord | null {
  try {
    const raw = localStorage.getItem(ACCESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalAccessRecord>;
    if (typeof parsed.date !== 'string' || !Array.isArray(parsed.slugs)) return null;
    return { date: parsed.date, slugs: parsed.slugs.filter((s): s is string => typeof s === 'string') };
  } catch {
    return null;
  }
}

function save(record: LocalAccessRecord) {
  try {
    localStorage.setItem(ACCESS_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    // Spec 000 §8: saving the record fails silently (logged only).
    console.warn('Could not save the article access record', error);
  }
}

/**
 * Spec 000 §4: records the slug when the reader may open it and answers whether they may.
 * The record resets when the UTC date changes; reopening a recorded slug is allowed.
 */
export function recordArticleAccess(slug: string, now: Date = new Date()): boolean {
  const stored = load();
  const decision = decideAccess(stored ? { date: stored.date, items: stored.slugs } : null, slug, utcDayKey(now));
  if (decision.allowed) save({ date: decision.record.date, slugs: decision.record.items });
  return decision.allowed;
}
