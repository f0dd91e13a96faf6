import { and, desc, eq, sql } from 'drizzle-orm';
import { articleMessages, type Review, type ReviewStats } from '../../../../shared/articles';
import type { Db } from '../../../db/client';
import { articleReviews } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, NotFound, ValidationFailed } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/sessions';
import { publishedArticleId } from './reading';

type ReviewRow = typeof articleReviews.$inferSelect;

export const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  rating: r.rating,
  reviewText: r.reviewText,
  userName: r.userName,
  isVerified: r.isVerified,
  createdAt: r.createdAt.toISOString(),
});

/** The visible reviews of a published article, newest first. */
export async function listReviews(deps: Deps, id: number, page: { page: number; pageSize: number }): Promise<Review[]> {
  const articleId = await publishedArticleId(deps, id);
  const rows = await deps.db
    .select()
    .from(articleReviews)
    .where(and(eq(articleReviews.articleId, articleId), eq(articleReviews.isHidden, false)))
    .orderBy(desc(articleReviews.createdAt), desc(articleReviews.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toReview);
}

/** Spec 000 §9: the average to one decimal; 0 when there are no reviews. */
export async function reviewStats(deps: Deps, id: number): Promise<ReviewStats> {
  const articleId = await publishedArticleId(deps, id);
  const [row] = await deps.db
    .select({
      totalReviews: sql<number>`count(*)::int`,
      averageRating: sql<string | null>`round(avg(${articleReviews.rating})::numeric, 1)`,
    })
    .from(articleReviews)
    .where(and(eq(articleReviews.articleId, articleId), eq(articleReviews.isHidden, false)));
  return {
    totalReviews: Number(row?.totalReviews ?? 0),
    averageRating: row?.averageRating ? Number(row.averageRating) : 0,
  };
}

/** The member's own review of a published article, or null. */
export async function myReview(deps: Deps, id: number, userId: number): Promise<Review | null> {
  return findReview(deps.db, await publishedArticleId(deps, id), userId);
}

async function findReview(db: Db, articleId: number, userId: number): Promise<Review | null> {
  const [row] = await db
    .select()
    .from(articleReviews)
    .where(and(eq(articleReviews.articleId, articleId), eq(articleReviews.userId, userId)));
  return row ? toReview(row) : null;
}

export interface NewReview {
  rating: number;
  reviewText?: string | undefined;
  userName?: string | undefined;
}

function memberName(user: SessionUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

const nameRequired = () =>
  new ValidationFailed(articleMessages.nameRequired, [{ path: 'userName', message: articleMessages.nameRequired }]);

/**
 * Spec 000 §5, spec 001 §5: one review per member per article (verified, named from the
 * account); a visitor gives a name of 1-100 characters, and visitors' reviews are limited
 * per IP address (RATE_LIMIT_REVIEWS_PER_HOUR).
 */
export async function addReview(
  deps: Deps,
  id: number,
  input: NewReview,
  user: SessionUser | null,
  ip: string,
): Promise<Review> {
  const { db } = deps;
  const articleId = await publishedArticleId(deps, id);
  if (!user) {
    if (!input.userName) throw nameRequired();
    const limit = {
      name: 'article-review-ip',
      max: deps.config.RATE_LIMIT_REVIEWS_PER_HOUR,
      windowMs: 3_600_000,
      message: articleMessages.reviewsTooMany,
    };
    await deps.limiter.consume(limit, ip);
  }
  let userName: string;
  if (user) {
    if (await findReview(db, articleId, user.id)) throw new Conflict(articleMessages.alreadyReviewed);
    userName = memberName(user).slice(0, 100);
  } else {
    userName = input.userName?.trim() ?? '';
    if (!userName) throw nameRequired();
  }
  try {
    const [row] = await db
      .insert(articleReviews)
      .values({
        articleId,
        userId: user?.id ?? null,
        rating: input.rating,
        reviewText: input.reviewText ?? null,
        userName,
        isVerified: Boolean(user),
      })
      .returning();
    return toReview(row!);
  } catch (e) {
    // Two submits racing past the check above meet the unique index.
    if (user && isUniqueViolation(e)) throw new Conflict(articleMessages.alreadyReviewed);
    throw e;
  }
}

export async function setReviewHidden(deps: Deps, reviewId: number, isHidden: boolean) {
  const [row] = await deps.db
    .update(articleReviews)
    .set({ isHidden })
    .where(eq(articleReviews.id, reviewId))
    .returning();
  if (!row) throw new NotFound(articleMessages.reviewNotFound);
  return { ...toReview(row), isHidden: row.isHidden };
}

export async function listAllReviews(deps: Deps, articleId: number) {
  const rows = await deps.db
    .select()
    .from(articleReviews)
    .where(eq(articleReviews.articleId, articleId))
    .orderBy(desc(articleReviews.createdAt), desc(articleReviews.id));
  return rows.map((r) => ({ ...toReview(r), isHidden: r.isHidden }));
}
