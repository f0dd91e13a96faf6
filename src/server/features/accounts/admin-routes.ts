import { z } from 'zod';
import {
  adminUserActionResultSchema,
  adminUserActionSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserSchema,
  loginLogListSchema,
  loginLogQuerySchema,
} from '../../../shared/accounts';
import { activityMeta } from '../../platform/activity-log';
import { currentUser, requireAdmin } from '../../platform/auth';
import type { Feature } from '../index';
import { getUserDetail, listLoginLog, listUsers, patchUser, performAction } from './service/admin-users';

const idParams = z.object({ id: z.coerce.number().int().positive('Invalid user id') });

/** Admin user management (spec 001 §4–§6) under /api/admin/users; a non-admin gets 403. */
export const accountAdminRoutes: Feature = (api, deps) => {
  const admin = { onRequest: requireAdmin };

  api.get('/admin/users', { ...admin, schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } }, async (request) =>
    listUsers(deps, request.query),
  );

  api.get('/admin/users/login-log', { ...admin, schema: { querystring: loginLogQuerySchema, response: { 200: loginLogListSchema } } }, async (request) =>
    listLoginLog(deps, request.query),
  );

  api.get('/admin/users/:id', { ...admin, schema: { params: idParams, response: { 200: adminUserDetailSchema } } }, async (request) =>
    getUserDetail(deps, request.params.id),
  );

  api.patch(
    '/admin/users/:id',
    { ...admin, schema: { params: idParams, body: adminUserPatchSchema, response: { 200: adminUserSchema } } },
    async (request) => patchUser(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );

  api.post(
    '/admin/users/:id/actions',
    { ...admin, schema: { params: idParams, body: adminUserActionSchema, response: { 200: adminUserActionResultSchema } } },
    async (request) => performAction(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );
};
