import { z } from 'zod';

/**
 * The user guide at /documentation: one page per area of the platform, written for gym
 * staff and kept in the repository as Markdown under docs/user-guide/.
 */
export const documentationMessages = {
  pageNotFound: 'Guide page not found',
} as const;

export const guideSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const guidePageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  order: z.number(),
  /** With a search: where the words were found. */
  excerpt: z.string().optional(),
});
export type GuidePageSummary = z.input<typeof guidePageSummarySchema>;

export const guidePageSchema = guidePageSummarySchema.extend({
  /** Sanitized HTML rendered from the page's Markdown. */
  html: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  previous: z.object({ slug: z.string(), title: z.string() }).nullable(),
  next: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type GuidePage = z.input<typeof guidePageSchema>;
