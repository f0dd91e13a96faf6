import { format } from 'date-fns';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminReviews, useHideReview } from './api';
import { errorMessage } from '@/lib/api';

/** Review moderation: hide a review from readers (and from the stats), or show it again. */
export function ReviewModeration({ articleId }: { articleId: number }) {
  const reviews = useAdminReviews(articleId);
  const hide = useHideReview(articleId);
  if (!reviews.data?.length) return <p className="text-sm text-slate-600">No reviews yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {reviews.data.map((r) => (
        <li key={r.id} className="flex items-start justify-between gap-4 py-3">
          <div className={r.isHidden ? 'opacity-60' : undefined}>
            <p className="text-sm">
              <span className="font-semibold text-brand-900">{r.userName}</span> · {r.rating}/5 ·{' '}
              {format(new Date(r.createdAt), 'MMM d, yyyy')}
              {r.isHidden ? <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">Hidden</span> : null}
            </p>
            {r.reviewText ? <p className="mt-1 text-sm text-slate-700">{r.reviewText}</p> : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              hide.mutate(
                { id: r.id, isHidden: !r.isHidden },
                { onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }) },
              )
            }
          >
            {r.isHidden ? 'Show' : 'Hide'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
