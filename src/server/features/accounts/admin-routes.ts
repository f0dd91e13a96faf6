import { permissionRequired } from '../../../shared/permission-texts';
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
import { callerOf, holds } from '../../platform/caller';
import { Forbidden } from '../../platform/errors';
import { access } from '../../platform/access';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { getUserDetail, listLoginLog, listUsers, patchUser, performAction } from './service/admin-users';

const idParams = idParamsOf('Invalid user id');
const tags = ['accounts'];

/** Admin user management (spec 001 §4–§6) under /api/admin/users; a non-admin gets 403. */
export const accountAdminRoutes: Feature = (api, deps) => {
  const admin = access.permission('users.manage');

  api.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        summary: 'List and search users',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => listUsers(deps, request.query),
  );

  api.get(
    '/admin/users/login-log',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The sign-in log',
        querystring: loginLogQuerySchema,
        response: { 200: loginLogListSchema },
      },
    },
    async (request) => listLoginLog(deps, request.query),
  );

  api.get(
    '/admin/users/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One user with status changes and recent sign-ins',
        params: idParams,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => getUserDetail(deps, request.params.id),
  );

  api.patch(
    '/admin/users/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit a user (role, admin flag, profile)',
        params: idParams,
        body: adminUserPatchSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(deps, request);
      // A role is a set of permissions: changing one is roles.manage's, beyond editing the account.
      if (request.body.roleId !== undefined && !holds(caller, 'roles.manage')) {
        throw new Forbidden(permissionRequired('roles.manage'));
      }
      return patchUser(deps, request.params.id, request.body, caller.userId, caller.meta);
    },
  );

  api.post(
    '/admin/users/:id/actions',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reset password, lock, unlock, suspend, activate or issue a temporary password',
        params: idParams,
        body: adminUserActionSchema,
        response: { 200: adminUserActionResultSchema },
      },
    },
    async (request) =>
      performAction(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );
};
