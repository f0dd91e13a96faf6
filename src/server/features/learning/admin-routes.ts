import { noContent } from '../../../shared/answers';
import { articleMessages, storedImageSchema } from '../../../shared/articles';
import {
  adminModuleListQuerySchema,
  adminModuleListSchema,
  adminModuleSchema,
  adminSectionSchema,
  moduleInputSchema,
  modulePatchSchema,
  sectionInputSchema,
  sectionOrderSchema,
  sectionPatchSchema,
  sectionTabsInputSchema,
} from '../../../shared/learning';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { currentUser } from '../../platform/auth';
import { IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES, storeImage } from '../../platform/images';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { rawUpload, uploadRoutes } from '../../platform/uploads';
import {
  createModule,
  deleteModule,
  getAdminModule,
  listAdminModules,
  orderSections,
  updateModule,
} from './service/admin';
import { createSection, deleteSection, getAdminSection, replaceTabs, updateSection } from './service/admin-sections';
import { moduleImageStore } from './service/images';

const tags = ['learning admin'];
const moduleParams = idParamsOf('Invalid module id');
const sectionParams = idParamsOf('Invalid section id');

/** /api/admin/learning/…: modules, sections, tabs and checklists (permission learning.manage). */
export const learningAdminRoutes: Feature = async (api, deps) => {
  const admin = access.permission('learning.manage');

  api.get(
    '/admin/learning/modules',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every module, published or not, paged',
        querystring: adminModuleListQuerySchema,
        response: { 200: adminModuleListSchema },
      },
    },
    async (request) => listAdminModules(deps, request.query),
  );
  api.post(
    '/admin/learning/modules',
    {
      ...admin,
      schema: { tags, summary: 'Create a module', body: moduleInputSchema, response: { 201: adminModuleSchema } },
    },
    async (request, reply) => reply.status(201).send(await createModule(deps, request.body, actorOf(request))),
  );
  api.get(
    '/admin/learning/modules/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A module with its sections and roles',
        params: moduleParams,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => getAdminModule(deps, request.params.id),
  );
  api.patch(
    '/admin/learning/modules/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a module',
        params: moduleParams,
        body: modulePatchSchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => updateModule(deps, request.params.id, request.body, actorOf(request)),
  );
  api.delete(
    '/admin/learning/modules/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a module with its sections and members’ progress',
        params: moduleParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteModule(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/admin/learning/modules/:id/section-order',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Put the module’s sections in the given order',
        params: moduleParams,
        body: sectionOrderSchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => orderSections(deps, request.params.id, request.body.sectionIds, actorOf(request)),
  );

  api.post(
    '/admin/learning/sections',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add a section to a module',
        body: sectionInputSchema,
        response: { 201: adminSectionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSection(deps, request.body, actorOf(request))),
  );
  api.get(
    '/admin/learning/sections/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A section with its tabs and checklists as stored',
        params: sectionParams,
        response: { 200: adminSectionSchema },
      },
    },
    async (request) => getAdminSection(deps, request.params.id),
  );
  api.patch(
    '/admin/learning/sections/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a section',
        params: sectionParams,
        body: sectionPatchSchema,
        response: { 200: adminSectionSchema },
      },
    },
    async (request) => updateSection(deps, request.params.id, request.body, actorOf(request)),
  );
  api.delete(
    '/admin/learning/sections/:id',
    {
      ...admin,
      schema: { tags, summary: 'Delete a section', params: sectionParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteSection(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/admin/learning/sections/:id/tabs',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Replace the section’s tabs and checklists (items keep their stable keys and members’ ticks)',
        params: sectionParams,
        body: sectionTabsInputSchema,
        response: { 200: adminSectionSchema },
      },
    },
    async (request) => replaceTabs(deps, request.params.id, request.body, actorOf(request)),
  );

  await uploadRoutes(api, { kind: 'raw', types: IMAGE_TYPES, maxBytes: MAX_IMAGE_UPLOAD_BYTES }, (uploads) => {
    uploads.post(
      '/admin/learning-module-images',
      {
        ...admin,
        bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
        schema: {
          tags,
          summary: 'Upload a module image (the raw file as the body)',
          response: { 201: storedImageSchema },
        },
      },
      async (request, reply) => {
        const image = rawUpload(request, articleMessages.imageType);
        return reply.status(201).send(await storeImage(deps, image, currentUser(request).id, moduleImageStore));
      },
    );
  });
};
