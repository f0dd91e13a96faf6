import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { articleTexts as txt } from '@shared/articles-content';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { shortDate } from '@/lib/format';
import { useMyReview, useReviews, useReviewStats } from './api';
import { ReviewForm } from './review-form';
import { StarDisplay } from '@/components/stars';

export const THANK_YOU_TITLE = 'Thank you for your review!';

/** Shows a destructive toast once when a load fails (spec 000 §8). */
function useFailureToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast({ title, variant: 'destructive' });
  }, [failed, title]);
}

export function ReviewsSection({ articleId, signedIn }: { articleId: number; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const reviews = useReviews(articleId);
  const stats = useReviewStats(articleId);
  const mine = useMyReview(articleId, signedIn);
  useFailureToast(reviews.isError, txt.fetchReviewsFailed);
  useFailureToast(stats.isError, txt.fetchStatsFailed);
  useFailureToast(mine.isError, txt.fetchMyReviewFailed);

  const average = stats.data?.averageRating ?? 0;
  const total = stats.data?.totalReviews ?? 0;
  const hasOwn = signedIn && Boolean(mine.data);
  const shown = reviews.data?.pages.flat();

  return (
    <section aria-labelledby="reviews-heading" className="mt-14 border-t border-slate-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-2xl font-bold text-brand-900">
            Reviews
          </h2>
          <p className="mt-1 flex items-center gap-2 text-slate-600" data-testid="review-stats">
            <StarDisplay value={average} />
            <span>
              {average.toFixed(1)} ({total} {total === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        </div>
        {!hasOwn && !open ? (
          <Button variant="accent" onClick={() => setOpen(true)}>
            <MessageSquare aria-hidden="true" />
            {txt.writeReview}
          </Button>
        ) : null}
      </div>

      {hasOwn ? (
        <div className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900" role="note">
          <p className="font-semibold">{THANK_YOU_TITLE}</p>
          <p className="text-sm">
            You rated this article {mine.data!.rating} out of 5. Your feedback helps other gym owners.
          </p>
        </div>
      ) : open ? (
        <ReviewForm articleId={articleId} signedIn={signedIn} onDone={() => setOpen(false)} />
      ) : null}

      {reviews.isLoading ? (
        <div className="mt-6">
          <Spinner label="Loading reviews" />
        </div>
      ) : shown && shown.length ? (
        <ul className="mt-6 space-y-4">
          {shown.map((r) => (
            <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-brand-900">{r.userName}</span>
                {r.isVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    Verified member
                  </span>
                ) : null}
                <StarDisplay value={r.rating} label={`${r.rating} out of 5 stars`} />
                <time dateTime={r.createdAt} className="text-sm text-slate-500">
                  {shortDate(r.createdAt)}
                </time>
              </div>
              {r.reviewText ? <p className="mt-2 whitespace-pre-line text-slate-700">{r.reviewText}</p> : null}
            </li>
          ))}
        </ul>
      ) : reviews.data ? (
        <p className="mt-6 text-slate-600">No reviews yet. Be the first to share what you think.</p>
      ) : null}
      {reviews.hasNextPage ? (
        <div className="mt-4">
          <Button variant="outline" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
            {reviews.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
