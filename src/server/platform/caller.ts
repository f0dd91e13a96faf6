import type { FastifyRequest } from 'fastify';
import type { GymAccess } from '../../shared/gym-access';
import type { PermissionName } from '../db/seed/roles';
import { activityMeta, type ActivityMeta } from './activity-log';
import type { Deps } from './deps';
import { Unauthorized } from './errors';
import { permissionsOf } from './permissions';
import type { SessionUser } from './sessions';
import { accountMessages as m } from '../../shared/accounts-texts';

/**
 * Who is asking, built once per request (docs/decisions/0131-one-authorization-layer.md): the
 * signed-in user, the permissions of their roles with the roles below them, their gym and whether
 * the gym approved them. Every policy answers from a Caller; no route reads request.user for a
 * decision of its own.
 */
export interface Caller {
  userId: number;
  user: SessionUser;
  isAdmin: boolean;
  /** The gym the user belongs to, approved or not (null: none yet). */
  gymId: number | null;
  gymAccess: GymAccess;
  /** The permission names the user holds (an admin holds every one). */
  permissions: ReadonlySet<string>;
  /** The request's audit details, for the activity log. */
  meta: ActivityMeta;
}

/** Whether the caller holds a permission: admins hold all. */
export const holds = (caller: Caller, permission: PermissionName): boolean =>
  caller.isAdmin || caller.permissions.has(permission);

/** A user's gym access as the API tells it: 'none' without a gym, else the gym's decision. */
export function gymAccessOf(user: { gymId: number | null; gymAccess: string }): GymAccess {
  if (user.gymId === null) return 'none';
  return user.gymAccess === 'approved' ? 'approved' : 'pending';
}

declare module 'fastify' {
  interface FastifyRequest {
    callerPromise: Promise<Caller> | null;
  }
}

/** Decorates every request with room for its Caller (filled on first use). */
export function registerCaller(app: { decorateRequest: (name: 'callerPromise', value: null) => unknown }) {
  app.decorateRequest('callerPromise', null);
}

async function buildCaller(deps: Deps, request: FastifyRequest, user: SessionUser): Promise<Caller> {
  const names = await permissionsOf(deps, user);
  return {
    userId: user.id,
    user,
    isAdmin: user.isAdmin,
    gymId: user.gymId,
    gymAccess: gymAccessOf(user),
    permissions: new Set(names),
    meta: activityMeta(request),
  };
}

/** The signed-in caller of this request (401 for a visitor); the lookup runs once per request. */
export function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  const user = request.user;
  if (!user) return Promise.reject(new Unauthorized(m.notAuthenticated));
  request.callerPromise ??= buildCaller(deps, request, user);
  return request.callerPromise;
}

/** The caller when someone is signed in, else null (public routes with a signed-in extra). */
export function optionalCallerOf(deps: Deps, request: FastifyRequest): Promise<Caller | null> {
  return request.user ? callerOf(deps, request) : Promise.resolve(null);
}

/** Who does a write, for the activity log: the signed-in user and the request's audit details. */
export interface Actor {
  userId: number;
  meta: ActivityMeta;
}

/** The signed-in caller as the author of a write (401 for a visitor): every feature's one actorOf. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw new Unauthorized(m.notAuthenticated);
  return { userId: request.user.id, meta: activityMeta(request) };
}
