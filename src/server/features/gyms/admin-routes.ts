import { z } from 'zod';
import { affiliationSchema, gymListQuerySchema, gymPatchSchema, gymSchema } from '../../../shared/gyms';
import { activityMeta } from '../../platform/activity-log';
import { currentUser, requireAdmin } from '../../platform/auth';
import type { Feature } from '../index';
import {
  createAffiliation,
  createGym,
  deleteGym,
  getGym,
  listAffiliations,
  listGyms,
  updateGym,
} from './service';

const idParams = z.object({ id: z.coerce.number().int().positive('Invalid gym id') });

/** Admin gyms and affiliations: /api/admin/gyms, /api/admin/affiliations. */
export const gymAdminRoutes: Feature = (api, deps) => {
  const admin = { onRequest: requireAdmin };

  api.get('/admin/gyms', { ...admin, schema: { querystring: gymListQuerySchema } }, async (request) =>
    listGyms(deps, request.query),
  );

  api.get('/admin/gyms/:id', { ...admin, schema: { params: idParams } }, async (request) =>
    getGym(deps, request.params.id),
  );

  api.post('/admin/gyms', { ...admin, schema: { body: gymSchema } }, async (request, reply) => {
    const gym = await createGym(deps, request.body, currentUser(request).id, activityMeta(request));
    return reply.status(201).send(gym);
  });

  api.patch('/admin/gyms/:id', { ...admin, schema: { params: idParams, body: gymPatchSchema } }, async (request) =>
    updateGym(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );

  api.delete('/admin/gyms/:id', { ...admin, schema: { params: idParams } }, async (request, reply) => {
    await deleteGym(deps, request.params.id, currentUser(request).id, activityMeta(request));
    return reply.status(204).send();
  });

  api.get('/admin/affiliations', admin, async () => listAffiliations(deps));

  api.post('/admin/affiliations', { ...admin, schema: { body: affiliationSchema } }, async (request, reply) => {
    const row = await createAffiliation(deps, request.body, currentUser(request).id, activityMeta(request));
    return reply.status(201).send(row);
  });
};
