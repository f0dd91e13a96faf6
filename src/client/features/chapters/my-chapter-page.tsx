import type { ChapterMember, JoinRequestReview, MyChapter } from '@shared/chapters';
import { CalendarPlus, Crown, Hourglass, LogOut, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { shortDate } from '@/lib/format';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useLeaveChapter, useMyChapter, useReviewJoinRequest } from './api';
import { Avatar, ChapterFacts, ChapterLine } from './chapter-sections';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DenyRequestDialog } from './deny-request-dialog';
import { RequestCard, ReviewButtons } from './review-buttons';
import { EventList } from './event-list';
import { HeaderBand, LoadError } from './page-states';

const roleLabels = { president: 'President', board: 'Board', member: 'Member' } as const;

/** /breakfast-club/my-chapter: the signed-in user's chapter, or where they stand when they are in none. */
export default function MyChapterPage({ path }: PageProps) {
  useRouteTitle(path);
  const mine = useMyChapter();

  if (mine.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your chapter
        </span>
        <Skeleton className="h-10 w-1/2" />
        <div className="grid grid-cols-1 mt-8 gap-6 lg:grid-cols-[1fr_22rem]">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <PageHeader title="My chapter" />
        <div className="mt-6">
          <LoadError error={mine.error} what="your chapter" onRetry={() => void mine.refetch()} />
        </div>
      </div>
    );
  }
  return mine.data.chapter ? <ChapterHome data={mine.data} /> : <NoChapter data={mine.data} />;
}

