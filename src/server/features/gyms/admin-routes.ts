import {
  adminGymListSchema,
  adminGymSchema,
  affiliationItemSchema,
  affiliationSchema,
  gymListQuerySchema,
  gymPatchSchema,
  gymSchema,
} from '../../../shared/gyms';
import { noContent } from '../../../shared/answers';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { createAffiliation, createGym, deleteGym, getGym, listAffiliations, listGyms, updateGym } from './service';

const idParams = idParamsOf('Invalid gym id');
const tags = ['gyms'];

/** Admin gyms and affiliations: /api/admin/gyms, /api/admin/affiliations. */
export const gymAdminRoutes: Feature = (api, deps) => {
  const admin = access.permission('gyms.manage');

  api.get(
    '/admin/gyms',
    {
      ...admin,
      schema: {
        tags,
        summary: 'List gyms with their member counts',
        querystring: gymListQuerySchema,
        response: { 200: adminGymListSchema },
      },
    },
    async (request) => listGyms(deps, request.query),
  );

  api.get(
    '/admin/gyms/:id',
    {
      ...admin,
      schema: { tags, summary: 'One gym with its affiliations', params: idParams, response: { 200: adminGymSchema } },
    },
    async (request) => getGym(deps, request.params.id),
  );

  api.post(
    '/admin/gyms',
    { ...admin, schema: { tags, summary: 'Create a gym', body: gymSchema, response: { 201: adminGymSchema } } },
    async (request, reply) => {
      const gym = await createGym(deps, request.body, currentUser(request).id, activityMeta(request));
      return reply.status(201).send(gym);
    },
  );

  api.patch(
    '/admin/gyms/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit a gym',
        params: idParams,
        body: gymPatchSchema,
        response: { 200: adminGymSchema },
      },
    },
    async (request) => updateGym(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );

  api.delete(
    '/admin/gyms/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a gym without members or events',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteGym(deps, request.params.id, currentUser(request).id, activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/affiliations',
    { ...admin, schema: { tags, summary: 'List affiliations', response: { 200: affiliationItemSchema.array() } } },
    async () => listAffiliations(deps),
  );

  api.post(
    '/admin/affiliations',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create an affiliation',
        body: affiliationSchema,
        response: { 201: affiliationItemSchema },
      },
    },
    async (request, reply) => {
      const row = await createAffiliation(deps, request.body, currentUser(request).id, activityMeta(request));
      return reply.status(201).send(row);
    },
  );
};
