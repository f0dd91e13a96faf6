import { z } from 'zod';
import { articleInputSchema, articleMessages, articlePatchSchema } from '../../../shared/articles';
import { currentUser, requireAdmin } from '../../platform/auth';
import { BadRequest } from '../../platform/errors';
import type { Feature } from '../index';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  listRoleOptions,
  updateArticle,
} from './service/admin';
import { IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES, storeImage } from './service/images';
import { listAllReviews, setReviewHidden } from './service/reviews';
import { readerOf, renderContent } from './service/reading';

const idParams = z.object({ id: z.coerce.number().int().positive('Invalid article id') });
const previewBody = z.object({ content: z.string().max(500_000) });
const hideBody = z.object({ isHidden: z.boolean() });

/** Article admin: /api/admin/articles (CRUD, preview, images) and review moderation. */
export const articleAdminRoutes: Feature = (api, deps) => {
  const admin = { onRequest: requireAdmin };

  // Images arrive as the raw file body (Content-Type image/*), so no multipart parser is needed.
  api.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  api.get('/admin/articles', admin, async () => listAdminArticles(deps));

  /** The roles an article can be marked relevant to (article_roles). */
  api.get('/admin/article-role-options', admin, async () => listRoleOptions(deps));

  api.get('/admin/articles/:id', { ...admin, schema: { params: idParams } }, async (request) =>
    getAdminArticle(deps, request.params.id),
  );

  api.post('/admin/articles', { ...admin, schema: { body: articleInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createArticle(deps, request.body)),
  );

  api.patch('/admin/articles/:id', { ...admin, schema: { params: idParams, body: articlePatchSchema } }, async (request) =>
    updateArticle(deps, request.params.id, request.body),
  );

  api.delete('/admin/articles/:id', { ...admin, schema: { params: idParams } }, async (request, reply) => {
    await deleteArticle(deps, request.params.id);
    return reply.status(204).send();
  });

  /** The editor's preview: sanitized and filled for the admin, exactly as a member would see it. */
  api.post('/admin/articles/preview', { ...admin, schema: { body: previewBody } }, async (request) => ({
    content: renderContent(request.body.content, await readerOf(deps, request.user)),
  }));

  api.post('/admin/article-images', { ...admin, bodyLimit: MAX_IMAGE_UPLOAD_BYTES }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body) || !request.body.length) throw new BadRequest(articleMessages.imageType);
    return reply.status(201).send(await storeImage(deps, request.body, currentUser(request).id));
  });

  api.get('/admin/articles/:id/reviews', { ...admin, schema: { params: idParams } }, async (request) =>
    listAllReviews(deps, request.params.id),
  );

  api.patch(
    '/admin/article-reviews/:id',
    { ...admin, schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: hideBody } },
    async (request) => setReviewHidden(deps, request.params.id, request.body.isHidden),
  );
};
