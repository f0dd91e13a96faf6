import type { EventItem } from '@shared/events';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { googleCalendarLink } from './format';

/** "Add to calendar": the event's .ics file (any calendar app) and a Google Calendar link. */
export function CalendarLinks({
  event,
  className,
}: {
  event: Pick<EventItem, 'id' | 'title' | 'date' | 'timeZone' | 'location' | 'description'>;
  className?: string;
}) {
  // The page's own address goes in after the first render, which matches the server's.
  const [pageUrl, setPageUrl] = useState<string>();
  useEffect(() => setPageUrl(`${window.location.origin}/events/${event.id}`), [event.id]);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <a
        href={`/api/events/${event.id}/calendar.ics`}
        download={`event-${event.id}.ics`}
        className={buttonClasses('outline', 'sm')}
      >
        <CalendarPlus aria-hidden="true" />
        Add to calendar
        <span className="sr-only"> (.ics file for {event.title})</span>
      </a>
      <a
        href={googleCalendarLink(event, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'sm')}
      >
        Google Calendar
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
