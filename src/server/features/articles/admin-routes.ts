import { z } from 'zod';
import {
  adminArticleListItemSchema,
  adminArticleSchema,
  adminReviewSchema,
  articleInputSchema,
  articleMessages,
  articlePatchSchema,
  articlePreviewResultSchema,
  articlePreviewSchema,
  articleRoleOptionSchema,
  storedImageSchema,
} from '../../../shared/articles';
import { noContent } from '../../../shared/answers';
import { access } from '../../platform/access';
import { currentUser } from '../../platform/auth';
import { idParams as reviewIdParams, idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { rawUpload, uploadRoutes } from '../../platform/uploads';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  listRoleOptions,
  updateArticle,
} from './service/admin';
import { IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES, storeImage } from '../../platform/images';
import { articleImageStore } from './service/images';
import { listAllReviews, setReviewHidden } from './service/reviews';
import { readerOf, renderContent } from './service/reading';

const idParams = idParamsOf('Invalid article id');
const tags = ['articles'];
const hideBody = z.object({ isHidden: z.boolean() });

/** Article admin: /api/admin/articles (CRUD, preview, images) and review moderation. */
export const articleAdminRoutes: Feature = async (api, deps) => {
  const admin = access.permission('articles.manage');

  api.get(
    '/admin/articles',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every article, drafts included',
        response: { 200: adminArticleListItemSchema.array() },
      },
    },
    async () => listAdminArticles(deps),
  );

  /** The roles an article can be marked relevant to (article_roles). */
  api.get(
    '/admin/article-role-options',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Roles an article can be marked relevant to',
        response: { 200: articleRoleOptionSchema.array() },
      },
    },
    async () => listRoleOptions(deps),
  );

  api.get(
    '/admin/articles/:id',
    {
      ...admin,
      schema: { tags, summary: 'One article for the editor', params: idParams, response: { 200: adminArticleSchema } },
    },
    async (request) => getAdminArticle(deps, request.params.id),
  );

  api.post(
    '/admin/articles',
    {
      ...admin,
      schema: { tags, summary: 'Create an article', body: articleInputSchema, response: { 201: adminArticleSchema } },
    },
    async (request, reply) => reply.status(201).send(await createArticle(deps, request.body)),
  );

  api.patch(
    '/admin/articles/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit an article',
        params: idParams,
        body: articlePatchSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => updateArticle(deps, request.params.id, request.body),
  );

  api.delete(
    '/admin/articles/:id',
    { ...admin, schema: { tags, summary: 'Delete an article', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteArticle(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /** The editor's preview: sanitized and filled for the admin, exactly as a member would see it. */
  api.post(
    '/admin/articles/preview',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Render content as a member would see it',
        body: articlePreviewSchema,
        response: { 200: articlePreviewResultSchema },
      },
    },
    async (request) => ({
      content: renderContent(deps, request.body.content, await readerOf(deps, request.user)),
    }),
  );

  api.get(
    '/admin/articles/:id/reviews',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every review of an article, hidden ones included',
        params: idParams,
        response: { 200: adminReviewSchema.array() },
      },
    },
    async (request) => listAllReviews(deps, request.params.id),
  );

  api.patch(
    '/admin/article-reviews/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hide or show a review',
        params: reviewIdParams,
        body: hideBody,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => setReviewHidden(deps, request.params.id, request.body.isHidden),
  );

  // Images arrive as the raw file body (Content-Type image/*), so no multipart parser is needed.
  // The parser and its 10 MB limit belong to the upload route alone (platform/uploads.ts).
  await uploadRoutes(api, { kind: 'raw', types: IMAGE_TYPES, maxBytes: MAX_IMAGE_UPLOAD_BYTES }, (uploads) => {
    uploads.post(
      '/admin/article-images',
      {
        ...admin,
        bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
        schema: { tags, summary: 'Upload an image (the raw file as the body)', response: { 201: storedImageSchema } },
      },
      async (request, reply) => {
        const image = rawUpload(request, articleMessages.imageType);
        return reply.status(201).send(await storeImage(deps, image, currentUser(request).id, articleImageStore));
      },
    );
  });
};
