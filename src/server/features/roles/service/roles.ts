import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  REGISTRATION_ROLE_NAMES,
  roleMessages as m,
  type AdminRole,
  type PermissionCatalogue,
  type RoleInput,
  type UserRoles,
} from '../../../../shared/roles';
import { rowsOf, withTransaction, type Db, type Tx } from '../../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { permissionScope } from '../../../platform/permissions';

/** A permission the catalogue does not know counts as platform, as roleReachesBeyondGym has it. */
const scopeOf = permissionScope;
const REGISTRATION = new Set<string>(REGISTRATION_ROLE_NAMES);

interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  isSystem: boolean;
  parentRoleId: number | null;
  level: number;
  displayOrder: number;
  icon: string | null;
}

/** The role tree in memory (a handful of rows): parents, children and grants by role. */
class Tree {
  readonly byId: Map<number, RoleRow>;
  constructor(
    readonly rows: RoleRow[],
    readonly grants: Map<number, string[]>,
  ) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
  }

  /** The role and every role above it, nearest first (a cycle stops the walk). */
  upward(id: number | null): RoleRow[] {
    const seen: RoleRow[] = [];
    for (let row = id === null ? undefined : this.byId.get(id); row && !seen.includes(row);) {
      seen.push(row);
      row = row.parentRoleId === null ? undefined : this.byId.get(row.parentRoleId);
    }
    return seen;
  }

  /** The role and every role below it. */
  downward(id: number): RoleRow[] {
    const found = new Set<number>([id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of this.rows) {
        if (row.parentRoleId !== null && found.has(row.parentRoleId) && !found.has(row.id)) {
          found.add(row.id);
          grew = true;
        }
      }
    }
    return this.rows.filter((r) => found.has(r.id));
  }

  /** A registration role or a role below one: whoever registers may end up holding its grants. */
  isRegistration(id: number | null): boolean {
    return this.upward(id).some((r) => REGISTRATION.has(r.name));
  }

  /** The platform permissions granted to the role or to a role below it. */
  platformBelow(id: number): string[] {
    const names = this.downward(id).flatMap((r) => this.grants.get(r.id) ?? []);
    return [...new Set(names.filter((n) => scopeOf(n) === 'platform'))].sort();
  }
}

/**
 * Reads the tree. In a write, every role row is locked first, so two concurrent changes (a grant and
 * a move) cannot each pass the registration check alone and together break it.
 */
async function loadTree(db: Db | Tx, lock = false): Promise<Tree> {
  if (lock) await db.execute(sql`select id from roles order by id for update`);
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      isSystem: roles.isSystem,
      parentRoleId: roles.parentRoleId,
      level: roles.level,
      displayOrder: roles.displayOrder,
      icon: roles.icon,
    })
    .from(roles)
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
  const granted = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .orderBy(asc(permissions.name));
  const grants = new Map<number, string[]>();
  for (const g of granted) grants.set(g.roleId, [...(grants.get(g.roleId) ?? []), g.name]);
  return new Tree(rows, grants);
}

async function holderCounts(db: Db | Tx): Promise<Map<number, number>> {
  const result = rowsOf<{ role_id: number; n: number }>(
    await db.execute(sql`
      select role_id, count(distinct user_id)::int as n from (
        select role_id, id as user_id from users where role_id is not null
        union all
        select role_id, user_id from user_roles
      ) held group by role_id`),
  );
  return new Map(result.map((r) => [Number(r.role_id), Number(r.n)]));
}

function present(tree: Tree, row: RoleRow, counts: Map<number, number>): AdminRole {
  return {
    ...row,
    permissions: tree.grants.get(row.id) ?? [],
    registration: tree.isRegistration(row.id),
    userCount: counts.get(row.id) ?? 0,
  };
}

/** GET /api/admin/roles: every role by level and display order, with its own grants. */
export async function listAdminRoles(deps: Deps): Promise<AdminRole[]> {
  const tree = await loadTree(deps.db);
  const counts = await holderCounts(deps.db);
  return tree.rows.map((row) => present(tree, row, counts));
}

async function oneRole(db: Db | Tx, id: number): Promise<AdminRole> {
  const tree = await loadTree(db);
  const row = tree.byId.get(id);
  if (!row) throw new NotFound(m.roleNotFound);
  return present(tree, row, await holderCounts(db));
}

