import { ExternalLink, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { businessTypeLabels, type RecommendationKind } from '@shared/recommendations';
import { StarDisplay } from '@/components/stars';
import { ExpandableText } from '@/components/ui/expandable-text';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { signInHref, useAuth } from '@/features/accounts';
import { useVote, type Item } from './api';
import { CommentsDialog } from './comments-dialog';
import { DrawnCover } from './drawn-cover';

/** A book or podcast: cover, person, rating, categories, the link out, votes and comments. */
export function ItemCard({ kind, item }: { kind: RecommendationKind; item: Item }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const person = 'author' in item ? item.author : item.host;
  const link = 'amazonUrl' in item ? item.amazonUrl : item.youtubeUrl;
  const [vote, setVote] = useState({ score: item.score, myVote: item.myVote });
  const [error, setError] = useState<string | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const voting = useVote(kind, item.id);

  const cast = (value: 1 | -1) => {
    if (!user) {
      void navigate(signInHref(location.pathname + location.search));
      return;
    }
    const next = vote.myVote === value ? 0 : value;
    const before = vote;
    setVote({ score: vote.score - vote.myVote + next, myVote: next });
    setError(null);
    voting.mutate(next, {
      onSuccess: (r) => setVote(r),
      onError: (e) => {
        setVote(before);
        setError(errorMessage(e, 'Your vote could not be saved. Please try again.'));
      },
    });
  };

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:gap-5 sm:p-5">
      <div className="flex gap-4 sm:contents">
        <div className="h-36 w-24 shrink-0 overflow-hidden rounded-lg shadow-sm sm:h-44 sm:w-28">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={112}
              height={176}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <DrawnCover title={item.title} person={person} id={item.id} />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-brand-900">{item.title}</h2>
          <p className="text-sm text-slate-600">
            {kind === 'books' ? 'by' : 'hosted by'} {person}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarDisplay value={item.rating} />
            <span className="text-sm text-slate-600">{item.rating.toFixed(1)}</span>
            {item.businessType ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {businessTypeLabels[item.businessType]}
              </span>
            ) : null}
            {item.categories.map((c) => (
              <span key={c} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {c}
              </span>
            ))}
          </div>
          {item.description ? (
            <ExpandableText text={item.description} about={item.title} className="mt-2 text-sm text-slate-700" />
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 sm:mt-0 sm:w-44 sm:flex-col sm:items-stretch">
        <div className="flex items-center gap-1" role="group" aria-label={`Votes for ${item.title}`}>
          <button
            type="button"
            aria-pressed={vote.myVote === 1}
            aria-label={`Vote ${item.title} up`}
            onClick={() => cast(1)}
            className={cn(
              'rounded-lg border p-2 focus-visible:outline-2 focus-visible:outline-accent-500',
              vote.myVote === 1
                ? 'border-emerald-600 bg-emerald-50 text-emerald-700'
                : 'border-slate-300 text-slate-600 hover:bg-slate-50',
            )}
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
          </button>
          <span className="min-w-8 text-center font-bold text-brand-900" aria-label={`Score ${vote.score}`}>
            {vote.score}
          </span>
          <button
            type="button"
            aria-pressed={vote.myVote === -1}
            aria-label={`Vote ${item.title} down`}
            onClick={() => cast(-1)}
            className={cn(
              'rounded-lg border p-2 focus-visible:outline-2 focus-visible:outline-accent-500',
              vote.myVote === -1
                ? 'border-red-600 bg-red-50 text-red-700'
                : 'border-slate-300 text-slate-600 hover:bg-slate-50',
            )}
          >
            <ThumbsDown aria-hidden="true" className="size-4" />
          </button>
        </div>
        <button
          type="button"
          onClick={() => setCommentsOpen(true)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <MessageSquare aria-hidden="true" className="size-4" /> {item.commentCount}{' '}
          {item.commentCount === 1 ? 'comment' : 'comments'}
        </button>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {kind === 'books' ? 'Find on Amazon' : 'Watch on YouTube'}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {error ? (
          <p role="alert" className="w-full text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {commentsOpen ? (
        <CommentsDialog kind={kind} item={item} open={commentsOpen} onOpenChange={setCommentsOpen} />
      ) : null}
    </li>
  );
}
