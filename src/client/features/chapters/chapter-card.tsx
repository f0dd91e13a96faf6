import type { ChapterItem } from '@shared/chapters';
import { ArrowRight, CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { meetingDate, meetingRhythm, memberCountLabel, NO_NEXT_MEETING, place } from './format';

/** One chapter as a card linking to /chapter/:id; `detailed` adds the next meeting and the rhythm. */
export function ChapterCard({ chapter, detailed = false }: { chapter: ChapterItem; detailed?: boolean }) {
  const rhythm = meetingRhythm(chapter);
  return (
    <Link
      to={`/chapter/${chapter.id}`}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <span className="flex items-center gap-1.5 text-sm font-medium text-accent-800">
        <MapPin aria-hidden="true" className="size-4" />
        {place(chapter)}
      </span>
      <h3 className="mt-2 text-lg leading-snug font-bold text-brand-900 group-hover:underline">{chapter.name}</h3>
      {detailed && chapter.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{chapter.description}</p>
      ) : null}
      <dl className="grid grid-cols-1 mt-4 gap-2 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            <span className="sr-only">Members</span>
          </dt>
          <dd>{memberCountLabel(chapter.memberCount)}</dd>
        </div>
        {detailed ? (
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
              <span className="sr-only">Next breakfast</span>
            </dt>
            <dd className={chapter.nextMeeting ? 'font-semibold text-brand-900' : 'text-slate-500'}>
              {chapter.nextMeeting ? meetingDate(chapter.nextMeeting, chapter.nextMeetingTimeZone) : NO_NEXT_MEETING}
            </dd>
          </div>
        ) : null}
      </dl>
      <span className="mt-auto flex items-end justify-between gap-3 pt-5 text-sm">
        <span className="text-slate-500">
          {detailed ? (rhythm ?? '') : chapter.presidentName ? `Led by ${chapter.presidentName}` : ''}
        </span>
        <span className="flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-brand-700">
          View chapter
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      </span>
    </Link>
  );
}

export function ChapterCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-48 rounded-2xl" />
        </li>
      ))}
    </>
  );
}
