import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  adminGenerationPageSchema,
  adminGenerationQuery,
  certificateMessages as m,
  MAX_BACKGROUND_BYTES,
  templateInputSchema,
  templateSchema,
} from '../../../shared/certificates';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { rawUpload, uploadRoutes } from '../../platform/uploads';
import { listAllGenerations } from './service/generations';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  removeBackground,
  setBackground,
  updateTemplate,
} from './service/templates';

const tags = ['admin: certificates'];
const params = idParamsOf(m.invalidId);

/** The uploaded file: a body that is not bytes (JSON, text) is not a background either. */
const upload = (request: FastifyRequest): Buffer => rawUpload(request, m.backgroundType);

/** /api/admin/certificates: the templates and their backgrounds, and every gym's generations (decision 0161). */
export const certificateAdminRoutes: Feature = async (api, deps) => {
  const admin = access.permission('certificates.manage');
  const write = withWriteBudget(admin);

  api.get(
    '/admin/certificates/templates',
    {
      ...admin,
      schema: { tags, summary: 'Every template, by name, with its fields', response: { 200: z.array(templateSchema) } },
    },
    async () => listTemplates(deps),
  );

  api.post(
    '/admin/certificates/templates',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Create a template on a plain Letter page (upload a background next): fields default to Helvetica, 12, #000000',
        body: templateInputSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(deps, actorOf(request), request.body)),
  );

  api.get(
    '/admin/certificates/templates/:id',
    { ...admin, schema: { tags, summary: 'One template with its fields', params, response: { 200: templateSchema } } },
    async (request) => getTemplate(deps, request.params.id),
  );

  api.put(
    '/admin/certificates/templates/:id',
    {
      ...write,
      schema: {
        tags,
        summary: "Replace a template's name and fields (printed certificates keep the layout they were printed with)",
        params,
        body: templateInputSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => updateTemplate(deps, actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/admin/certificates/templates/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a template (printed certificates still download and verify)',
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTemplate(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/admin/certificates/templates/:id/background',
    {
      ...write,
      schema: {
        tags,
        summary: "Remove a template's background: a plain Letter page again",
        params,
        response: { 200: templateSchema },
      },
    },
    async (request) => removeBackground(deps, actorOf(request), request.params.id),
  );

  api.get(
    '/admin/certificates/generations',
    {
      ...admin,
      schema: {
        tags,
        summary: "Every gym's generations, newest first, searchable by gym, title or recipient (?q=), paged",
        querystring: adminGenerationQuery,
        response: { 200: adminGenerationPageSchema },
      },
    },
    async (request) => listAllGenerations(deps, request.query),
  );

  // The background is the raw file as the body (the bytes decide its type), up to 10 MB; the
  // parser and the limit are this plugin's alone.
  await uploadRoutes(
    api,
    { kind: 'raw', types: '*', maxBytes: MAX_BACKGROUND_BYTES, tooLarge: m.backgroundTooLarge },
    (uploads) => {
      uploads.put(
        '/admin/certificates/templates/:id/background',
        {
          ...write,
          bodyLimit: MAX_BACKGROUND_BYTES,
          schema: {
            tags,
            summary:
              "Upload or replace a template's background: a PDF (its first page, at its size) or a PNG or JPEG (11 in on its longer side)",
            description: 'The body is the file itself, sent with its own content type.',
            params,
            response: { 200: templateSchema },
          },
        },
        async (request) => setBackground(deps, actorOf(request), request.params.id, upload(request)),
      );
    },
  );
};
