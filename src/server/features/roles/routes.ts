import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  adminRoleSchema,
  permissionCatalogueSchema,
  roleInputSchema,
  rolePermissionsInputSchema,
  roleRelevanceInputSchema,
  roleRelevanceSchema,
  userRoleInputSchema,
  userRolesSchema,
} from '../../../shared/roles';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { idParamsOf, MAX_INT4_ID } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { getRoleRelevance, setRoleRelevance } from './service/relevance';
import {
  addUserRole,
  createRole,
  deleteRole,
  getUserRoles,
  listAdminRoles,
  permissionCatalogue,
  removeUserRole,
  setRolePermissions,
  updateRole,
} from './service/roles';

const tags = ['admin: roles'];
const roleParams = idParamsOf('Invalid role id');
const userParams = idParamsOf('Invalid user id');
const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INT4_ID, message);
const userRoleParams = z.object({ id: positiveId('Invalid user id'), roleId: positiveId('Invalid role id') });

/**
 * /api/admin/roles, /api/admin/permissions and users' extra roles: all roles.manage's, every write
 * audited with its old and new values (docs/decisions/0170-roles-admin-dashboard.md).
 */
export const roleAdminRoutes: Feature = (api, deps) => {
  const guard = access.permission('roles.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/roles',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Every role by level and display order, with its parent, icon, own permissions, whether registration reaches it and how many users hold it',
        response: { 200: adminRoleSchema.array() },
      },
    },
    async () => listAdminRoles(deps),
  );

  api.get(
    '/admin/permissions',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The permission catalogue by category, each permission with its scope (platform or gym)',
        response: { 200: permissionCatalogueSchema },
      },
    },
    async () => permissionCatalogue(deps),
  );

  api.post(
    '/admin/roles',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a role (without permissions)',
        body: roleInputSchema,
        response: { 201: adminRoleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRole(deps, request.body, actorOf(request))),
  );

  api.put(
    '/admin/roles/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Edit a role (a system role keeps its name and parent)',
        params: roleParams,
        body: roleInputSchema,
        response: { 200: adminRoleSchema },
      },
    },
    async (request) => updateRole(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/admin/roles/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a role: never a system role, nor one a user holds (409)',
        params: roleParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteRole(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/admin/roles/:id/permissions',
    {
      ...write,
      schema: {
        tags,
        summary:
          "Replace a role's permissions (unknown names: 400; a platform permission for Owner, Director, Manager, member or a role below them: 409)",
        params: roleParams,
        body: rolePermissionsInputSchema,
        response: { 200: adminRoleSchema },
      },
    },
    async (request) => setRolePermissions(deps, request.params.id, request.body.permissions, actorOf(request)),
  );

  api.get(
    '/admin/roles/:id/relevance',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Every article, learning module and tool with its relevance to the role (null: not relevant)',
        params: roleParams,
        response: { 200: roleRelevanceSchema },
      },
    },
    async (request) => getRoleRelevance(deps, request.params.id),
  );

  api.put(
    '/admin/roles/:id/relevance',
    {
      ...write,
      schema: {
        tags,
        summary: 'Replace the articles, learning modules and tools (by catalogue slug) relevant to the role',
        params: roleParams,
        body: roleRelevanceInputSchema,
        response: { 200: roleRelevanceSchema },
      },
    },
    async (request) => setRoleRelevance(deps, request.params.id, request.body, actorOf(request)),
  );

  api.get(
    '/admin/users/:id/roles',
    {
      ...guard,
      schema: {
        tags,
        summary: "A user's role and extra roles",
        params: userParams,
        response: { 200: userRolesSchema },
      },
    },
    async (request) => getUserRoles(deps, request.params.id),
  );

  api.post(
    '/admin/users/:id/roles',
    {
      ...write,
      schema: {
        tags,
        summary: 'Give a user an extra role (its permissions apply from the next request)',
        params: userParams,
        body: userRoleInputSchema,
        response: { 200: userRolesSchema },
      },
    },
    async (request) => addUserRole(deps, request.params.id, request.body.roleId, actorOf(request)),
  );

  api.delete(
    '/admin/users/:id/roles/:roleId',
    {
      ...write,
      schema: {
        tags,
        summary: 'Take an extra role from a user (404 when the user does not hold it)',
        params: userRoleParams,
        response: { 200: userRolesSchema },
      },
    },
    async (request) => removeUserRole(deps, request.params.id, request.params.roleId, actorOf(request)),
  );
};
