import { z } from 'zod';
import { isVideoUrl } from './video-links';
import { optionalText, requiredText, tooLong } from './text-fields';

/**
 * Recommendations: the community's reading and listening list, books and podcasts.
 * Both kinds share one shape; a book has an author and an Amazon link, a podcast a host and a
 * video link. Members vote them up or down and discuss them (decision 0091).
 */

export const RECOMMENDATION_KINDS = ['books', 'podcasts'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

/**
 * Spec 001 §5: the business type a book or podcast is specific to. Most are for every gym (a book
 * on leadership or money) and have none (null); a list filtered by a type shows the items of that
 * type and those for every gym (decision 0157).
 */
export const BUSINESS_TYPES = ['gymnastics', 'ninja', 'swim'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const businessTypeLabels: Record<BusinessType, string> = {
  gymnastics: 'Gymnastics',
  ninja: 'Ninja',
  swim: 'Swim',
};
/** How an item without a business type is named where one is chosen or listed (the admin). */
export const EVERY_BUSINESS = 'Every business';

export const VOTES = [-1, 0, 1] as const;
export const COMMENT_MAX = 1000;
export const RATING_MAX = 5;

/** Every message of the area, written once. */
export const recommendationMessages = {
  titleRequired: 'Title is required',
  authorRequired: 'Author is required',
  hostRequired: 'Host is required',
  descriptionTooLong: 'Description must not exceed 5000 characters',
  ratingRange: 'Rating must be between 0 and 5',
  businessTypeInvalid: 'Business type must be gymnastics, ninja or swim',
  urlInvalid: 'Must be a valid URL',
  podcastUrlInvalid: 'Podcast link must be a YouTube or Vimeo video',
  categoryInvalid: 'Categories are words of at most 50 characters',
  voteInvalid: 'Vote must be -1, 0 or 1',
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must not exceed ${COMMENT_MAX} characters`,
  bookNotFound: 'Book not found',
  podcastNotFound: 'Podcast not found',
  commentNotFound: 'Comment not found',
  notCommentAuthor: 'You can only delete your own comments',
  tooLong,
} as const;
const m = recommendationMessages;

const webUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(1000, tooLong(1000))
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => {
      if (v === null) return true;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, message);

const businessType = z.enum(BUSINESS_TYPES, { error: m.businessTypeInvalid });

// ---- requests ----

/** GET /api/books and /api/podcasts: a bad businessType is a 400. */
export const recommendationListQuerySchema = z.object({
  businessType: businessType.optional(),
  category: z.string().trim().max(50).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['score', 'rating', 'newest', 'title']).default('score'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type RecommendationListQuery = z.input<typeof recommendationListQuerySchema>;

/** POST /api/books/:id/vote and /api/podcasts/:id/vote */
export const voteInputSchema = z.object({
  vote: z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: m.voteInvalid }),
});

/** POST …/comments */
export const commentInputSchema = z.object({
  content: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(COMMENT_MAX, m.commentTooLong),
});

export const commentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const common = {
  title: requiredText(m.titleRequired, 255),
  imageUrl: optionalText(2000),
  rating: z.number({ error: m.ratingRange }).min(0, m.ratingRange).max(RATING_MAX, m.ratingRange),
  description: optionalText(5000),
  categories: z
    .array(z.string({ error: m.categoryInvalid }).trim().min(1, m.categoryInvalid).max(50, m.categoryInvalid))
    .max(20)
    .transform((list) => [...new Set(list.map((c) => c.toLowerCase()))]),
  /** null: for every business. */
  businessType: businessType.nullable(),
  displayOrder: z.number().int().min(-100000).max(100000),
};

/** What a new item gets for a field left out; a PATCH leaves a left-out field as it is. */
const defaults = {
  rating: common.rating.default(0),
  categories: common.categories.default([]),
  businessType: common.businessType.default(null),
  displayOrder: common.displayOrder.default(0),
};

const bookFields = {
  ...common,
  author: requiredText(m.authorRequired, 255),
  amazonUrl: webUrl(m.urlInvalid),
};
/** The admin book form; POST /api/admin/books. */
export const bookInputSchema = z.object({ ...bookFields, ...defaults });
export type BookInput = z.input<typeof bookInputSchema>;
/** PATCH /api/admin/books/:id: only the fields sent change. */
export const bookPatchSchema = z.object(bookFields).partial();

const podcastFields = {
  ...common,
  host: requiredText(m.hostRequired, 255),
  youtubeUrl: webUrl(m.podcastUrlInvalid).refine((v) => v === null || isVideoUrl(v), m.podcastUrlInvalid),
};
/** The admin podcast form; the link must be on a video-sharing site (spec 001 §5). */
export const podcastInputSchema = z.object({ ...podcastFields, ...defaults });
export type PodcastInput = z.input<typeof podcastInputSchema>;
/** PATCH /api/admin/podcasts/:id: only the fields sent change. */
export const podcastPatchSchema = z.object(podcastFields).partial();

// ---- answers ----

const itemCommon = {
  id: z.number(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  /** null: for every business. */
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  displayOrder: z.number(),
  /** Sum of the votes. */
  score: z.number(),
  /** The caller's vote; 0 for visitors and for no vote. */
  myVote: z.number(),
  commentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const bookSchema = z.object({ ...itemCommon, author: z.string(), amazonUrl: z.string().nullable() });
export type Book = z.infer<typeof bookSchema>;
export const podcastSchema = z.object({ ...itemCommon, host: z.string(), youtubeUrl: z.string().nullable() });
export type Podcast = z.infer<typeof podcastSchema>;

/** POST …/vote answer. */
export const voteResultSchema = z.object({ score: z.number(), myVote: z.number() });
export type VoteResult = z.infer<typeof voteResultSchema>;

export const commentSchema = z.object({
  id: z.number(),
  content: z.string(),
  userId: z.number().nullable(),
  /** First name and last initial, or "Former member" once the account is gone. */
  authorName: z.string(),
  createdAt: z.string(),
  /** The caller wrote it or is an admin. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
