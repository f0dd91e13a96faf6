import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventItem, MyEvent, Rsvp, RsvpMode } from '@shared/events';
import { apiRequest } from '@/lib/api';
import type { EventFormOutput } from './event-form';

export const EVENTS_PATH = '/api/events';
export const MY_EVENTS_PATH = '/api/my-events';

/** Every cached answer an RSVP or an event edit can change: the lists, the details, my events, the home counts. */
export function invalidateEvents(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return (
        head.startsWith(EVENTS_PATH) ||
        head.startsWith(MY_EVENTS_PATH) ||
        head.startsWith('/api/admin/events') ||
        head.startsWith('/api/my-chapter') ||
        head.startsWith('/api/chapters') ||
        head === '/api/dashboard/metrics'
      );
    },
  });
}

/** GET /api/events: upcoming soonest first, or past latest first; optionally one chapter's. */
export function useEventList({ past, chapterId }: { past: boolean; chapterId: number | null }) {
  const query = new URLSearchParams();
  if (past) query.set('past', 'true');
  if (chapterId) query.set('chapterId', String(chapterId));
  const qs = query.toString();
  return useQuery<EventItem[]>({ queryKey: [qs ? `${EVENTS_PATH}?${qs}` : EVENTS_PATH] });
}

/** GET /api/events/:id with documents, the caller's RSVP and (when allowed) the Zoom details. */
export function useEvent(id: number) {
  return useQuery<EventDetail>({ queryKey: [EVENTS_PATH, id], enabled: Number.isInteger(id) && id > 0 });
}

/**
 * GET /api/my-events: the signed-in user's RSVPs, at most `upcoming` upcoming and `past` past ones
 * (decision 0187). A larger ask keeps the rows shown until it answers.
 */
export function useMyEvents({ upcoming, past }: { upcoming: number; past: number }) {
  return useQuery<MyEvent[]>({
    queryKey: [`${MY_EVENTS_PATH}?upcoming=${upcoming}&past=${past}`],
    placeholderData: (previous) => previous,
  });
}

/** POST /api/my-chapter/events (a president) or POST /api/admin/events (an admin, with the chapter chosen). */
export function useCreateChapterEvent(asPresident: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: EventFormOutput) => {
      const { chapterId, ...rest } = values;
      const res = asPresident
        ? await apiRequest('POST', '/api/my-chapter/events', rest)
        : await apiRequest('POST', '/api/admin/events', { ...rest, chapterId });
      return (await res.json()) as EventItem;
    },
    onSuccess: () => invalidateEvents(client),
  });
}

/** POST /api/events/:id/rsvp: says yes, or switches the mode of the RSVP already given. */
export function useRsvp(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mode: RsvpMode) =>
      (await apiRequest('POST', `${EVENTS_PATH}/${eventId}/rsvp`, { mode })).json() as Promise<Rsvp>,
    onSettled: () => invalidateEvents(client),
  });
}

/** DELETE /api/events/:id/rsvp: cancels and frees the seat. */
export function useCancelRsvp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: number) => {
      await apiRequest('DELETE', `${EVENTS_PATH}/${eventId}/rsvp`);
    },
    onSettled: () => invalidateEvents(client),
  });
}
