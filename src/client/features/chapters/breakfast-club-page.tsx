import { ArrowRight, CalendarDays, Coffee, Crown, House, MessagesSquare, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useChapters } from './api';
import { ChapterCard, ChapterCardSkeletons } from './chapter-card';
import { LoadError } from './page-states';

const traits = [
  {
    Icon: CalendarDays,
    title: 'Once a month',
    text: 'Same week, same rhythm, so it lands on the calendar and stays there. Miss one and the next is only a few weeks away.',
  },
  {
    Icon: Timer,
    title: '90 minutes, then back to your gym',
    text: 'Early enough to be done before the first class of the day. Coffee, eggs, one good conversation.',
  },
  {
    Icon: MessagesSquare,
    title: 'One topic per breakfast',
    text: 'Staff retention, summer camp pricing, a messy billing switch: one subject, explored properly, instead of small talk.',
  },
  {
    Icon: Users,
    title: 'Peers, not vendors',
    text: 'Owners, directors and managers of gyms. Nobody is there to sell you software; everybody is there to compare notes.',
  },
  {
    Icon: House,
    title: 'A different host gym each time',
    text: 'Members take turns hosting, so you see how other gyms set up their floors, front desks and parent lounges.',
  },
  {
    Icon: Crown,
    title: 'Run by one of you',
    text: 'A president and a small board from the chapter’s own gyms keep the calendar, pick the topics and welcome newcomers.',
  },
];

const steps = [
  {
    title: 'Arrive and grab a coffee',
    text: 'Fifteen minutes to settle in, meet anyone new and catch up on how everyone’s month went.',
  },
  {
    title: 'The host opens the topic',
    text: 'The host gym tells its own story on the month’s subject: what they tried, what it cost, what they would do again.',
  },
  {
    title: 'Around the table',
    text: 'Everyone brings one number, one win or one problem. Questions are encouraged; pitches are not.',
  },
  {
    title: 'Leave with one thing to try',
    text: 'Each person names one change to make before the next breakfast, and the chapter picks next month’s host and topic.',
  },
];

/** /breakfast-club: what a chapter is, how a breakfast runs, the active chapters and a call to start one. */
export default function BreakfastClubPage({ path }: PageProps) {
  useRouteTitle(path);
  const chapters = useChapters();
  const shown = chapters.data?.slice(0, 6) ?? [];

  return (
    <div>
      <section className="bg-brand-900 text-white">
        <div className="grid grid-cols-1 mx-auto max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8 lg:py-20">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">
              <Coffee aria-hidden="true" className="size-4" />
              The Breakfast Club
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Breakfast with the people who run gyms like yours
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-100">
              A chapter is a small group of gym owners, directors and managers from one region who meet for breakfast
              once a month. No stage, no sales pitch: just the people who know what a full waitlist, a lost coach or a
              leaking roof costs, trading what works.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <Link to="/breakfast-club/chapters">Find a chapter near you</Link>
              </Button>
              <Button asChild variant="outline-light" size="lg">
                <Link to="/breakfast-club/start-chapter">Start a chapter</Link>
              </Button>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-3 rounded-2xl bg-white/5 p-5 text-center ring-1 ring-white/10">
            <div>
              <dt className="text-xs text-brand-200">Every</dt>
              <dd className="text-2xl font-extrabold text-accent-300">Month</dd>
            </div>
            <div>
              <dt className="text-xs text-brand-200">Lasts</dt>
              <dd className="text-2xl font-extrabold text-accent-300">90 min</dd>
            </div>
            <div>
              <dt className="text-xs text-brand-200">Topic</dt>
              <dd className="text-2xl font-extrabold text-accent-300">One</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="what-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="what-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          What a chapter is
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Running a gym can be lonely: the people who understand your problems are usually your competitors. A chapter
          turns them into peers. It has a president who keeps it going, a small board, and members who show up.
        </p>
        <ul className="grid grid-cols-1 mt-8 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {traits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-bold text-brand-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            How a breakfast runs
          </h2>
          <ol className="grid grid-cols-1 mt-8 gap-4 md:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="relative rounded-2xl bg-white p-5 shadow-card">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-brand-900 font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold text-brand-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="chapters-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="chapters-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              Active chapters
            </h2>
            <p className="mt-2 text-slate-600">Open one to meet its president and see its next breakfast.</p>
          </div>
          <Link
            to="/breakfast-club/chapters"
            className="flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            See all chapters
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-8" aria-busy={chapters.isPending}>
          {chapters.isError ? (
            <LoadError error={chapters.error} what="the chapters" onRetry={() => void chapters.refetch()} />
          ) : !chapters.isPending && shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No chapter is meeting yet. Yours could be the first.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {chapters.isPending ? (
                <ChapterCardSkeletons />
              ) : (
                shown.map((chapter) => (
                  <li key={chapter.id}>
                    <ChapterCard chapter={chapter} />
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="start-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-6 rounded-3xl bg-accent-50 p-8 ring-1 ring-accent-200 md:grid-cols-[1.5fr_1fr] md:items-center">
          <div>
            <h2 id="start-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
              No chapter near you? Start one.
            </h2>
            <p className="mt-2 text-slate-700">
              All it takes is a gym leader willing to send the first invitation. Tell us about your region; we review
              every application and help the new president with a first-breakfast playbook and the member list.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <Button asChild size="lg">
              <Link to="/breakfast-club/start-chapter">Apply to start a chapter</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/events">See upcoming events</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
