import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  documentFileQuerySchema,
  documentInputSchema,
  documentListQuerySchema,
  documentMessages as m,
  documentPatchSchema,
  documentSchema,
  documentTypeInfoSchema,
  folderDeleteQuerySchema,
  folderInputSchema,
  folderPatchSchema,
  folderSchema,
  MAX_DOCUMENT_BYTES,
  previewKind,
  tagCountSchema,
  uploadFieldsSchema,
} from '../../../shared/documents';
import { access } from '../../platform/access';
import { attachment, inline } from '../../platform/attachment';
import { currentUser } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { BadRequest, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { idParamsOf } from '../../platform/params';
import { callerOf } from '../../platform/caller';
import { gymAccessMessages } from '../../../shared/gym-access';
import { documentViewer } from './policy';
import { withWriteBudget } from '../../platform/rate-limit';
import { PREVIEW_CSP } from '../../platform/security';
import type { Feature } from '../../platform/feature';
import { itemsWithTotal } from '../../platform/total-count';
import { readMultipart, uploadRoutes } from '../../platform/uploads';
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  listTags,
  openDocumentFile,
  updateDocument,
} from './service/documents';
import { createFolder, deleteFolder, listFolders, updateFolder } from './service/folders';
import { listDocumentTypes } from './service/types';
import type { Viewer } from './service/viewer';

/**
 * The caller as the repository sees them. The gym's folders and documents are theirs once the gym
 * approved them; while pending they see the club library only, and a gym-only read is refused.
 */
export async function viewerOf(deps: Deps, request: FastifyRequest): Promise<Viewer> {
  const caller = await callerOf(deps, request);
  return documentViewer(caller);
}

/**
 * Reads a document of the caller's gym while the gym has not approved them: the 404 a stranger
 * gets becomes the approval notice, since the document is the caller's own gym's.
 */
async function pendingAware<T>(deps: Deps, request: FastifyRequest, read: (viewer: Viewer) => Promise<T>) {
  const caller = await callerOf(deps, request);
  try {
    return await read(documentViewer(caller));
  } catch (err) {
    if (err instanceof NotFound && caller.gymAccess === 'pending') throw new Forbidden(gymAccessMessages.pending);
    throw err;
  }
}

const folderParams = idParamsOf('Invalid folder id');
const documentParams = idParamsOf('Invalid document id');

