import { CalendarDays, Clock, Crown } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/components/ui/query-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useChapter } from './api';
import { EventList } from './event-list';
import { JoinPanel } from './join-panel';
import { ChapterFacts, ChapterLine, Leadership } from './chapter-sections';
import { HeaderBand, LoadError } from './page-states';

/** /chapter/:id: the chapter, its president and board, its upcoming breakfasts and the call to join. */
export default function ChapterPage(_props: PageProps) {
  const { id = '' } = useParams();
  const chapterId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const chapter = useChapter(chapterId);
  useDocumentTitle(chapter.data?.name ?? 'Chapter');

  if (!(chapterId > 0)) return <NotFoundPage />;
  if (chapter.isError && isNotFound(chapter.error)) return <NotFoundPage />;

  if (chapter.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <LoadError error={chapter.error} what="this chapter" onRetry={() => void chapter.refetch()} />
      </div>
    );
  }

  if (chapter.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the chapter
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-5 w-1/3" />
        <div className="grid grid-cols-1 mt-8 gap-6 lg:grid-cols-[1fr_20rem]">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      </div>
    );
  }

  const c = chapter.data;
  return (
    <div>
      <HeaderBand
        eyebrow={
          <Link to="/breakfast-club/chapters" className="hover:underline">
            Breakfast club chapters
          </Link>
        }
        title={c.name}
      >
        <ChapterLine chapter={c}>
          {c.president ? (
            <span className="flex items-center gap-1.5">
              <Crown aria-hidden="true" className="size-4 text-accent-700" />
              Led by {c.president.name}
            </span>
          ) : null}
        </ChapterLine>
      </HeaderBand>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="grid grid-cols-1 min-w-0 gap-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-brand-900">
              About the chapter
            </h2>
            {c.description ? (
              <p className="mt-3 whitespace-pre-line text-slate-700">{c.description}</p>
            ) : (
              <p className="mt-3 text-slate-600">
                Gym leaders from around {c.city} meeting once a month to trade what works.
              </p>
            )}
            <ChapterFacts chapter={c} />
          </section>

          <section aria-labelledby="events-heading">
            <h2 id="events-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
              <CalendarDays aria-hidden="true" className="size-5 text-accent-700" />
              Upcoming breakfasts
            </h2>
            <div className="mt-4">
              <EventList
                events={c.upcomingEvents}
                schedule={c}
                empty={
                  <>
                    <Clock aria-hidden="true" className="mx-auto mb-2 size-5 text-slate-400" />
                    The next breakfast is not on the calendar yet. Members hear first when the president plans it.
                  </>
                }
              />
            </div>
          </section>

          <Leadership president={c.president} board={c.board} />
        </div>

        <div className="order-first lg:order-none">
          <JoinPanel chapter={c} />
        </div>
      </div>
    </div>
  );
}
