import type { AdminEvent } from '@shared/events';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { shortDate } from '@/lib/format';
import { useAttendees } from './api';

/** Who is coming to an event: name, email, gym, mode and when they said yes; a CSV of the same. */
export function AttendeesDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const attendees = useAttendees(event?.id ?? null);
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={event ? `Attendees: ${event.title}` : 'Attendees'}
      description={event ? `${event.inPersonCount} in person · ${event.zoomCount} on Zoom` : undefined}
      className="max-w-3xl"
    >
      {event ? (
        <a href={`/api/admin/events/${event.id}/attendees.csv`} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      ) : null}
      <div className="mt-4">
        {attendees.isLoading ? (
          <Spinner label="Loading attendees" />
        ) : attendees.isError ? (
          <ErrorNotice error={attendees.error} fallback="The attendees could not be loaded." />
        ) : attendees.data?.length ? (
          <div
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-500"
            tabIndex={0}
            role="region"
            aria-label="Attendee list"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Attendees</caption>
              <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Gym
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Mode
                  </th>
                  <th scope="col" className="py-2">
                    RSVP on
                  </th>
                </tr>
              </thead>
              <tbody>
                {attendees.data.map((a) => (
                  <tr key={a.rsvpId} className="border-b border-slate-100">
                    <td className="py-2 pr-3 font-medium text-brand-900">{a.name}</td>
                    <td className="py-2 pr-3 break-all">{a.email}</td>
                    <td className="py-2 pr-3">{a.gymName ?? '—'}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{a.mode === 'zoom' ? 'On Zoom' : 'In person'}</td>
                    <td className="py-2 whitespace-nowrap">{shortDate(a.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Nobody has RSVPed yet.</p>
        )}
      </div>
    </Dialog>
  );
}
