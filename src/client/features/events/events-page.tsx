import { CalendarDays, Coffee, History } from 'lucide-react';
import { Link } from 'react-router';
import { useParamsUpdate } from '@/lib/use-params-update';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { useChapters } from '@/features/chapters';
import { useEventList } from './api';
import { EventCard, EventCardSkeletons } from './event-card';

/**
 * /events (spec 001 §3): upcoming events soonest first, past ones behind a toggle and a chapter
 * filter, both kept in the address so a filtered list can be shared.
 */
export default function EventsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, update] = useParamsUpdate();
  const past = params.get('past') === 'true';
  const chapterId = Number(params.get('chapterId')) || null;
  const list = useEventList({ past, chapterId });
  const chapters = useChapters();

  const chapterName = chapters.data?.find((c) => c.id === chapterId)?.name;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Connect"
        title="Event calendar"
        description="Breakfasts, workshops and meetups with gym owners near you and online. Save a seat in person or join on Zoom."
      />

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div
          role="group"
          aria-label="Which events"
          className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
        >
          {[
            { value: false, label: 'Upcoming', Icon: CalendarDays },
            { value: true, label: 'Past events', Icon: History },
          ].map(({ value, label, Icon }) => (
            <button
              key={label}
              type="button"
              aria-pressed={past === value}
              onClick={() => update({ past: value ? 'true' : null })}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent-500',
                past === value ? 'bg-brand-900 text-white' : 'text-slate-700 hover:bg-brand-50',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
        <div className="grid gap-1.5 sm:w-72">
          <label htmlFor="event-chapter" className="text-sm font-semibold text-brand-900">
            Chapter
          </label>
          <Select
            id="event-chapter"
            value={chapterId ? String(chapterId) : ''}
            onChange={(e) => update({ chapterId: e.target.value || null })}
          >
            <option value="">All chapters</option>
            {(chapters.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.city}, {c.state})
              </option>
            ))}
          </Select>
        </div>
      </div>

      {list.isLoading ? (
        <>
          <p className="sr-only" role="status">
            Loading events
          </p>
          <EventCardSkeletons />
        </>
      ) : list.isError ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback="The events could not be loaded. Please try again." />
        </div>
      ) : list.data && list.data.length ? (
        <>
          <p className="sr-only" aria-live="polite">
            {list.data.length} {past ? 'past' : 'upcoming'} events
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((event, i) => (
              <EventCard key={event.id} event={event} first={i === 0} />
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <Coffee aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-bold text-brand-900">
            {past ? 'No past events yet' : 'No upcoming events yet'}
            {chapterName ? ` for ${chapterName}` : ''}
          </h2>
          <p className="mt-2 max-w-md text-slate-600">
            Chapters of the breakfast club meet every month. Find one near you, or start one and host the first
            breakfast.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/breakfast-club">Discover the breakfast club</Link>
            </Button>
            {chapterId || past ? (
              <Button variant="outline" onClick={() => update({ chapterId: null, past: null })}>
                Show all upcoming events
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
