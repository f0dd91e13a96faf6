import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { COMMENT_MAX, commentInputSchema, type RecommendationKind } from '@shared/recommendations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { signInHref, useAuth } from '@/features/accounts';
import { shortDate } from '@/lib/format';
import { useAddComment, useComments, useDeleteComment, type Item } from './api';

const when = shortDate;

/** The discussion of one book or podcast: the comments, a form for members, delete for the author or an admin. */
export function CommentsDialog({
  kind,
  item,
  open,
  onOpenChange,
}: {
  kind: RecommendationKind;
  item: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const comments = useComments(kind, item.id, open);
  const add = useAddComment(kind, item.id);
  const remove = useDeleteComment(kind, item.id);
  const [text, setText] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const list = comments.data?.pages.flatMap((p) => p.items) ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = commentInputSchema.safeParse({ content: text });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]!.message);
      return;
    }
    setFormError(null);
    add.mutate(parsed.data.content, {
      onSuccess: () => setText(''),
      onError: (e) => setFormError(errorMessage(e, 'Your comment could not be posted. Please try again.')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Comments on ${item.title}`} className="sm:max-w-xl">
      <div className="max-h-[55vh] overflow-y-auto pr-1">
        {comments.isLoading ? (
          <p role="status" className="text-slate-600">
            Loading comments…
          </p>
        ) : comments.isError ? (
          <ErrorNotice error={comments.error} fallback="The comments could not be loaded." />
        ) : list.length ? (
          <ul className="space-y-3">
            {list.map((c) => (
              <li key={c.id} className="rounded-xl bg-slate-50 p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-semibold text-brand-900">
                    {c.authorName} <span className="font-normal text-slate-600">· {when(c.createdAt)}</span>
                  </p>
                  {c.canDelete ? (
                    <button
                      type="button"
                      onClick={() => setToDelete(c.id)}
                      aria-label={`Delete comment by ${c.authorName}`}
                      className="rounded p-1 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-accent-500"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{c.content}</p>
                {toDelete === c.id ? (
                  <div
                    role="group"
                    aria-label="Confirm deletion"
                    className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2"
                  >
                    <span className="text-sm font-semibold text-red-800">
                      Delete this comment? This cannot be undone.
                    </span>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(c.id, { onSuccess: () => setToDelete(null) })}
                    >
                      Delete comment
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setToDelete(null)}>
                      Keep it
                    </Button>
                    {remove.error ? (
                      <p role="alert" className="w-full text-sm text-red-800">
                        {errorMessage(remove.error, 'The comment could not be deleted.')}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No comments yet. Start the conversation.</p>
        )}
        {comments.hasNextPage ? (
          <Button variant="outline" className="mt-3" onClick={() => void comments.fetchNextPage()}>
            Show more comments
          </Button>
        ) : null}
      </div>
      {user ? (
        <form onSubmit={submit} className="mt-4 grid gap-2" noValidate>
          <label htmlFor={`comment-${kind}-${item.id}`} className="text-sm font-semibold text-brand-900">
            Your comment
          </label>
          <Textarea
            id={`comment-${kind}-${item.id}`}
            value={text}
            maxLength={COMMENT_MAX + 100}
            rows={3}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `comment-error-${item.id}` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-600">
              {text.trim().length}/{COMMENT_MAX}
            </span>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Posting…' : 'Post comment'}
            </Button>
          </div>
          {formError ? (
            <p id={`comment-error-${item.id}`} role="alert" className="text-sm font-semibold text-red-700">
              {formError}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          <Link to={signInHref(location.pathname + location.search)} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{' '}
          to join the discussion.
        </p>
      )}
    </Dialog>
  );
}
