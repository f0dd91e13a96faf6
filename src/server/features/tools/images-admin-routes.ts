import type { FastifyRequest } from 'fastify';
import { noContent } from '../../../shared/answers';
import {
  adminToolImageSchema,
  cropQuerySchema,
  MAX_UPLOAD_BYTES,
  siteLogoSchema,
  toolImageMessages as m,
  toolImageSearchSchema,
  toolSlugParams,
} from '../../../shared/tools/images';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { rawUpload, uploadRoutes } from '../../platform/uploads';
import { deleteSiteLogo, getSiteLogo, saveSiteLogo } from './service/site-logo';
import { deleteToolImage, listAdminToolImages, saveToolImage } from './service/images';

const tags = ['admin: tool-images'];

/** The uploaded file: any body that is not bytes (JSON, text) is not an image either. */
const upload = (request: FastifyRequest): Buffer => rawUpload(request, m.notAnImage);

const cropDoc =
  'The body is the image file itself (JPEG, PNG, WebP or GIF, at most 10 MB), sent with its own content type. ' +
  'x, y, width and height give the crop in pixels of the picture as displayed (upright); without them the ' +
  'crop is centred.';

/** Tool card pictures and the site logo: /api/admin/tool-images and /api/admin/site-logo (decision 0126). */
export const toolImageAdminRoutes: Feature = async (api, deps) => {
  const admin = access.permission('tools.manage');

  api.get(
    '/admin/tool-images',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every tool of the catalog with its card picture (uploaded or the default), searchable by ?q=',
        querystring: toolImageSearchSchema,
        response: { 200: adminToolImageSchema.array() },
      },
    },
    async (request) => listAdminToolImages(deps, request.query.q),
  );

  api.delete(
    '/admin/tool-images/:slug',
    {
      ...admin,
      schema: {
        tags,
        summary: "Remove a tool's uploaded picture: its card shows its group's illustration again",
        params: toolSlugParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteToolImage(deps, actorOf(request), request.params.slug);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/site-logo',
    { ...admin, schema: { tags, summary: 'The uploaded site logo, or null', response: { 200: siteLogoSchema } } },
    async () => getSiteLogo(deps),
  );

  api.delete(
    '/admin/site-logo',
    {
      ...admin,
      schema: { tags, summary: 'Remove the uploaded logo: the drawn mark shows again', response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteSiteLogo(deps, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // The uploads take the raw file as the body, of any declared type (the bytes decide, so a PDF
  // gets the clear 400 rather than a 415), up to 10 MB: the parser and the limit are this plugin's
  // alone, every other route keeps the 1 MB JSON limit.
  // A declared length over the limit is refused before a byte is read, with the message of the screen.
  await uploadRoutes(api, { kind: 'raw', types: '*', maxBytes: MAX_UPLOAD_BYTES, tooLarge: m.tooLarge }, (uploads) => {
    uploads.put(
      '/admin/tool-images/:slug',
      {
        ...admin,
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: "Upload or replace a tool's card picture, cut to 16:9 and stored as 800 × 450 WebP",
          description: cropDoc,
          params: toolSlugParams,
          querystring: cropQuerySchema,
          response: { 200: adminToolImageSchema },
        },
      },
      async (request) => saveToolImage(deps, actorOf(request), request.params.slug, upload(request), request.query),
    );

    uploads.put(
      '/admin/site-logo',
      {
        ...admin,
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: 'Upload or replace the site logo: cut square (or fitted whole on a transparent square), WebP',
          description: cropDoc.replace('the crop is centred', 'the whole picture is fitted on a transparent square'),
          querystring: cropQuerySchema,
          response: { 200: siteLogoSchema },
        },
      },
      async (request) => saveSiteLogo(deps, actorOf(request), upload(request), request.query),
    );
  });
};