/** GET /api/admin/permissions: the catalogue by category, with each permission's scope. */
export async function permissionCatalogue(deps: Deps): Promise<PermissionCatalogue> {
  const rows = await deps.db.select().from(permissions).orderBy(asc(permissions.category), asc(permissions.name));
  const categories = new Map<string, PermissionCatalogue[number]['permissions']>();
  for (const p of rows) {
    categories.set(p.category, [...(categories.get(p.category) ?? []), { ...p, scope: scopeOf(p.name) }]);
  }
  return [...categories].map(([category, list]) => ({ category, permissions: list }));
}

const auditable = (role: AdminRole) => ({
  name: role.name,
  description: role.description,
  parentRoleId: role.parentRoleId,
  level: role.level,
  displayOrder: role.displayOrder,
  icon: role.icon,
});

async function audit(
  tx: Tx,
  actor: Actor,
  action: string,
  id: number | string,
  oldValues: object | null,
  newValues: object | null,
) {
  await recordActivity(
    tx,
    {
      userId: actor.userId,
      action,
      resourceType: action.startsWith('user_role') ? 'user' : 'role',
      resourceId: id,
      oldValues: oldValues as Record<string, unknown> | null,
      newValues: newValues as Record<string, unknown> | null,
    },
    actor.meta,
  );
}

