import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  articleListQuerySchema,
  articleListSchema,
  articleViewSchema,
  decideAccess,
  reviewItemSchema,
  reviewListQuery,
  reviewSchema,
  reviewStatsSchema,
  utcDayKey,
} from '../../../shared/articles';
import { access } from '../../platform/access';
import { currentUser, isSecureRequest } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { ValidationFailed } from '../../platform/errors';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { ACCESS_COOKIE, accessSecret, readAccess, signAccess } from './service/access-cookie';
import { findImage, IMAGE_TYPES, sendImage } from '../../platform/images';
import { articleImageStore } from './service/images';
import { addReview, listReviews, myReview, reviewStats } from './service/reviews';
import { findReadable, listArticles, readerOf, renderContent, toView } from './service/reading';

const idParams = idParamsOf('Invalid article id');
const tags = ['articles'];
/** An image file as stored; the bytes are sent as they are. */
const imageResponse = {
  description: 'The image file',
  content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
};
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Lazily resolved once per app: the key that signs the anonymous access cookie. */
function keyProvider(deps: Deps) {
  let key: Promise<Buffer> | null = null;
  return () =>
    (key ??= accessSecret(deps).catch((e: unknown) => {
      key = null;
      throw e;
    }));
}

/** Spec 000 §4: one distinct article a day per anonymous reader, kept in a signed cookie. */
async function allowAnonymous(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  articleId: number,
  secure: boolean,
) {
  const record = readAccess(key, request.cookies[ACCESS_COOKIE]);
  const decision = decideAccess(record, articleId, utcDayKey());
  reply.setCookie(ACCESS_COOKIE, signAccess(key, decision.record), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // '/' so that the page /blog/:slug, rendered on the server, carries it too.
    path: '/',
    maxAge: 2 * 24 * 3600,
  });
  return decision.allowed;
}

/** Names are random and never reused, so an image is cached for a year. */

/** Public article calls of spec 000 §7 and the public image path of §2. */
export const articleRoutes: Feature = (api, deps) => {
  const key = keyProvider(deps);
  api.get(
    '/articles',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Published articles, searchable and paged',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema },
      },
    },
    async (request) => listArticles(deps, request.query),
  );

  api.get(
    '/articles/:slug',
    {
      ...access.public,
      schema: {
        tags,
        summary: "One article, filled for the reader; a visitor's second article of the day comes locked",
        params: slugParams,
        response: { 200: articleViewSchema },
      },
    },
    async (request, reply) => {
      const row = await findReadable(deps, request.params.slug, request.user);
      reply.header('cache-control', 'no-store');
      if (
        !request.user &&
        !(await allowAnonymous(request, reply, await key(), row.id, isSecureRequest(request, deps.secureCookies)))
      ) {
        return toView(row, null, true);
      }
      return toView(row, renderContent(deps, row.content, await readerOf(deps, request.user)), false);
    },
  );

  api.get(
    '/articles/:id/reviews',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Visible reviews of a published article, newest first, one page (at most 50)',
        params: idParams,
        querystring: reviewListQuery,
        response: { 200: reviewItemSchema.array() },
      },
    },
    async (request) => listReviews(deps, request.params.id, request.query),
  );

  api.get(
    '/articles/:id/review-stats',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Review count and average rating',
        params: idParams,
        response: { 200: reviewStatsSchema },
      },
    },
    async (request) => reviewStats(deps, request.params.id),
  );

  // The guard runs onRequest, before the id is validated: a visitor gets 401, never a 400 or 404.
  api.get(
    '/articles/:id/my-review',
    {
      ...access.member,
      schema: {
        tags,
        summary: "The caller's own review, or null",
        params: idParams,
        response: { 200: reviewItemSchema.nullable() },
      },
    },
    async (request) => {
      return myReview(deps, request.params.id, currentUser(request).id);
    },
  );

  api.post(
    '/articles/:id/reviews',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Review an article (a visitor gives a name)',
        params: idParams,
        response: { 201: reviewItemSchema },
      },
    },
    async (request, reply) => {
      const parsed = reviewSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new ValidationFailed(issues[0]!.message, issues);
      }
      const review = await addReview(deps, request.params.id, parsed.data, request.user, request.ip);
      return reply.status(201).send(review);
    },
  );

  api.get(
    '/public/article-images/:name',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'An uploaded article image',
        params: z.object({ name: z.string().max(120) }),
        response: { 200: imageResponse },
      },
    },
    async (request, reply) => {
      return sendImage(reply, await findImage(deps, request.params.name, articleImageStore));
    },
  );
};
