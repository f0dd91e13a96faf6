/**
 * Articles: texts, access rule, placeholders and image paths.
 * No zod here, so the reader's pages stay light; the request and response schemas (and their
 * types) are in articles.ts, which re-exports this module and is never imported from here.
 */
/** Spec 000 §9: one free article a day for anonymous readers; the day key is the UTC ISO date. */
export const FREE_ARTICLES_PER_DAY = 1;
export const LIMIT_REASON = 'daily_limit_reached' as const;
export const ARTICLE_PAGE_SIZE = 9;

/** Spec 000 §2 and §8: the texts of the article page and the review form, used to the letter. */
export const articleTexts = {
  loading: 'Loading article...',
  notFoundTitle: 'Article Not Found',
  notFoundText: "The article you're looking for doesn't exist or has been removed.",
  backToBlog: 'Back to Blog',
  pageTitleSuffix: ' - Gymnastics Business Resources',
  calculatorsClaim: '17+',
  writeReview: 'Write a Review',
  ratingRequiredTitle: 'Please select a rating',
  ratingRequiredHint: 'Click on the stars to rate this article',
  nameRequiredTitle: 'Name required',
  nameRequiredText: 'Please enter your name to submit a review',
  fetchReviewsFailed: 'Failed to fetch reviews',
  fetchStatsFailed: 'Failed to fetch review stats',
  fetchMyReviewFailed: 'Failed to fetch user review',
  submitFailedTitle: 'Error',
  submitFailedDefault: 'Failed to submit review',
  submittedTitle: 'Review submitted',
  submittedText: 'Thank you for your feedback!',
} as const;

export const articleMessages = {
  ratingRequired: 'Please select a rating',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  nameRequired: 'Please enter your name to submit a review',
  nameTooLong: 'Name must not exceed 100 characters',
  reviewTooLong: 'Review must not exceed 1000 characters',
  alreadyReviewed: 'You have already reviewed this article',
  articleNotFound: 'Article not found',
  reviewNotFound: 'Review not found',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug must be lowercase letters, numbers and hyphens',
  slugTaken: 'An article with this slug already exists',
  imageType: 'Images must be JPEG, PNG, WebP or GIF',
  imageNotFound: 'Image not found',
  reviewsTooMany: 'Too many reviews from this address. Please try again later.',
} as const;

/** The UTC day key, e.g. '2026-11-22' (spec 000 §9). */
export function utcDayKey(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Spec 000 §4: the daily-limit decision, shared by the browser record and the server cookie. */
export function decideAccess<T>(
  record: { date: string; items: T[] } | null,
  item: T,
  today: string,
): { allowed: boolean; record: { date: string; items: T[] } } {
  const items = record && record.date === today ? record.items : [];
  if (items.includes(item)) return { allowed: true, record: { date: today, items } };
  if (items.length >= FREE_ARTICLES_PER_DAY) return { allowed: false, record: { date: today, items } };
  return { allowed: true, record: { date: today, items: [...items, item] } };
}

/** Spec 001 §5: a slug is lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
}

/** Spec 000 §9: placeholder fallbacks for visitors. */
export const PLACEHOLDERS = {
  gym_name: 'your gym',
  slogan: 'your slogan',
  user_name: 'you',
  first_name: 'you',
  last_name: '',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];

export interface PlaceholderSource {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  gym?: { name?: string | null; slogan?: string | null } | null;
}

/** The value of each placeholder for a reader (or the visitor fallbacks). */
export function placeholderValues(reader: PlaceholderSource | null): Record<PlaceholderName, string> {
  const full = [reader?.firstName, reader?.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return {
    gym_name: reader?.gym?.name?.trim() || PLACEHOLDERS.gym_name,
    slogan: reader?.gym?.slogan?.trim() || PLACEHOLDERS.slogan,
    user_name: full || reader?.username?.trim() || PLACEHOLDERS.user_name,
    first_name: reader?.firstName?.trim() || PLACEHOLDERS.first_name,
    last_name: reader?.lastName?.trim() || PLACEHOLDERS.last_name,
  };
}

/**
 * Fills {{name}} tokens (spaces inside the braces allowed). `escape` makes values safe for
 * HTML; unknown tokens are left as written.
 */
export function fillPlaceholders(
  text: string,
  values: Record<PlaceholderName, string>,
  escape: (v: string) => string = (v) => v,
) {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (token, name: string) =>
    name in values ? escape(values[name as PlaceholderName]) : token,
  );
}

/** Spec 000 §2: stored image paths under these prefixes are served through the public API path. */
export const IMAGE_PREFIXES = ['article-images', 'learning-module-images'] as const;
export const PUBLIC_IMAGE_BASE = '/api/public';

export function imageUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (stored.startsWith('data:')) return stored;
  for (const prefix of IMAGE_PREFIXES) {
    for (const start of [`/${prefix}/`, `${prefix}/`]) {
      if (stored.startsWith(start)) return `${PUBLIC_IMAGE_BASE}/${prefix}/${stored.slice(start.length)}`;
    }
  }
  return stored;
}

/** Spec 000 §9: half stars show when the fraction is 0.5 or more. */
export function starFill(average: number, star: number): 'full' | 'half' | 'empty' {
  if (average >= star) return 'full';
  if (average - (star - 1) >= 0.5) return 'half';
  return 'empty';
}

/** GET /api/articles/{id}/reviews pages its list (spec 000 §7): 20 a page unless asked, at most 50. */
export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE_MAX = 50;
