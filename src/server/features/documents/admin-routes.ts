import { documentTypeInfoSchema, documentTypePatchSchema } from '../../../shared/documents';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { z } from 'zod';
import { listDocumentTypes, updateDocumentType } from './service/types';

/** /api/admin/document-types: colour, description and which type is the default. */
export const documentAdminRoutes: Feature = (api, deps) => {
  const guard = access.permission('documents.library');
  const tags = ['admin: document-types'];

  api.get(
    '/admin/document-types',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The document types, for their editor',
        response: { 200: z.array(documentTypeInfoSchema) },
      },
    },
    async () => listDocumentTypes(deps),
  );

  api.patch(
    '/admin/document-types/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a type’s colour or description, or make it the default',
        params: idParamsOf('Invalid document type id'),
        body: documentTypePatchSchema,
        response: { 200: documentTypeInfoSchema },
      },
    },
    async (request) =>
      updateDocumentType(deps, request.params.id, request.body, {
        userId: currentUser(request).id,
        meta: activityMeta(request),
      }),
  );
};