async function assertNameFree(tx: Tx, name: string, except?: number) {
  const clash = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from roles where lower(name) = lower(${name})`),
  ).find((r) => Number(r.id) !== except);
  if (clash) throw new Conflict(m.nameTaken);
}

/**
 * The parent a role may take: one that exists, not the role itself nor a role of its own branch,
 * and never a registration role (or one below it) when the role's branch holds platform permissions.
 */
function assertParent(tree: Tree, roleId: number | null, name: string, parentId: number | null) {
  if (parentId === null) return;
  if (!tree.byId.has(parentId)) throw new BadRequest(m.parentNotFound);
  if (roleId !== null && tree.upward(parentId).some((r) => r.id === roleId)) throw new BadRequest(m.parentCycle);
  if (roleId !== null && tree.isRegistration(parentId)) {
    const platform = tree.platformBelow(roleId);
    if (platform.length) throw new Conflict(m.platformBelowRegistration(name, platform));
  }
}

const fields = (input: RoleInput) => ({
  name: input.name,
  description: input.description?.trim() ? input.description.trim() : null,
  parentRoleId: input.parentRoleId ?? null,
  level: input.level,
  displayOrder: input.displayOrder,
  icon: input.icon?.trim() ? input.icon.trim() : null,
});

/** POST /api/admin/roles: a new (non-system) role without permissions. */
export async function createRole(deps: Deps, input: RoleInput, actor: Actor): Promise<AdminRole> {
  return withTransaction(deps.db, async (tx) => {
    const tree = await loadTree(tx, true);
    await assertNameFree(tx, input.name);
    assertParent(tree, null, input.name, input.parentRoleId ?? null);
    const [row] = await tx
      .insert(roles)
      .values({ ...fields(input), isSystem: false })
      .returning({ id: roles.id });
    const created = await oneRole(tx, row!.id);
    await audit(tx, actor, 'role.create', created.id, null, auditable(created));
    return created;
  });
}

/** PUT /api/admin/roles/:id: a role's name, description, place in the tree and icon. */
export async function updateRole(deps: Deps, id: number, input: RoleInput, actor: Actor): Promise<AdminRole> {
  return withTransaction(deps.db, async (tx) => {
    const tree = await loadTree(tx, true);
    const row = tree.byId.get(id);
    if (!row) throw new NotFound(m.roleNotFound);
    const next = fields(input);
    if (row.isSystem && (next.name !== row.name || next.parentRoleId !== row.parentRoleId)) {
      throw new Conflict(m.systemRoleShape);
    }
    await assertNameFree(tx, next.name, id);
    if (next.parentRoleId !== row.parentRoleId) assertParent(tree, id, next.name, next.parentRoleId);
    const before = present(tree, row, new Map());
    await tx.update(roles).set(next).where(eq(roles.id, id));
    const after = await oneRole(tx, id);
    await audit(tx, actor, 'role.update', id, auditable(before), auditable(after));
    return after;
  });
}

/**
 * DELETE /api/admin/roles/:id: a system role never goes (409); nor does a role someone holds, as
 * their role or an extra one (409: take it from them first). The roles below it move up to its parent.
 */
export async function deleteRole(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const tree = await loadTree(tx, true);
    const row = tree.byId.get(id);
    if (!row) throw new NotFound(m.roleNotFound);
    if (row.isSystem) throw new Conflict(m.systemRoleDelete);
    const held = (await holderCounts(tx)).get(id) ?? 0;
    if (held > 0) throw new Conflict(m.roleInUse(held));
    const before = present(tree, row, new Map());
    await tx.update(roles).set({ parentRoleId: row.parentRoleId }).where(eq(roles.parentRoleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, actor, 'role.delete', id, { ...auditable(before), permissions: before.permissions }, null);
  });
}

/**
 * PUT /api/admin/roles/:id/permissions: replaces the role's grants. Unknown names are a 400; a
 * platform permission for a registration role, or a role below one, is refused (409) whatever else
 * the set holds. Permissions are read afresh on every request, so the change applies to the next one.
 */
export async function setRolePermissions(deps: Deps, id: number, names: string[], actor: Actor): Promise<AdminRole> {
  const wanted = [...new Set(names.map((n) => n.trim()))].sort();
  return withTransaction(deps.db, async (tx) => {
    const tree = await loadTree(tx, true);
    const row = tree.byId.get(id);
    if (!row) throw new NotFound(m.roleNotFound);
    const known = wanted.length
      ? await tx
          .select({ id: permissions.id, name: permissions.name })
          .from(permissions)
          .where(inArray(permissions.name, wanted))
      : [];
    const unknown = wanted.filter((n) => !known.some((k) => k.name === n));
    if (unknown.length) throw new BadRequest(m.unknownPermissions(unknown));
    const platform = wanted.filter((n) => scopeOf(n) === 'platform');
    if (platform.length && tree.isRegistration(id)) throw new Conflict(m.platformToRegistration(row.name, platform));
    const before = tree.grants.get(id) ?? [];
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (known.length) await tx.insert(rolePermissions).values(known.map((p) => ({ roleId: id, permissionId: p.id })));
    await audit(tx, actor, 'role.permissions', id, { permissions: before }, { permissions: wanted });
    return oneRole(tx, id);
  });
}

async function userRolesOf(db: Db | Tx, userId: number): Promise<UserRoles> {
  const [user] = await db
    .select({ id: users.id, roleId: users.roleId, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user) throw new NotFound(m.userNotFound);
  const extra = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
  return {
    userId: user.id,
    role: user.roleId !== null && user.roleName !== null ? { id: user.roleId, name: user.roleName } : null,
    extraRoles: extra,
  };
}

/** GET /api/admin/users/:id/roles. */
export const getUserRoles = (deps: Deps, userId: number) => userRolesOf(deps.db, userId);

/** POST /api/admin/users/:id/roles: one more role for the user (holding it already changes nothing). */
export async function addUserRole(deps: Deps, userId: number, roleId: number, actor: Actor): Promise<UserRoles> {
  return withTransaction(deps.db, async (tx) => {
    const before = await userRolesOf(tx, userId);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw new NotFound(m.roleNotFound);
    if (before.extraRoles.some((r) => r.id === roleId)) return before;
    await tx.insert(userRoles).values({ userId, roleId, createdBy: actor.userId }).onConflictDoNothing();
    const after = await userRolesOf(tx, userId);
    await audit(
      tx,
      actor,
      'user_role.add',
      userId,
      { extraRoles: before.extraRoles },
      { extraRoles: after.extraRoles },
    );
    return after;
  });
}

/** DELETE /api/admin/users/:id/roles/:roleId: takes an extra role away (404 when the user does not hold it). */
export async function removeUserRole(deps: Deps, userId: number, roleId: number, actor: Actor): Promise<UserRoles> {
  return withTransaction(deps.db, async (tx) => {
    const before = await userRolesOf(tx, userId);
    if (!before.extraRoles.some((r) => r.id === roleId)) throw new NotFound(m.roleNotFound);
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
    const after = await userRolesOf(tx, userId);
    await audit(
      tx,
      actor,
      'user_role.remove',
      userId,
      { extraRoles: before.extraRoles },
      { extraRoles: after.extraRoles },
    );
    return after;
  });
}
