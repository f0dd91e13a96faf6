import type { ReactNode } from 'react';
import type { ChapterDetail } from '@shared/chapters';
import { CircleCheck, Clock, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { signInHref, useAuth } from '@/features/accounts';
import { useAskToJoin, useWithdrawJoinRequest } from './api';

const NOTE_MAX = 500;

/** The call to join, as fits the viewer: visitor, member here, member elsewhere, asked, or free to ask. */
export function JoinPanel({ chapter }: { chapter: ChapterDetail }) {
  const { user, isLoading } = useAuth();
  const ask = useAskToJoin(chapter.id);
  const withdraw = useWithdrawJoinRequest(chapter.id);
  const [note, setNote] = useState('');

  const frame = (children: ReactNode) => (
    <section
      aria-labelledby="join-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="join-heading" className="text-lg font-bold text-brand-900">
        Join this chapter
      </h2>
      <div className="grid grid-cols-1 mt-3 gap-3 text-sm text-slate-700">{children}</div>
    </section>
  );

  if (isLoading) return frame(<Skeleton className="h-24" />);

  if (!user) {
    return frame(
      <>
        <p>Members of the Breakfast Club can ask to join. The chapter’s president reviews every request.</p>
        <Button asChild>
          <Link to={signInHref(`/chapter/${chapter.id}`)}>
            <LogIn aria-hidden="true" />
            Sign in to join
          </Link>
        </Button>
        <p className="text-xs text-slate-500">
          Not a member yet?{' '}
          <Link to="/auth?mode=register" className="font-semibold text-brand-700 hover:underline">
            Register yourself and your gym
          </Link>
          .
        </p>
      </>,
    );
  }

  const membership = chapter.membership ?? { role: 'none' as const, pendingRequest: false };

  if (membership.role === 'president' || membership.role === 'board' || membership.role === 'member') {
    return frame(
      <>
        <Notice tone="success" title="You're a member">
          {membership.role === 'president'
            ? 'You preside over this chapter.'
            : membership.role === 'board'
              ? 'You sit on this chapter’s board.'
              : 'See you at the next breakfast.'}
        </Notice>
        <Button asChild variant="outline">
          <Link to="/breakfast-club/my-chapter">Go to My chapter</Link>
        </Button>
      </>,
    );
  }

  if (membership.role === 'elsewhere') {
    return frame(
      <>
        <Notice tone="info" title="You already belong to a chapter">
          Each member belongs to one chapter at a time, so the table stays small and people know each other. To move
          here, leave your current chapter from My chapter first.
        </Notice>
        <Button asChild variant="outline">
          <Link to="/breakfast-club/my-chapter">Go to My chapter</Link>
        </Button>
      </>,
    );
  }

  if (membership.pendingRequest) {
    return frame(
      <>
        <Notice tone="success" role="status" title="Request sent — the president will review it">
          You will get an email when they answer.
        </Notice>
        <ErrorNotice error={withdraw.error} fallback="Your request could not be withdrawn. Please try again." />
        <Button variant="outline" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
          <Clock aria-hidden="true" />
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw my request'}
        </Button>
      </>,
    );
  }

  return frame(
    <form
      className="grid grid-cols-1 gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate(note, { onSuccess: () => setNote('') });
      }}
    >
      <p>Tell the president a little about your gym. They will review your request and get back to you.</p>
      <FormField label="A note to the president (optional)" hint={`${note.length}/${NOTE_MAX} characters`}>
        <Textarea
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder="We run a 400-athlete rec and team program in…"
          onChange={(e) => setNote(e.target.value)}
        />
      </FormField>
      <ErrorNotice error={ask.error} fallback="Your request could not be sent. Please try again." />
      <Button type="submit" disabled={ask.isPending}>
        <UserPlus aria-hidden="true" />
        {ask.isPending ? 'Sending…' : 'Ask to join'}
      </Button>
      {withdraw.isSuccess ? (
        <p role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          Your request was withdrawn.
        </p>
      ) : null}
    </form>,
  );
}
