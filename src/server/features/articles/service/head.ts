import { eq } from 'drizzle-orm';
import { articleTexts, imageUrl } from '../../../../shared/articles';
import { SITE_NAME } from '../../../../shared/site-routes';
import { articles } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import type { HeadResolver } from '../../../platform/spa';

/**
 * Share previews (spec 000 §2): the HTML served for /blog and /blog/:slug carries the
 * title, description, canonical URL, Open Graph and Twitter tags before any script runs.
 * Built per app, so each reads its own app's database.
 */
export function articleHeads({ db }: Deps): HeadResolver[] {
  return [
    {
      route: '/blog',
      tags: async () => ({
        title: `The Coffee Corner - ${SITE_NAME}`,
        description:
          'The coffee corner: practical articles for gymnastics and athletic-center owners on pricing, retention, staffing, meets and cash flow.',
        type: 'website',
      }),
    },
    {
      route: '/blog/:slug',
      tags: async (_request, params) => {
        const [row] = await db
          .select()
          .from(articles)
          .where(eq(articles.slug, params.slug ?? ''));
        if (!row || !row.isPublished) return null;
        return {
          title: `${row.title}${articleTexts.pageTitleSuffix}`,
          description: row.excerpt?.trim() || row.title,
          image: row.coverImage?.startsWith('data:') ? null : imageUrl(row.coverImage),
          type: 'article',
          author: row.author,
          publishedTime: row.publishedAt?.toISOString() ?? null,
        };
      },
    },
  ];
}
