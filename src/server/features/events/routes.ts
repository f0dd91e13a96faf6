import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  eventMessages as m,
  eventDetailSchema,
  eventItemSchema,
  eventListQuery,
  myEventSchema,
  myEventsQuery,
  rsvpInputSchema,
  rsvpSchema,
} from '../../../shared/events';
import { noContent } from '../../../shared/answers';
import { access } from '../../platform/access';
import { withWriteBudget } from '../../platform/rate-limit';
import { IMAGE_TYPES, sendImage } from '../../platform/images';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import { holds, optionalCallerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { calendarFileName } from './service/calendar';
import { eventCalendar, getEventDetail } from './service/detail';
import { findEventImage } from './service/images';
import { listEventItems } from './service/queries';
import { cancelRsvp, listMyEvents, rsvpToEvent } from './service/rsvps';

const idParams = idParamsOf('Invalid event id');
const tags = ['events'];
const imageResponse = {
  description: 'The image file',
  content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
};
const calendarResponse = {
  description: 'An iCalendar (RFC 5545) file with one VEVENT',
  content: { 'text/calendar': { schema: z.string() } },
};

/** Public events, RSVPs and My Events (spec 001 §5 "Events and RSVPs"). */
export const eventRoutes: Feature = (api, deps) => {
  const rsvpRule = {
    name: 'rsvp-user',
    max: deps.config.RATE_LIMIT_RSVPS_PER_HOUR,
    windowMs: 3_600_000,
    message: m.rsvpTooOften,
  };
  const limitRsvps = async (request: FastifyRequest) => deps.limiter.consume(rsvpRule, String(currentUser(request).id));
  api.get(
    '/events',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Upcoming events soonest first, or past ones latest first (?past=true)',
        querystring: eventListQuery,
        response: { 200: eventItemSchema.array() },
      },
    },
    async (request) => listEventItems(deps, request.query),
  );

  api.get(
    '/events/:id',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'One event with its documents; the Zoom link only for zoom attendees, its president and managers',
        params: idParams,
        response: { 200: eventDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = await optionalCallerOf(deps, request);
      const viewer = caller ? { id: caller.userId, managesEvents: holds(caller, 'events.manage') } : null;
      const detail = await getEventDetail(deps, request.params.id, viewer);
      // The answer varies by who asks (the RSVP, the Zoom link): never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return detail;
    },
  );

  api.get(
    '/events/:id/image',
    {
      ...access.public,
      schema: { tags, summary: "The event's image", params: idParams, response: { 200: imageResponse } },
    },
    async (request, reply) => {
      return sendImage(reply, await findEventImage(deps, request.params.id));
    },
  );

  api.get(
    '/events/:id/calendar.ics',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'The event as a calendar invite',
        params: idParams,
        response: { 200: calendarResponse },
      },
    },
    async (request, reply) => {
      const { title, ics } = await eventCalendar(deps, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(title)}"`)
        .header('cache-control', 'no-cache')
        .send(ics);
    },
  );

  api.post(
    '/events/:id/rsvp',
    {
      ...withWriteBudget(access.permission('events.rsvp')),
      preValidation: limitRsvps,
      schema: {
        tags,
        summary: 'Say you will come, in person or on Zoom (201 new, 200 mode changed)',
        params: idParams,
        body: rsvpInputSchema,
        response: { 200: rsvpSchema, 201: rsvpSchema },
      },
    },
    async (request, reply) => {
      const { rsvp, created } = await rsvpToEvent(
        deps,
        request.params.id,
        currentUser(request).id,
        request.body.mode,
        activityMeta(request),
      );
      return reply.status(created ? 201 : 200).send(rsvp);
    },
  );

  api.delete(
    '/events/:id/rsvp',
    {
      ...withWriteBudget(access.member),
      preValidation: limitRsvps,
      schema: { tags, summary: 'Cancel your RSVP', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await cancelRsvp(deps, request.params.id, currentUser(request).id, activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/my-events',
    {
      ...access.member,
      schema: {
        tags,
        summary:
          'Your RSVPs: the `upcoming` soonest upcoming ones (25 unless asked), then the `past` latest past ones (10 unless asked)',
        querystring: myEventsQuery,
        response: { 200: myEventSchema.array() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyEvents(deps, currentUser(request).id, request.query);
    },
  );
};
