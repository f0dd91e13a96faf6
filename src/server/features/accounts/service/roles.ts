import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { permissions, rolePermissions, roles, userRoles } from '../../../db/schema/index';

/** GET /api/roles: every role; the register form hides admin, super and member itself. */
export async function listRoles(deps: Deps) {
  return deps.db
    .select({ id: roles.id, name: roles.name, level: roles.level, displayOrder: roles.displayOrder, icon: roles.icon })
    .from(roles)
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
}

/** Names of the permissions granted to the user's roles (users.roleId and user_roles); admins hold all. */
export async function permissionNames(deps: Deps, user: { id: number; roleId: number | null; isAdmin: boolean }): Promise<string[]> {
  const { db } = deps;
  if (user.isAdmin) {
    const all = await db.select({ name: permissions.name }).from(permissions).orderBy(asc(permissions.name));
    return all.map((p) => p.name);
  }
  const roleIds = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id));
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(or(inArray(rolePermissions.roleId, roleIds), user.roleId ? eq(rolePermissions.roleId, user.roleId) : sql`false`))
    .orderBy(asc(permissions.name));
  return rows.map((r) => r.name);
}
