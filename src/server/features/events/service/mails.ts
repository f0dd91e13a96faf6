import type { RsvpMode } from '../../../../shared/events';
import { composeMail } from '../../../platform/mail-compose';
import type { MailMessage } from '../../../platform/mailer';

/**
 * How an event's date reads in a mail: on the venue's clock, with its zone's abbreviation
 * ('Thursday, December 10, 2026 at 7:00 AM MST'), as the invitation would say it.
 */
export function mailDate(date: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(date));
}

interface MailEvent {
  title: string;
  location: string;
  date: string;
  timeZone: string;
  zoomLink: string | null;
  zoomPassword: string | null;
}

/** The RSVP confirmation, with the calendar invite attached; a zoom RSVP gets the link and password. */
export function rsvpConfirmationMail(
  to: { email: string; firstName: string },
  event: MailEvent,
  mode: RsvpMode,
  eventUrl: string,
  invite: { filename: string; content: string },
): MailMessage {
  const paragraphs = [
    mode === 'zoom'
      ? `You're on the list for "${event.title}" on Zoom.`
      : `You're on the list for "${event.title}". We saved you a seat.`,
    `When: ${mailDate(event.date, event.timeZone)}`,
    mode === 'zoom' ? 'Where: online, on Zoom' : `Where: ${event.location}`,
  ];
  if (mode === 'zoom' && event.zoomLink) {
    paragraphs.push(`Zoom link: ${event.zoomLink}`);
    if (event.zoomPassword) paragraphs.push(`Zoom password: ${event.zoomPassword}`);
  }
  paragraphs.push('The calendar invite is attached. If your plans change, cancel your RSVP on the event page.');
  return composeMail(
    to.email,
    `You're going: ${event.title}`,
    `Hi ${to.firstName},`,
    paragraphs,
    { label: 'View the event', url: eventUrl },
    [
      {
        filename: invite.filename,
        content: invite.content,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  );
}

/** Sent to every going attendee when an admin deletes the event. */
export function cancellationMail(
  to: { email: string; firstName: string },
  event: { title: string; date: string; timeZone: string },
) {
  return composeMail(to.email, `Cancelled: ${event.title}`, `Hi ${to.firstName},`, [
    `"${event.title}" on ${mailDate(event.date, event.timeZone)} has been cancelled, and your RSVP with it.`,
    'We are sorry for the change of plans. Other events are waiting for you on the events page.',
  ]);
}
