/**
 * What other client features may use of events: the caller's RSVPs and how an event's time reads.
 * Pages load through the route table.
 */
export { useMyEvents } from './api';
export { eventLongDay, eventTime, isPast } from './format';
