import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  chapterApplicationAnswer,
  chapterApplicationSchema,
  chapterDetailSchema,
  chapterItemSchema,
  joinRequestInputSchema,
  joinRequestSchema,
  myChapterSchema,
} from '../../../shared/chapters';
import { adminEventSchema, chapterEventInputSchema } from '../../../shared/events';
import { access } from '../../platform/access';
import { withWriteBudget } from '../../platform/rate-limit';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { joinRequestReviewRoutes } from './review-routes';
import { submitApplication } from './service/applications';
import { getChapter, listChapters, myChapter } from './service/chapters';
import { createChapterEvent, leaveChapter, requestToJoin, withdrawJoinRequest } from './service/membership';

const tags = ['chapters'];
const chapterParams = idParamsOf('Invalid chapter id');

/** The breakfast-club chapters for members and visitors (spec 001 §3 "Events and chapters", §4, §5). */
export const chapterRoutes: Feature = (api, deps) => {
  const { config, limiter } = deps;
  const applicationRule = {
    name: 'chapter-application-user',
    max: config.RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR,
    windowMs: 3_600_000,
  };
  const joinRule = {
    name: 'chapter-join-request-user',
    max: config.RATE_LIMIT_JOIN_REQUESTS_PER_HOUR,
    windowMs: 3_600_000,
  };

  api.post(
    '/chapter-applications',
    {
      ...access.permission('chapters.lead'),
      // Per user: the guard has run, so the caller is known.
      preValidation: async (request) => limiter.consume(applicationRule, String(currentUser(request).id)),
      schema: {
        tags,
        summary: 'Apply to start a chapter',
        body: chapterApplicationSchema,
        response: { 201: chapterApplicationAnswer },
      },
    },
    async (request, reply) => {
      const row = await submitApplication(deps, request.body, currentUser(request).id, activityMeta(request));
      return reply.status(201).send(row);
    },
  );

  api.get(
    '/chapters',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Active chapters by state, city and name',
        response: { 200: z.array(chapterItemSchema) },
      },
    },
    async () => listChapters(deps),
  );

  api.get(
    '/chapters/:id',
    {
      ...access.public,
      schema: {
        tags,
        summary: "An active chapter with its president, board, upcoming events and the caller's standing",
        params: chapterParams,
        response: { 200: chapterDetailSchema },
      },
    },
    async (request, reply) => {
      const detail = await getChapter(deps, request.params.id, request.user?.id ?? null);
      // The caller's standing is in the answer: a shared cache must never hand it to someone else.
      reply.header('vary', 'Cookie');
      if (request.user) reply.header('cache-control', 'private, no-store');
      return detail;
    },
  );

  api.post(
    '/chapters/:id/join-requests',
    {
      ...access.permission('chapters.join'),
      preValidation: async (request) => limiter.consume(joinRule, String(currentUser(request).id)),
      schema: {
        tags,
        summary: 'Ask to join a chapter',
        params: chapterParams,
        body: joinRequestInputSchema,
        response: { 201: joinRequestSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await requestToJoin(deps, request.params.id, request.body.message, user.id, activityMeta(request));
      return reply.status(201).send(row);
    },
  );

  api.delete(
    '/chapters/:id/join-requests',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'Withdraw my pending request to join a chapter',
        params: chapterParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await withdrawJoinRequest(deps, request.params.id, currentUser(request).id, activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/my-chapter',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'My chapter with its members, events and (for its president) pending join requests',
        response: { 200: myChapterSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return myChapter(deps, currentUser(request).id);
    },
  );

  joinRequestReviewRoutes(api, deps, { path: '/my-chapter/join-requests', routeAccess: access.member, asAdmin: false });

  api.post(
    '/my-chapter/events',
    {
      ...withWriteBudget(access.permission('events.create')),
      schema: {
        tags,
        summary: "Create an event for my chapter (president); the gym defaults to the president's",
        body: chapterEventInputSchema,
        response: { 201: adminEventSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const event = await createChapterEvent(deps, request.body, user, activityMeta(request));
      return reply.status(201).send(event);
    },
  );

  api.post(
    '/my-chapter/leave',
    {
      ...access.member,
      schema: { tags, summary: 'Leave my chapter (not for its president)', response: { 204: noContent } },
    },
    async (request, reply) => {
      await leaveChapter(deps, currentUser(request).id, activityMeta(request));
      return reply.status(204).send(null);
    },
  );
};
