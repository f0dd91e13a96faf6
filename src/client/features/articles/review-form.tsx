import { useState, type FormEvent } from 'react';
import type { ReviewInput } from '@shared/articles';
import { articleTexts as txt } from '@shared/articles-content';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useSubmitReview } from './api';
import { StarInput } from '@/components/stars';

/** Spec 000 §4-§5: rating required, a name for visitors, optional text; closes and resets on success. */
export function ReviewForm({
  articleId,
  signedIn,
  onDone,
}: {
  articleId: number;
  signedIn: boolean;
  onDone: () => void;
}) {
  const [rating, setRating] = useState(0);
  const [userName, setUserName] = useState('');
  const [reviewText, setReviewText] = useState('');
  const submit = useSubmitReview(articleId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      toast({ title: txt.ratingRequiredTitle, description: txt.ratingRequiredHint, variant: 'destructive' });
      return;
    }
    if (!signedIn && !userName.trim()) {
      toast({ title: txt.nameRequiredTitle, description: txt.nameRequiredText, variant: 'destructive' });
      return;
    }
    const input: ReviewInput = { rating };
    const text = reviewText.trim();
    if (text) input.reviewText = text;
    if (!signedIn) input.userName = userName.trim();
    submit.mutate(input, {
      onSuccess: () => {
        toast({ title: txt.submittedTitle, description: txt.submittedText });
        setRating(0);
        setUserName('');
        setReviewText('');
        onDone();
      },
      onError: (error) => {
        toast({
          title: txt.submitFailedTitle,
          description: errorMessage(error, txt.submitFailedDefault),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      aria-label="Write a review"
    >
      <StarInput value={rating} onChange={setRating} />
      {!signedIn ? (
        <div>
          <label htmlFor="review-name" className="text-sm font-semibold text-brand-900">
            Your name
          </label>
          <input
            id="review-name"
            value={userName}
            maxLength={100}
            autoComplete="name"
            onChange={(e) => setUserName(e.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-accent-500"
          />
        </div>
      ) : null}
      <div>
        <label htmlFor="review-text" className="text-sm font-semibold text-brand-900">
          Your review <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="review-text"
          value={reviewText}
          maxLength={1000}
          rows={4}
          onChange={(e) => setReviewText(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-accent-500"
        />
        <p className="mt-1 text-xs text-slate-500">{reviewText.length}/1000</p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
