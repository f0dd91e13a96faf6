import { permissionRequired } from '../../shared/permission-texts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { accountMessages as m } from '../../shared/accounts-texts';
import type { PermissionName } from '../db/seed/roles';
import { gymAccessMessages } from '../../shared/gym-access';
import { callerOf, holds } from './caller';
import type { Deps } from './deps';
import { Forbidden, Unauthorized } from './errors';

/**
 * Who may call a route, declared where the route is registered
 * (docs/decisions/0016-server-permissions.md):
 *  - public: anyone, signed in or not;
 *  - member: any signed-in user;
 *  - permission: a signed-in user holding the named permission (admins hold all);
 * and `gym: true` on the routes of a gym's private data: a member whose gym has not approved
 * them yet is refused (docs/decisions/0130-gym-access-approval.md).
 */
export type RouteAccess =
  | { level: 'public' }
  | { level: 'member'; duringForcedChange?: true; gym?: true }
  | { level: 'permission'; permission: PermissionName; gym?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const declaring = (routeAccess: RouteAccess) => ({ config: { access: routeAccess } });

/**
 * Route options that declare access; spread them into the route's options:
 * `api.get('/admin/gyms', { ...access.permission('gyms.manage'), schema }, handler)`.
 * The app installs the matching guard (accessGuard) when the route is added, and refuses to start
 * when an /api route declares nothing.
 */
export const access = {
  public: declaring({ level: 'public' }),
  member: declaring({ level: 'member' }),
  /**
   * A member route that stays open while the account must change its password (the change
   * itself); every other member and permission route refuses such an account with 403.
   */
  memberDuringForcedChange: declaring({ level: 'member', duringForcedChange: true }),
  permission: (permission: PermissionName) => declaring({ level: 'permission', permission }),
  /**
   * A gym's private data: signed in, not waiting for the gym's approval, and holding the permission
   * when one is named. A member without a gym passes (the service answers for no gym).
   */
  gym: (permission?: PermissionName) =>
    declaring(permission ? { level: 'permission', permission, gym: true } : { level: 'member', gym: true }),
};

async function signedInAnyway(request: FastifyRequest) {
  if (!request.user) throw new Unauthorized(m.notAuthenticated);
}

/**
 * A temporary or generated password opens the account for one thing only: choosing a new
 * password. The browser sends such a user to the profile page, and the server holds the line too.
 */
async function signedIn(request: FastifyRequest) {
  if (!request.user) throw new Unauthorized(m.notAuthenticated);
  if (request.user.mustChangePassword) throw new Forbidden(m.passwordChangeRequired);
}

/**
 * The onRequest guard of a declared access, or null for public routes. It runs before validation,
 * so a caller without access learns nothing from a 400 or 404.
 */
export function accessGuard(deps: Deps, routeAccess: RouteAccess): onRequestAsyncHookHandler | null {
  if (routeAccess.level === 'public') return null;
  if (routeAccess.level === 'member' && !routeAccess.gym) {
    return routeAccess.duringForcedChange ? signedInAnyway : signedIn;
  }
  const permission = routeAccess.level === 'permission' ? routeAccess.permission : null;
  const gym = routeAccess.gym === true;
  return async (request) => {
    await signedIn(request);
    const caller = await callerOf(deps, request);
    if (permission && !holds(caller, permission)) throw new Forbidden(permissionRequired(permission));
    if (gym && caller.gymAccess === 'pending') throw new Forbidden(gymAccessMessages.pending);
  };
}

/** Words for the API docs. */
export function describeAccess(routeAccess: RouteAccess): string {
  if (routeAccess.level === 'public') return 'Access: public (no sign-in needed).';
  if (routeAccess.level === 'member' && routeAccess.duringForcedChange) {
    return 'Access: signed-in users, also while they must change their password.';
  }
  const gym = routeAccess.gym ? ' Gym-private: a member whose gym has not approved them yet gets 403.' : '';
  if (routeAccess.level === 'member') return `Access: signed-in users who need not change their password first.${gym}`;
  return `Access: signed-in users (who need not change their password first) holding the \`${routeAccess.permission}\` permission (admins hold every permission).${gym}`;
}
