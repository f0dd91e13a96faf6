import { z } from 'zod';
import {
  ARTICLE_PAGE_SIZE,
  articleMessages,
  LIMIT_REASON,
  REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE_MAX,
  SLUG_PATTERN,
} from './articles-content';

export * from './articles-content';
const m = articleMessages;

// ---- requests ----

export const reviewSchema = z.object({
  rating: z.number({ error: m.ratingRequired }).int(m.ratingRange).min(1, m.ratingRange).max(5, m.ratingRange),
  reviewText: z
    .string()
    .trim()
    .max(1000, m.reviewTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  userName: z.string().trim().max(100, m.nameTooLong).optional(),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const articleListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must not exceed ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const articleRoleSchema = z.object({
  roleId: z.number().int().positive(),
  relevance: z.enum(['primary', 'secondary']).default('primary'),
});

/** The admin article form; used by the editor and by POST/PATCH /api/admin/articles. */
export const articleInputSchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(255, 'Must not exceed 255 characters'),
  slug: z
    .string({ error: m.slugRequired })
    .trim()
    .min(1, m.slugRequired)
    .max(200, 'Must not exceed 200 characters')
    .regex(SLUG_PATTERN, m.slugFormat),
  content: z.string().max(500_000).default(''),
  excerpt: optionalText(500),
  author: optionalText(100),
  coverImage: optionalText(2000),
  tags: z
    .array(z.string().trim().min(1).max(60))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
  isPublished: z.boolean().default(false),
  displayOrder: z.number().int().min(-100000).max(100000).default(0),
  roles: z.array(articleRoleSchema).max(50).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export const articlePatchSchema = articleInputSchema.partial();

// ---- responses ----

/** GET /api/articles item. */
export const articleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  coverImage: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string().nullable(),
  tags: z.array(z.string()),
  averageRating: z.number(),
  totalReviews: z.number(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET /api/articles */
export const articleListSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  tags: z.array(z.string()),
});
export type ArticleList = z.infer<typeof articleListSchema>;

/** GET /api/articles/:slug; content is null when the visitor's daily article is used up. */
export const articleViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string().nullable(),
  coverImage: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  tags: z.array(z.string()),
  locked: z.boolean(),
  reason: z.literal(LIMIT_REASON).optional(),
});
export type ArticleView = z.infer<typeof articleViewSchema>;

/** A review as readers see it: a name, never the reviewer's account. */
export const reviewItemSchema = z.object({
  id: z.number(),
  rating: z.number(),
  reviewText: z.string().nullable(),
  userName: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewItemSchema>;

/** GET /api/articles/{id}/reviews answers a list (spec 000 §7), one page of it, newest first. */
export const reviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(REVIEW_PAGE_SIZE),
});

export const reviewStatsSchema = z.object({ totalReviews: z.number(), averageRating: z.number() });
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** An article in the admin editor. */
export const adminArticleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  author: z.string().nullable(),
  coverImage: z.string().nullable(),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  displayOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  roles: z.array(z.object({ roleId: z.number(), relevance: z.string() })),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** GET /api/admin/articles item. */
export const adminArticleListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  displayOrder: z.number(),
  updatedAt: z.string(),
  tags: z.array(z.string()),
  reviewCount: z.number(),
});
export type AdminArticleListItem = z.infer<typeof adminArticleListItemSchema>;

export const adminReviewSchema = reviewItemSchema.extend({ isHidden: z.boolean() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/admin/article-role-options */
export const articleRoleOptionSchema = z.object({ id: z.number(), name: z.string() });

/** POST /api/admin/articles/preview: the content to render, and the rendered answer. */
export const articlePreviewSchema = z.object({ content: z.string().max(500_000) });
export const articlePreviewResultSchema = z.object({ content: z.string() });

/** POST /api/admin/article-images: the stored path (for articles.coverImage or an <img src>) and its public URL. */
export const storedImageSchema = z.object({ path: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type StoredImage = z.infer<typeof storedImageSchema>;
export type ArticleRoleOption = z.infer<typeof articleRoleOptionSchema>;
