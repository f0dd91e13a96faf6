import { sql } from 'drizzle-orm';
import type { Deps } from './deps';
import { PERMISSION_SEED } from '../db/seed/roles';

/** What the permission lookup needs of a user (a SessionUser has it). */
export interface PermissionHolder {
  id: number;
  roleId: number | null;
  isAdmin: boolean;
}

/**
 * The names of the permissions a user holds, sorted: the grants of the user's role (users.roleId),
 * of every extra role (user_roles), and of every role below those in the hierarchy (a role whose
 * parent chain reaches a held role). Admins hold the whole catalogue. One query either way.
 * The guard and GET /api/user/permissions both answer from here
 * (docs/decisions/0016-server-permissions.md).
 */
export async function permissionsOf(deps: Deps, user: PermissionHolder): Promise<string[]> {
  const { db } = deps;
  const result = user.isAdmin
    ? await db.execute<{ name: string }>(sql`select name from permissions order by name`)
    : await db.execute<{ name: string }>(sql`
        with recursive held(id) as (
          select id from roles
          where id = ${user.roleId} or id in (select role_id from user_roles where user_id = ${user.id})
          union
          select below.id from roles below join held on below.parent_role_id = held.id
        )
        select distinct p.name from role_permissions rp
        join permissions p on p.id = rp.permission_id
        where rp.role_id in (select id from held)
        order by p.name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

const GYM_SCOPED: readonly string[] = PERMISSION_SEED.filter((p) => p.scope === 'gym').map((p) => p.name);

/** A permission's scope: 'gym' for the catalogue's gym permissions, else 'platform' (unknown names too). */
export const permissionScope = (name: string): 'gym' | 'platform' => (GYM_SCOPED.includes(name) ? 'gym' : 'platform');

/**
 * Whether a role, with the roles below it, holds any permission that is not gym-scoped (platform
 * administration, or one the catalogue does not know). Such a role must never be self-declared
 * at registration, whatever an admin later grants it.
 */
export async function roleReachesBeyondGym(deps: Deps, roleId: number): Promise<boolean> {
  const result = await deps.db.execute<{ name: string }>(sql`
    with recursive held(id) as (
      select id from roles where id = ${roleId}
      union
      select below.id from roles below join held on below.parent_role_id = held.id
    )
    select p.name from role_permissions rp
    join permissions p on p.id = rp.permission_id
    where rp.role_id in (select id from held)
      and p.name not in (${sql.join(
        GYM_SCOPED.map((n) => sql`${n}`),
        sql`, `,
      )})
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
