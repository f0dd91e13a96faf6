import type { AdminEvent, AdminEventWhen } from '@shared/events';
import { CalendarPlus, FileText, Pencil, Trash2, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageNav } from '@/components/ui/page-nav';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useRouteTitle } from '@/lib/use-document-title';
import { useSearchDraft, withChanges } from '@/lib/use-params-update';
import type { PageProps } from '@/lib/page-props';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { ChapterBadge } from '../event-card';
import { eventDay, eventTime, isPast } from '../format';
import { useAdminEvents, useDeleteEvent } from './api';
import { AttendeesDialog } from './attendees-dialog';
import { EventDialog } from './event-dialog';

const whenLabels: Record<AdminEventWhen, string> = { upcoming: 'Upcoming', past: 'Past', all: 'All events' };

function EventRow({
  event,
  onEdit,
  onAttendees,
  onDelete,
}: {
  event: AdminEvent;
  onEdit: () => void;
  onAttendees: () => void;
  onDelete: () => void;
}) {
  const taken = event.capacity - event.spotsLeft;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card xl:grid-cols-[minmax(0,1fr)_14rem_auto] xl:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {event.chapterName ? <ChapterBadge name={event.chapterName} /> : null}
          {isPast(event.date) ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Past</span>
          ) : null}
        </div>
        <h2 className="font-bold text-brand-900">
          <Link to={`/events/${event.id}`} className="hover:underline">
            {event.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          <time dateTime={event.date}>
            {eventDay(event)} · {eventTime(event)}
          </time>
        </p>
        <p className="truncate text-sm text-slate-600">
          {event.location}
          {event.gymName ? ` · ${event.gymName}` : ''}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm xl:text-left">
        <div>
          <dt className="text-xs text-slate-600">In person</dt>
          <dd className="font-semibold text-brand-900">{event.inPersonCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Zoom</dt>
          <dd className="font-semibold text-brand-900">{event.zoomLink ? event.zoomCount : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Seats</dt>
          <dd className="font-semibold text-brand-900">
            {taken}/{event.capacity}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-1 xl:justify-end">
        <Button variant="outline" size="sm" onClick={onAttendees}>
          <Users aria-hidden="true" />
          Attendees<span className="sr-only"> of {event.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {event.title}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {event.title}</span>
        </Button>
      </div>
      <p className="flex gap-3 text-xs text-slate-600 xl:col-span-3">
        {event.zoomLink ? (
          <span className="inline-flex items-center gap-1">
            <Video aria-hidden="true" className="size-3.5" /> Zoom
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <FileText aria-hidden="true" className="size-3.5" /> {event.documentCount}{' '}
          {event.documentCount === 1 ? 'document' : 'documents'}
        </span>
      </p>
    </li>
  );
}

/** /admin/events (spec 001 §3): the events with their RSVP counts; create, edit, delete, attendees, documents. */
export default function AdminEventsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const when = (['upcoming', 'past', 'all'] as const).find((w) => w === params.get('when')) ?? 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminEvents({ search, when, page });
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<{ event: AdminEvent | null } | null>(null);
  const [attendeesOf, setAttendeesOf] = useState<AdminEvent | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);

  const update = (changes: Record<string, string | null>) => {
    setParams(withChanges(window.location.search, changes), { replace: true });
  };
  const [draft, setDraft] = useSearchDraft(search, update);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow={
          <Link to="/admin" className="hover:underline">
            Administration
          </Link>
        }
        title="Events"
        description="Create events, follow their RSVPs and share the recordings."
        actions={
          <Button onClick={() => setEditing({ event: null })}>
            <CalendarPlus aria-hidden="true" />
            New event
          </Button>
        }
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <form role="search" onSubmit={(e) => e.preventDefault()} className="relative flex-1 sm:max-w-md">
          <label htmlFor="admin-event-search" className="sr-only">
            Search events
          </label>
          <SearchBox
            id="admin-event-search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search by title or place"
            inputClassName="h-11 text-base sm:text-sm"
          />
        </form>
        <div className="sm:w-48">
          <label htmlFor="admin-event-when" className="sr-only">
            Show
          </label>
          <Select id="admin-event-when" value={when} onChange={(e) => update({ when: e.target.value, page: null })}>
            {(Object.keys(whenLabels) as AdminEventWhen[]).map((w) => (
              <option key={w} value={w}>
                {whenLabels[w]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-6">
        {list.isLoading ? (
          <div className="grid gap-3">
            <p className="sr-only" role="status">
              Loading events
            </p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorNotice error={list.error} fallback="The events could not be loaded. Please try again." />
        ) : list.data && list.data.items.length ? (
          <>
            <p className="sr-only" aria-live="polite">
              {list.data.total} events
            </p>
            <ul className="grid gap-3">
              {list.data.items.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  onEdit={() => setEditing({ event })}
                  onAttendees={() => setAttendeesOf(event)}
                  onDelete={() => setDeleting(event)}
                />
              ))}
            </ul>
            <PageNav
              align="center"
              page={page}
              pageSize={20}
              total={list.data.total}
              onPage={(n) => update({ page: n > 1 ? String(n) : null })}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold text-brand-900">
              {search ? 'No events match your search.' : 'No events here yet.'}
            </p>
            <Button className="mt-4" onClick={() => setEditing({ event: null })}>
              <CalendarPlus aria-hidden="true" />
              New event
            </Button>
          </div>
        )}
      </div>

      {editing ? <EventDialog open event={editing.event} onClose={() => setEditing(null)} /> : null}
      <AttendeesDialog event={attendeesOf} onClose={() => setAttendeesOf(null)} />
      <ErrorNotice error={remove.error} fallback="The event could not be deleted. Please try again." />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this event?"
        description={
          deleting
            ? `"${deleting.title}" and its ${deleting.rsvpCount} RSVPs and documents are deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete event"
        variant="destructive"
        cancelLabel="Keep it"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Event deleted', description: deleting.title });
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
