import { asc } from 'drizzle-orm';
import { HIDDEN_ROLE_NAMES } from '../../../../shared/accounts';
import type { Deps } from '../../../platform/deps';
import { roleReachesBeyondGym } from '../../../platform/permissions';
import { roles } from '../../../db/schema/index';

const allRoles = (deps: Deps) =>
  deps.db
    .select({
      id: roles.id,
      name: roles.name,
      level: roles.level,
      displayOrder: roles.displayOrder,
      icon: roles.icon,
      isSystem: roles.isSystem,
    })
    .from(roles)
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));

const item = ({ isSystem: _system, ...role }: Awaited<ReturnType<typeof allRoles>>[number]) => role;

/**
 * GET /api/roles: the roles a registrant may choose, by level and display order: never admin,
 * super or member, and never a role an admin made that reaches beyond a gym (registration
 * refuses those too). A user's permissions come from platform/permissions.ts (permissionsOf).
 */
export async function listRoles(deps: Deps) {
  const hidden = new Set<string>(HIDDEN_ROLE_NAMES);
  const offered = [];
  for (const role of await allRoles(deps)) {
    if (hidden.has(role.name.trim().toLowerCase())) continue;
    if (!role.isSystem && (await roleReachesBeyondGym(deps, role.id))) continue;
    offered.push(item(role));
  }
  return offered;
}
