import { z } from 'zod';
import {
  adminEventDetailSchema,
  adminEventListQuery,
  adminEventListSchema,
  adminEventSchema,
  attendeeSchema,
  eventDocumentInputSchema,
  eventDocumentSchema,
  eventImageSchema,
  eventInputSchema,
} from '../../../shared/events';
import { noContent } from '../../../shared/answers';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf, MAX_INT4_ID } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { IMAGE_TYPES } from '../../platform/images';
import { rawUpload, uploadRoutes } from '../../platform/uploads';
import { createEvent, deleteEvent, getAdminEvent, listAdminEvents, updateEvent } from './service/admin';
import { attendeesCsv, listAttendees } from './service/attendees';
import { addDocument, deleteDocument } from './service/documents';
import { imageMessages, MAX_EVENT_IMAGE_BYTES, removeEventImage, setEventImage } from './service/images';

const idParams = idParamsOf('Invalid event id');
const documentParams = idParams.extend({
  documentId: z.coerce
    .number({ error: 'Invalid document id' })
    .int('Invalid document id')
    .positive('Invalid document id')
    .max(MAX_INT4_ID, 'Invalid document id'),
});
const tags = ['events'];
const csvResponse = { description: 'Attendees as CSV', content: { 'text/csv': { schema: z.string() } } };

/** Event admin: /api/admin/events (events.manage; admins hold every permission). */
export const eventAdminRoutes: Feature = async (api, deps) => {
  const admin = access.permission('events.manage');

  api.get(
    '/admin/events',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Events with RSVP counts, latest first; search on title and location',
        querystring: adminEventListQuery,
        response: { 200: adminEventListSchema },
      },
    },
    async (request) => listAdminEvents(deps, request.query),
  );

  api.get(
    '/admin/events/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One event with its documents',
        params: idParams,
        response: { 200: adminEventDetailSchema },
      },
    },
    async (request) => getAdminEvent(deps, request.params.id),
  );

  api.post(
    '/admin/events',
    {
      ...admin,
      schema: { tags, summary: 'Create an event', body: eventInputSchema, response: { 201: adminEventSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvent(deps, request.body, currentUser(request), activityMeta(request))),
  );

  api.put(
    '/admin/events/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change an event (the capacity may go below the seats taken)',
        params: idParams,
        body: eventInputSchema,
        response: { 200: adminEventSchema },
      },
    },
    async (request) => updateEvent(deps, request.params.id, request.body, currentUser(request), activityMeta(request)),
  );

  api.delete(
    '/admin/events/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete an event with its RSVPs; going attendees are told',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteEvent(deps, request.params.id, currentUser(request), activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/admin/events/:id/image',
    { ...admin, schema: { tags, summary: "Remove the event's image", params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeEventImage(deps, request.params.id, currentUser(request), activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/events/:id/attendees',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Going attendees with their mode',
        params: idParams,
        response: { 200: attendeeSchema.array() },
      },
    },
    async (request) => (await listAttendees(deps, request.params.id)).attendees,
  );

  api.get(
    '/admin/events/:id/attendees.csv',
    { ...admin, schema: { tags, summary: 'Going attendees as CSV', params: idParams, response: { 200: csvResponse } } },
    async (request, reply) => {
      const { csv } = await attendeesCsv(deps, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.id}-attendees.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  api.post(
    '/admin/events/:id/documents',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Link a video or presentation',
        params: idParams,
        body: eventDocumentInputSchema,
        response: { 201: eventDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDocument(deps, request.params.id, request.body, currentUser(request), activityMeta(request))),
  );

  api.delete(
    '/admin/events/:id/documents/:documentId',
    { ...admin, schema: { tags, summary: 'Remove a document', params: documentParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await deleteDocument(deps, id, documentId, currentUser(request), activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  // The image arrives as the raw file body; the parser and its 5 MB limit belong to this route
  // alone (platform/uploads.ts), so every other route keeps the 1 MB limit and refuses images.
  await uploadRoutes(api, { kind: 'raw', types: IMAGE_TYPES, maxBytes: MAX_EVENT_IMAGE_BYTES }, (uploads) => {
    uploads.put(
      '/admin/events/:id/image',
      {
        ...admin,
        bodyLimit: MAX_EVENT_IMAGE_BYTES,
        schema: {
          tags,
          summary: 'Set the event image (the raw JPEG, PNG, WebP or GIF file as the body, up to 5 MB)',
          params: idParams,
          response: { 200: eventImageSchema },
        },
      },
      async (request) =>
        setEventImage(
          deps,
          request.params.id,
          rawUpload(request, imageMessages.type),
          request.headers['content-type'],
          currentUser(request),
          activityMeta(request),
        ),
    );
  });
};
