import sharp from 'sharp';
import type { Db } from '../client';
import { articleImages, articleReviews, articles } from '../schema/index';
import { DEMO_ARTICLES } from './article-content';
import { coverSvg } from './article-covers';

const DAY = 24 * 3600 * 1000;

/** Demo coffee-corner articles with generated covers (stored like uploads) and reviews. */
export async function seedDemoArticles(db: Db, now: Date = new Date()): Promise<void> {
  for (const demo of DEMO_ARTICLES) {
    const name = `demo-${demo.slug}.webp`;
    const { data, info } = await sharp(Buffer.from(coverSvg(demo.cover)))
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    await db
      .insert(articleImages)
      .values({ name, contentType: 'image/webp', width: info.width, height: info.height, bytes: data.length, data });
    const publishedAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const [row] = await db
      .insert(articles)
      .values({
        slug: demo.slug,
        title: demo.title,
        excerpt: demo.excerpt,
        author: demo.author,
        tags: demo.tags,
        content: demo.content.replace(/\n/g, ''),
        coverImage: `/article-images/${name}`,
        isPublished: true,
        publishedAt,
        displayOrder: demo.displayOrder ?? 0,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: articles.id });
    if (demo.reviews.length) {
      await db.insert(articleReviews).values(
        demo.reviews.map((r) => ({
          articleId: row!.id,
          rating: r.rating,
          reviewText: r.text ?? null,
          userName: r.name,
          isVerified: false,
          createdAt: new Date(now.getTime() - r.daysAgo * DAY),
        })),
      );
    }
  }
}
