import { and, desc, eq, sql } from 'drizzle-orm';
import { articleMessages, type Review, type ReviewStats } from '../../../../shared/articles';
import type { Db } from '../../../db/client';
import { articleReviews } from '../../../db/schema/index';
import { Conflict, NotFound, ValidationFailed } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/sessions';

type ReviewRow = typeof articleReviews.$inferSelect;

export const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  rating: r.rating,
  reviewText: r.reviewText,
  userName: r.userName,
  isVerified: r.isVerified,
  createdAt: r.createdAt.toISOString(),
});

export async function listReviews(db: Db, articleId: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(articleReviews)
    .where(and(eq(articleReviews.articleId, articleId), eq(articleReviews.isHidden, false)))
    .orderBy(desc(articleReviews.createdAt), desc(articleReviews.id));
  return rows.map(toReview);
}

/** Spec 000 §9: the average to one decimal; 0 when there are no reviews. */
export async function reviewStats(db: Db, articleId: number): Promise<ReviewStats> {
  const [row] = await db
    .select({
      totalReviews: sql<number>`count(*)::int`,
      averageRating: sql<string | null>`round(avg(${articleReviews.rating})::numeric, 1)`,
    })
    .from(articleReviews)
    .where(and(eq(articleReviews.articleId, articleId), eq(articleReviews.isHidden, false)));
  return { totalReviews: Number(row?.totalReviews ?? 0), averageRating: row?.averageRating ? Number(row.averageRating) : 0 };
}

export async function myReview(db: Db, articleId: number, userId: number): Promise<Review | null> {
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

/**
 * Spec 000 §5, spec 001 §5: one review per member per article (verified, named from the
 * account); a visitor gives a name of 1-100 characters.
 */
export async function addReview(db: Db, articleId: number, input: NewReview, user: SessionUser | null): Promise<Review> {
  let userName: string;
  if (user) {
    if (await myReview(db, articleId, user.id)) throw new Conflict(articleMessages.alreadyReviewed);
    userName = memberName(user).slice(0, 100);
  } else {
    userName = input.userName?.trim() ?? '';
    if (!userName) {
      throw new ValidationFailed(articleMessages.nameRequired, [{ path: 'userName', message: articleMessages.nameRequired }]);
    }
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
    if (user && /unique|duplicate/i.test(String((e as Error).message) + String((e as { cause?: Error }).cause?.message))) {
      throw new Conflict(articleMessages.alreadyReviewed);
    }
    throw e;
  }
}

export async function setReviewHidden(db: Db, reviewId: number, isHidden: boolean) {
  const [row] = await db.update(articleReviews).set({ isHidden }).where(eq(articleReviews.id, reviewId)).returning();
  if (!row) throw new NotFound(articleMessages.reviewNotFound);
  return { ...toReview(row), isHidden: row.isHidden };
}

export async function listAllReviews(db: Db, articleId: number) {
  const rows = await db
    .select()
    .from(articleReviews)
    .where(eq(articleReviews.articleId, articleId))
    .orderBy(desc(articleReviews.createdAt), desc(articleReviews.id));
  return rows.map((r) => ({ ...toReview(r), isHidden: r.isHidden }));
}
