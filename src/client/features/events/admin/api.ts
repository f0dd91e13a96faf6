import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, AdminEventWhen, Attendee, EventDocument, EventDocumentInput } from '@shared/events';
import { apiRequest, apiUpload } from '@/lib/api';
import { invalidateEvents } from '../api';
import type { EventFormOutput } from '../event-form';

export const ADMIN_EVENTS_PATH = '/api/admin/events';

/** GET /api/admin/events: search, upcoming/past/all, paged. */
export function useAdminEvents({ search, when, page }: { search: string; when: AdminEventWhen; page: number }) {
  const qs = new URLSearchParams({ when, page: String(page), pageSize: '20' });
  if (search) qs.set('search', search);
  return useQuery<{ items: AdminEvent[]; total: number }>({ queryKey: [`${ADMIN_EVENTS_PATH}?${qs.toString()}`] });
}

/** POST (new) or PUT (edit) /api/admin/events. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number | null; values: EventFormOutput }) => {
      const res = await apiRequest(id ? 'PUT' : 'POST', id ? `${ADMIN_EVENTS_PATH}/${id}` : ADMIN_EVENTS_PATH, values);
      return (await res.json()) as AdminEvent;
    },
    onSuccess: () => invalidateEvents(client),
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_EVENTS_PATH}/${id}`);
    },
    onSuccess: () => invalidateEvents(client),
  });
}

/** PUT /api/admin/events/:id/image with the file as the body; DELETE removes it. */
export function useEventImage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (file) await apiUpload('PUT', `${ADMIN_EVENTS_PATH}/${id}/image`, file);
      else await apiRequest('DELETE', `${ADMIN_EVENTS_PATH}/${id}/image`);
    },
    onSettled: () => invalidateEvents(client),
  });
}

export function useAttendees(id: number | null) {
  return useQuery<Attendee[] | { items: Attendee[] }, Error, Attendee[]>({
    queryKey: [ADMIN_EVENTS_PATH, id, 'attendees'],
    enabled: id !== null,
    select: (data) => (Array.isArray(data) ? data : data.items),
  });
}

/** The event's documents come with GET /api/events/:id (which an admin may always read). */
export function useEventDocuments(id: number) {
  return useQuery<{ documents: EventDocument[] }, Error, EventDocument[]>({
    queryKey: ['/api/events', id],
    select: (event) => event.documents,
  });
}

export function useAddDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventDocumentInput) =>
      (await apiRequest('POST', `${ADMIN_EVENTS_PATH}/${id}/documents`, input)).json() as Promise<EventDocument>,
    onSuccess: () => invalidateEvents(client),
  });
}

export function useRemoveDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: number) => {
      await apiRequest('DELETE', `${ADMIN_EVENTS_PATH}/${id}/documents/${documentId}`);
    },
    onSuccess: () => invalidateEvents(client),
  });
}
