import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { PermissionName } from '../db/seed/roles';
import { currentUser } from './auth';
import { Forbidden } from './errors';
import { requestPermissions } from './permissions';

/**
 * A route hook (preValidation, after the member guard) that refuses a signed-in user without
 * `permission` with 403 and `message`, which names what is missing; admins hold every permission.
 * It runs before the body is validated, so a refused caller learns nothing from a 400.
 * One line per route, meant to become the route's declared access once that can carry a message.
 */
export function requirePermission(db: Db, permission: PermissionName, message: string) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!(user.isAdmin || (await requestPermissions(db, request, user)).has(permission))) {
      throw new Forbidden(message);
    }
  };
}
