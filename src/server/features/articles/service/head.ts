import { eq } from 'drizzle-orm';
import { articleTexts, imageUrl } from '../../../../shared/articles';
import { articles } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { registerHead, SITE_NAME } from '../../../platform/spa';

let registered = false;
let current: Deps | null = null;

/**
 * Share previews (spec 000 §2): the HTML served for /blog and /blog/:slug carries the
 * title, description, canonical URL, Open Graph and Twitter tags before any script runs.
 * The providers are module-wide (spa.ts keeps one list), so they read the latest app's deps.
 */
export function registerArticleHeads(deps: Deps) {
  current = deps;
  if (registered) return;
  registered = true;
  registerHead('/blog', async () => ({
    title: `The Coffee Corner - ${SITE_NAME}`,
    description:
      'The coffee corner: practical articles for gymnastics and athletic-center owners on pricing, retention, staffing, meets and cash flow.',
    type: 'website',
  }));
  registerHead('/blog/:slug', async (_request, params) => {
    if (!current) return null;
    const [row] = await current.db.select().from(articles).where(eq(articles.slug, params.slug ?? ''));
    if (!row || !row.isPublished) return null;
    return {
      title: `${row.title}${articleTexts.pageTitleSuffix}`,
      description: row.excerpt?.trim() || row.title,
      image: row.coverImage?.startsWith('data:') ? null : imageUrl(row.coverImage),
      type: 'article',
      author: row.author,
      publishedTime: row.publishedAt?.toISOString() ?? null,
    };
  });
}