function NoChapter({ data }: { data: MyChapter }) {
  const application = data.pendingApplication;
  return (
    <div>
      <HeaderBand eyebrow="The Breakfast Club" title="My chapter">
        <p className="mt-2 max-w-2xl text-slate-600">
          You are not in a chapter yet. Ask to join one near you, or start one for your region.
        </p>
      </HeaderBand>
      <div className="grid grid-cols-1 mx-auto max-w-6xl gap-6 px-4 pb-16 sm:px-6 lg:px-8">
        {application ? (
          <Notice tone="warning" title="Your chapter application is waiting for review">
            You applied to start <strong>{application.chapterName}</strong> ({application.city}, {application.state}) on{' '}
            {shortDate(application.createdAt)}. We will email {application.email} once it is reviewed.
          </Notice>
        ) : null}
        {data.pendingJoinRequests.length > 0 ? (
          <section aria-labelledby="requests-heading">
            <h2 id="requests-heading" className="text-xl font-bold text-brand-900">
              Your requests to join
            </h2>
            <ul className="grid grid-cols-1 mt-3 gap-3">
              {data.pendingJoinRequests.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
                >
                  <span className="flex items-center gap-3">
                    <Hourglass aria-hidden="true" className="size-5 text-accent-700" />
                    <span>
                      <Link to={`/chapter/${r.chapterId}`} className="font-semibold text-brand-900 hover:underline">
                        {r.chapterName}
                      </Link>
                      <span className="block text-sm text-slate-600">
                        Asked on {shortDate(r.createdAt)} · waiting for the president
                      </span>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Card className="p-6">
            <Search aria-hidden="true" className="size-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-bold text-brand-900">Find a chapter</h2>
            <p className="mt-1 text-sm text-slate-600">See who meets near you and when their next breakfast is.</p>
            <Button asChild className="mt-4">
              <Link to="/breakfast-club/chapters">Browse chapters</Link>
            </Button>
          </Card>
          <Card className="p-6">
            <Crown aria-hidden="true" className="size-6 text-accent-700" />
            <h2 className="mt-3 text-lg font-bold text-brand-900">Start a chapter</h2>
            <p className="mt-1 text-sm text-slate-600">No chapter in your region? Become its first president.</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/breakfast-club/start-chapter">Apply to start one</Link>
            </Button>
          </Card>
        </div>
      </div>
    </div>
  );
}

function ChapterHome({ data }: { data: MyChapter }) {
  const chapter = data.chapter!;
  const isPresident = data.role === 'president';
  return (
    <div>
      <HeaderBand
        eyebrow="My chapter"
        title={chapter.name}
        actions={
          <>
            {isPresident ? (
              <Button asChild>
                <Link to="/breakfast-club/create-event">
                  <CalendarPlus aria-hidden="true" />
                  Plan a breakfast
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={`/chapter/${chapter.id}`}>Public page</Link>
            </Button>
          </>
        }
      >
        <ChapterLine chapter={chapter}>
          {data.role ? (
            <span className="rounded-full bg-brand-900 px-2.5 py-0.5 text-xs font-semibold text-white">
              {isPresident ? 'You are the president' : `You are a ${roleLabels[data.role].toLowerCase()}`}
            </span>
          ) : null}
        </ChapterLine>
      </HeaderBand>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="grid grid-cols-1 min-w-0 content-start gap-10">
          {isPresident ? <JoinRequests requests={data.joinRequests} /> : null}
          <section aria-labelledby="events-heading">
            <h2 id="events-heading" className="text-xl font-bold text-brand-900">
              Upcoming breakfasts
            </h2>
            <div className="mt-4">
              <EventList
                events={data.events}
                schedule={data.chapter ?? undefined}
                empty={
                  isPresident ? (
                    <>
                      Nothing on the calendar yet.{' '}
                      <Link to="/breakfast-club/create-event" className="font-semibold text-brand-700 hover:underline">
                        Plan the next breakfast
                      </Link>
                      .
                    </>
                  ) : (
                    'The president has not planned the next breakfast yet.'
                  )
                }
              />
            </div>
          </section>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-brand-900">
              About the chapter
            </h2>
            {chapter.description ? (
              <p className="mt-3 whitespace-pre-line text-slate-700">{chapter.description}</p>
            ) : null}
            <ChapterFacts chapter={chapter} />
          </section>
        </div>
        <div className="grid grid-cols-1 content-start gap-6">
          <Members members={data.members} />
          {isPresident ? (
            <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-600">
              As president you cannot leave the chapter yourself. To hand it over, write to an admin who can name the
              next president.
            </p>
          ) : (
            <LeaveChapter name={chapter.name} />
          )}
        </div>
      </div>
    </div>
  );
}

function JoinRequests({ requests }: { requests: JoinRequestReview[] }) {
  const review = useReviewJoinRequest();
  const [denying, setDenying] = useState<JoinRequestReview | null>(null);

  const approve = (r: JoinRequestReview) =>
    review.mutate(
      { id: r.id, action: 'approve' },
      {
        onSuccess: () => toast({ title: `${r.name} joined the chapter` }),
        onError: (e) => toast({ title: 'Could not approve', description: errorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="join-requests-heading">
      <h2 id="join-requests-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        Requests to join
        {requests.length > 0 ? (
          <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
            {requests.length}
          </span>
        ) : null}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          No one is waiting. New requests to join show up here, and you get an email for each.
        </p>
      ) : (
        <ul className="grid grid-cols-1 mt-4 gap-3">
          {requests.map((r) => (
            <RequestCard
              key={r.id}
              message={r.message}
              who={
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar name={r.name} />
                  <div className="min-w-0">
                    <p className="font-semibold text-brand-900">{r.name}</p>
                    <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                      {[r.gymName, r.email].filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-xs text-slate-500">Asked on {shortDate(r.createdAt)}</p>
                  </div>
                </div>
              }
            >
              <ReviewButtons
                disabled={review.isPending}
                approveLabel={`Approve ${r.name}`}
                denyLabel={`Deny ${r.name}`}
                onApprove={() => approve(r)}
                review={review}
                onDeny={() => setDenying(r)}
              />
            </RequestCard>
          ))}
        </ul>
      )}
      <DenyRequestDialog
        denying={denying}
        description={denying ? `${denying.name} will get an email saying the request was not accepted.` : ''}
        review={review}
        onClose={() => setDenying(null)}
      />
    </section>
  );
}

function Members({ members }: { members: ChapterMember[] }) {
  return (
    <section aria-labelledby="members-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="members-heading" className="text-lg font-bold text-brand-900">
        Members
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {members.map((m) => (
          <li key={m.userId} className="flex items-center gap-3 py-2.5">
            <Avatar name={m.name} tone={m.role === 'president' ? 'accent' : 'brand'} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">{m.name}</span>
              {m.gymName ? <span className="block truncate text-xs text-slate-600">{m.gymName}</span> : null}
            </span>
            <span
              className={
                m.role === 'member'
                  ? 'text-xs font-semibold text-slate-500'
                  : 'rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800'
              }
            >
              {roleLabels[m.role]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeaveChapter({ name }: { name: string }) {
  const leave = useLeaveChapter();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        <LogOut aria-hidden="true" />
        Leave chapter
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this chapter?"
        description={`You will no longer be a member of ${name}. You can ask to join again, or join another chapter, later.`}
        confirmLabel="Leave chapter"
        variant="destructive"
        pending={leave.isPending}
        error={leave.error}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: `You left ${name}` });
            },
          })
        }
      />
    </div>
  );
}