/** The document repository for members and the public list of document types. */
export const documentRoutes: Feature = async (api, deps) => {
  const read = access.permission('documents.read');
  const write = withWriteBudget(access.gym('documents.manage'));
  const tags = ['repository'];
  const uploadRule = {
    name: 'repository-upload-user',
    max: deps.config.RATE_LIMIT_UPLOADS_PER_HOUR,
    windowMs: 3_600_000,
  };

  api.get(
    '/document-types',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'The five document types with colour, description and the default',
        response: { 200: z.array(documentTypeInfoSchema) },
      },
    },
    async () => listDocumentTypes(deps),
  );

  api.get(
    '/repository/folders',
    {
      ...read,
      schema: {
        tags,
        summary: "The caller's gym's folders and the club library's (gymId null), flat with parentId",
        response: { 200: z.array(folderSchema) },
      },
    },
    async (request) => listFolders(deps, await viewerOf(deps, request)),
  );

  api.post(
    '/repository/folders',
    {
      ...write,
      schema: {
        tags,
        summary: "Create a folder in the caller's gym (library: true for admins)",
        body: folderInputSchema,
        response: { 201: folderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder(deps, await viewerOf(deps, request), request.body)),
  );

  api.patch(
    '/repository/folders/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Rename, describe or move a folder',
        params: folderParams,
        body: folderPatchSchema,
        response: { 200: folderSchema },
      },
    },
    async (request) => updateFolder(deps, await viewerOf(deps, request), request.params.id, request.body),
  );

  api.delete(
    '/repository/folders/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a folder; one with folders or documents in it needs ?recursive=true (else 409)',
        params: folderParams,
        querystring: folderDeleteQuerySchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteFolder(deps, await viewerOf(deps, request), request.params.id, request.query.recursive === 'true');
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/repository/documents',
    {
      ...read,
      schema: {
        tags,
        summary:
          'Documents of the caller’s gym and the library by folder, type, tag and search, newest first or sorted by name or type (sort, order); X-Total-Count',
        querystring: documentListQuerySchema,
        response: { 200: z.array(documentSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(deps, request);
      if (request.query.scope === 'gym' && viewer.pending) throw new Forbidden(gymAccessMessages.pending);
      return itemsWithTotal(reply, await listDocuments(deps, viewer, request.query));
    },
  );

  api.get(
    '/repository/tags',
    {
      ...read,
      schema: { tags, summary: 'The tags in use, most used first', response: { 200: z.array(tagCountSchema) } },
    },
    async (request) => listTags(deps, await viewerOf(deps, request)),
  );

  api.post(
    '/repository/documents',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add a document as a link (a Google Doc) or a note',
        body: documentInputSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDocument(deps, await viewerOf(deps, request), request.body)),
  );

  api.get(
    '/repository/documents/:id',
    { ...read, schema: { tags, summary: 'One document', params: documentParams, response: { 200: documentSchema } } },
    async (request) => pendingAware(deps, request, (viewer) => getDocument(deps, viewer, request.params.id)),
  );

  api.patch(
    '/repository/documents/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Edit, retag or move a document',
        params: documentParams,
        body: documentPatchSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) => updateDocument(deps, await viewerOf(deps, request), request.params.id, request.body),
  );

  api.delete(
    '/repository/documents/:id',
    {
      ...write,
      schema: { tags, summary: 'Delete a document and its file', params: documentParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteDocument(deps, await viewerOf(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/repository/documents/:id/file',
    {
      ...read,
      schema: {
        tags,
        summary:
          'The uploaded file, as an attachment; ?inline=true shows a PDF or an image in a frame of our own pages (the preview)',
        params: documentParams,
        querystring: documentFileQuerySchema,
        response: { 200: z.any().describe('The file') },
      },
    },
    async (request, reply) => {
      const file = await pendingAware(deps, request, (viewer) => openDocumentFile(deps, viewer, request.params.id));
      // Only the kinds the preview shows are ever sent inline; anything else stays a download.
      const shown = request.query.inline === 'true' && previewKind(file.contentType) !== null;
      if (shown) reply.header('content-security-policy', PREVIEW_CSP);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.bytes))
        .header('content-disposition', shown ? inline(file.name) : attachment(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  // The upload: multipart only here, with its own size limits.
  await uploadRoutes(
    api,
    { kind: 'multipart', limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 30, fieldSize: 20_000, parts: 40 } },
    (uploads) => {
      uploads.post(
        '/repository/documents/upload',
        {
          ...write,
          bodyLimit: MAX_DOCUMENT_BYTES + 1024 * 1024,
          // The writer's permission (declared above, checked onRequest) before a byte of the body is read.
          preValidation: async (request) => deps.limiter.consume(uploadRule, String(currentUser(request).id)),
          schema: {
            tags,
            summary:
              'Upload a file (PDF, Office, image or video; at most 25 MB, checked by content) with the document fields',
            consumes: ['multipart/form-data'],
            response: { 201: documentSchema },
          },
        },
        async (request, reply) => {
          const { fields, file } = await readMultipart(request, { invalid: m.fileRequired, tooLarge: m.fileTooLarge });
          const parsed = uploadFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
            throw new ValidationFailed(issues[0]!.message, issues);
          }
          if (!file) throw new BadRequest(m.fileRequired);
          const doc = await createDocument(
            deps,
            await viewerOf(deps, request),
            { ...parsed.data, library: parsed.data.library || undefined },
            { data: file.data, originalName: file.name.slice(0, 255) },
          );
          return reply.status(201).send(doc);
        },
      );
    },
  );
};
