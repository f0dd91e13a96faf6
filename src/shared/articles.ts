import { z } from 'zod';
import { ARTICLE_PAGE_SIZE, articleMessages, SLUG_PATTERN } from './articles-content';

export * from './articles-content';
const m = articleMessages;

// ---- requests ----

export const reviewSchema = z.object({
  rating: z
    .number({ error: m.ratingRequired })
    .int(m.ratingRange)
    .min(1, m.ratingRange)
    .max(5, m.ratingRange),
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

/** GET /api/admin/articles item: the admin list's row, with its review count. */
export const adminArticleRowSchema = z.object({
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
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

/** GET /api/admin/article-role-options item: a role an article can be aimed at. */
export const articleRoleOptionSchema = z.object({ id: z.number(), name: z.string() });
export type ArticleRoleOption = z.infer<typeof articleRoleOptionSchema>;
