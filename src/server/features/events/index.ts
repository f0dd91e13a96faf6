/**
 * What other features may use of events: the chapters feature creates a president's event,
 * lists a chapter's upcoming events and shows each chapter's next meeting.
 *
 * `createEvent` returns the event as `adminEventSchema` describes it, timestamps as Dates
 * (z.output): answer it from a route whose response schema is `adminEventSchema`, and the
 * serializer writes the wire shape (`AdminEvent`, ISO text).
 */
export { createEvent } from './service/admin';
export { listEventItems, nextEventDates, type EventListOptions, type NextMeeting } from './service/queries';
export type { AdminEventOut, EventItemOut } from './service/present';
