import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  bookInputSchema,
  bookPatchSchema,
  bookSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentSchema,
  podcastInputSchema,
  podcastPatchSchema,
  podcastSchema,
  RECOMMENDATION_KINDS,
  recommendationListQuerySchema,
  voteInputSchema,
  voteResultSchema,
} from '../../../shared/recommendations';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { withWriteBudget } from '../../platform/rate-limit';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { idParamsOf } from '../../platform/params';
import { holds, optionalCallerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { itemsWithTotal } from '../../platform/total-count';
import { createItem, deleteItem, updateItem } from './service/admin';
import { getItem, listItems } from './service/items';
import { KINDS } from './service/kinds';
import { addComment, deleteComment, listComments, vote, type Viewer } from './service/votes';

const schemas = {
  books: { item: bookSchema, input: bookInputSchema, patch: bookPatchSchema, one: 'book' },
  podcasts: { item: podcastSchema, input: podcastInputSchema, patch: podcastPatchSchema, one: 'podcast' },
} as const;

const commentParams = z.object({
  id: idParamsOf().shape.id,
  commentId: idParamsOf('Invalid comment id').shape.id,
});

async function viewerOf(deps: Deps, request: FastifyRequest): Promise<Viewer | null> {
  const caller = await optionalCallerOf(deps, request);
  return caller ? { id: caller.userId, canModerate: holds(caller, 'recommendations.manage') } : null;
}

/**
 * Books and podcasts: public lists with scores and the caller's vote, votes
 * and comments for members, and /api/admin/{books,podcasts} for recommendations.manage. One set
 * of routes, registered for each kind.
 */
export const recommendationRoutes: Feature = (api, deps) => {
  const commentRule = {
    name: 'recommendation-comment-user',
    max: deps.config.RATE_LIMIT_COMMENTS_PER_HOUR,
    windowMs: 3_600_000,
  };
  const admin = access.permission('recommendations.manage');

  for (const kind of RECOMMENDATION_KINDS) {
    const k = KINDS[kind];
    const s = schemas[kind];
    const tags = [kind];
    const params = idParamsOf(`Invalid ${s.one} id`);

    api.get(
      `/${kind}`,
      {
        ...access.public,
        schema: {
          tags,
          summary: `The ${kind}, with score, the caller's vote and comment count; X-Total-Count gives the total`,
          querystring: recommendationListQuerySchema,
          response: { 200: z.array(s.item) },
        },
      },
      async (request, reply) =>
        itemsWithTotal(reply, await listItems(deps, k, request.user?.id ?? null, request.query)),
    );

    api.get(
      `/${kind}/:id`,
      { ...access.public, schema: { tags, summary: `One ${s.one}`, params, response: { 200: s.item } } },
      async (request) => getItem(deps, k, request.params.id, request.user?.id ?? null),
    );

    api.post(
      `/${kind}/:id/vote`,
      {
        ...withWriteBudget(access.member),
        schema: {
          tags,
          summary: `Vote a ${s.one} up (1) or down (-1), or withdraw the vote (0)`,
          params,
          body: voteInputSchema,
          response: { 200: voteResultSchema },
        },
      },
      async (request) =>
        vote(deps, k, request.params.id, currentUser(request).id, request.body.vote, activityMeta(request)),
    );

    api.get(
      `/${kind}/:id/comments`,
      {
        ...access.public,
        schema: {
          tags,
          summary: `The comments on a ${s.one}, oldest first; X-Total-Count gives the total`,
          params,
          querystring: commentListQuerySchema,
          response: { 200: z.array(commentSchema) },
        },
      },
      async (request, reply) =>
        itemsWithTotal(
          reply,
          await listComments(deps, k, request.params.id, await viewerOf(deps, request), request.query),
        ),
    );

    api.post(
      `/${kind}/:id/comments`,
      {
        ...access.member,
        preValidation: async (request) => deps.limiter.consume(commentRule, String(currentUser(request).id)),
        schema: {
          tags,
          summary: `Comment on a ${s.one} (1–1000 characters)`,
          params,
          body: commentInputSchema,
          response: { 201: commentSchema },
        },
      },
      async (request, reply) => {
        const viewer = (await viewerOf(deps, request))!;
        const comment = await addComment(
          deps,
          k,
          request.params.id,
          viewer,
          request.body.content,
          activityMeta(request),
        );
        return reply.status(201).send(comment);
      },
    );

    api.delete(
      `/${kind}/:id/comments/:commentId`,
      {
        ...access.member,
        schema: {
          tags,
          summary: 'Delete a comment: its author or an admin',
          params: commentParams,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        const viewer = (await viewerOf(deps, request))!;
        await deleteComment(deps, k, request.params.id, request.params.commentId, viewer, activityMeta(request));
        return reply.status(204).send(null);
      },
    );

    // ---- admin ----

    api.get(
      `/admin/${kind}`,
      {
        ...admin,
        schema: {
          tags: [`${kind} admin`],
          summary: `Every ${s.one} for the admin list; X-Total-Count gives the total`,
          querystring: recommendationListQuerySchema,
          response: { 200: z.array(s.item) },
        },
      },
      async (request, reply) => itemsWithTotal(reply, await listItems(deps, k, currentUser(request).id, request.query)),
    );
    api.post(
      `/admin/${kind}`,
      {
        ...admin,
        schema: { tags: [`${kind} admin`], summary: `Add a ${s.one}`, body: s.input, response: { 201: s.item } },
      },
      async (request, reply) => reply.status(201).send(await createItem(deps, k, request.body, actorOf(request))),
    );
    api.get(
      `/admin/${kind}/:id`,
      { ...admin, schema: { tags: [`${kind} admin`], summary: `One ${s.one}`, params, response: { 200: s.item } } },
      async (request) => getItem(deps, k, request.params.id, currentUser(request).id),
    );
    api.patch(
      `/admin/${kind}/:id`,
      {
        ...admin,
        schema: {
          tags: [`${kind} admin`],
          summary: `Change a ${s.one}`,
          params,
          body: s.patch,
          response: { 200: s.item },
        },
      },
      async (request) => updateItem(deps, k, request.params.id, request.body, actorOf(request)),
    );
    api.delete(
      `/admin/${kind}/:id`,
      {
        ...admin,
        schema: {
          tags: [`${kind} admin`],
          summary: `Delete a ${s.one} with its votes and comments`,
          params,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await deleteItem(deps, k, request.params.id, actorOf(request));
        return reply.status(204).send(null);
      },
    );
  }
};
