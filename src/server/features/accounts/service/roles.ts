import { asc } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { roles } from '../../../db/schema/index';

/** GET /api/roles: every role; the register form hides admin, super and member itself.
 * A user's permissions come from platform/permissions.ts (permissionsOf), the guard's own source. */
export async function listRoles(deps: Deps) {
  return deps.db
    .select({ id: roles.id, name: roles.name, level: roles.level, displayOrder: roles.displayOrder, icon: roles.icon })
    .from(roles)
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
}
