import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  articleMessages,
  fillPlaceholders,
  placeholderValues,
  type articleListQuerySchema,
  type ArticleList,
  type ArticleSummary,
  type ArticleView,
  type PlaceholderSource,
} from '../../../../shared/articles';
import { articles, gyms } from '../../../db/schema/index';
import { NotFound } from '../../../platform/errors';
import { escapeHtml } from '../../../platform/mailer';
import type { Deps } from '../../../platform/deps';
import type { SessionUser } from '../../../platform/sessions';
import { cachedRead } from '../../../platform/read-cache';
import { sanitizeForReader } from '../../../platform/html';
import { escapeLike } from '../../../platform/search';

type Row = typeof articles.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// Written with explicit aliases: inside a select, drizzle renders columns unqualified, and an
// unqualified "id" in the subquery would bind to article_reviews.id instead of the outer article.
const ratingColumns = {
  averageRating: sql<string | null>`(select round(avg(r.rating)::numeric, 1) from article_reviews r
    where r.article_id = "articles"."id" and not r.is_hidden)`,
  totalReviews: sql<number>`(select count(*)::int from article_reviews r
    where r.article_id = "articles"."id" and not r.is_hidden)`,
};

/** Order of the blog: displayOrder ascending (lower pins first), then newest. */
export const blogOrder = [asc(articles.displayOrder), desc(articles.publishedAt), desc(articles.id)];

/** GET /api/articles: published articles, searchable by text and tag, paged. */
export async function listArticles(deps: Deps, query: z.infer<typeof articleListQuerySchema>): Promise<ArticleList> {
  const { db } = deps;
  const where: SQL[] = [eq(articles.isPublished, true)];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(sql`(${articles.title} ilike ${like} or coalesce(${articles.excerpt}, '') ilike ${like}
      or coalesce(${articles.author}, '') ilike ${like} or array_to_string(${articles.tags}, ' ') ilike ${like})`);
  }
  if (query.tag) where.push(sql`${query.tag.toLowerCase()} = any(${articles.tags})`);
  const condition = and(...where);
  const [rows, [count], tagRows] = await Promise.all([
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        excerpt: articles.excerpt,
        coverImage: articles.coverImage,
        author: articles.author,
        publishedAt: articles.publishedAt,
        tags: articles.tags,
        ...ratingColumns,
      })
      .from(articles)
      .where(condition)
      .orderBy(...blogOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(condition),
    db.execute<{ tag: string }>(
      sql`select distinct unnest(${articles.tags}) as tag from ${articles} where ${articles.isPublished} order by tag`,
    ),
  ]);
  const items: ArticleSummary[] = rows.map((r) => ({
    ...r,
    publishedAt: iso(r.publishedAt),
    averageRating: r.averageRating === null ? 0 : Number(r.averageRating),
    totalReviews: Number(r.totalReviews),
  }));
  const tags = (tagRows as unknown as { rows: { tag: string }[] }).rows.map((t) => t.tag);
  return { items, total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize, tags };
}

/** A published article by slug; admins also see drafts (the editor's preview link). */
export async function findReadable(deps: Deps, slug: string, user: SessionUser | null): Promise<Row> {
  const { db } = deps;
  // Cached 5 s per process; every write empties the cache (platform/invalidation.ts), so the writer sees it at once.
  const row = await cachedRead(
    deps,
    `article:${slug}`,
    5_000,
    async () => (await db.select().from(articles).where(eq(articles.slug, slug)))[0] ?? null,
  );
  if (!row || (!row.isPublished && !user?.isAdmin)) throw new NotFound(articleMessages.articleNotFound);
  return row;
}

export async function readerOf(deps: Deps, user: SessionUser | null): Promise<PlaceholderSource | null> {
  if (!user) return null;
  const { db } = deps;
  const gymId = user.gymId;
  const gym = gymId
    ? await cachedRead(
        deps,
        `gym-name:${gymId}`,
        5_000,
        async () =>
          (await db.select({ name: gyms.name, slogan: gyms.slogan }).from(gyms).where(eq(gyms.id, gymId)))[0] ?? null,
      )
    : null;
  return { firstName: user.firstName, lastName: user.lastName, username: user.username, gym: gym ?? null };
}

/** How many rendered texts the app keeps (by article content and reader values). */
const RENDERED_MAX = 300;

/**
 * The page's text for this reader: placeholders filled (HTML-escaped), then sanitized again.
 * Sanitizing is the costly part of a read, so the app's read cache keeps the result (a memo).
 */
export function renderContent(deps: Deps, content: string, reader: PlaceholderSource | null): string {
  const values = placeholderValues(reader);
  const key = `${JSON.stringify(values)}\u0000${content}`;
  return deps.reads.memo('rendered-article', key, RENDERED_MAX, () =>
    sanitizeForReader(fillPlaceholders(content, values, escapeHtml)),
  );
}

export function toView(row: Row, content: string | null, locked: boolean): ArticleView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content,
    coverImage: row.coverImage,
    author: row.author,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    tags: row.tags,
    locked,
    ...(locked ? { reason: 'daily_limit_reached' as const } : {}),
  };
}

/** A published article by id, for the review calls. */
export async function publishedArticleId(deps: Deps, id: number): Promise<number> {
  const [row] = await deps.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.isPublished, true)));
  if (!row) throw new NotFound(articleMessages.articleNotFound);
  return row.id;
}
