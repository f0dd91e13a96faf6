import { z } from 'zod';

/**
 * Roles and permissions as /admin/roles-permissions manages them (spec 001 §3 Identity and access):
 * the role tree, each role's permissions, the catalogue by category, users' extra roles and the
 * content each role finds relevant (docs/decisions/0170-roles-admin-dashboard.md).
 */

export const permissionScopeSchema = z.enum(['platform', 'gym']);

export const permissionItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  /** 'platform': administration of the whole site; 'gym': what a member does for their own gym. */
  scope: permissionScopeSchema,
});
export type PermissionItem = z.infer<typeof permissionItemSchema>;

/** GET /api/admin/permissions: the catalogue, by category (categories and names in order). */
export const permissionCatalogueSchema = z.array(
  z.object({ category: z.string(), permissions: z.array(permissionItemSchema) }),
);
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

export const adminRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isSystem: z.boolean(),
  parentRoleId: z.number().int().nullable(),
  level: z.number().int(),
  displayOrder: z.number().int(),
  icon: z.string().nullable(),
  /** The names granted to this role itself (it also holds those of the roles below it). */
  permissions: z.array(z.string()),
  /**
   * A registration role (Owner, Director, Manager, member) or a role below one: anyone may hold it
   * by registering, so it can never be granted a platform permission.
   */
  registration: z.boolean(),
  /** Users holding it as their role or as an extra role. */
  userCount: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const roleInputSchema = z.object({
  name: text(50, 'Name').min(1, { error: 'Name is required' }),
  description: text(500, 'Description').nullish(),
  parentRoleId: z.number().int().positive().nullish(),
  level: z.number({ error: 'Level must be a whole number' }).int().min(0).max(99),
  displayOrder: z.number({ error: 'Display order must be a whole number' }).int().min(0).max(9999),
  icon: text(50, 'Icon').nullish(),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const rolePermissionsInputSchema = z.object({
  permissions: z.array(z.string().max(100)).max(500),
});

export const userRoleInputSchema = z.object({ roleId: z.number().int().positive() });

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A user's role (users.roleId) and extra roles (user_roles). */
export const userRolesSchema = z.object({
  userId: z.number().int(),
  role: roleRefSchema.nullable(),
  extraRoles: z.array(roleRefSchema),
});
export type UserRoles = z.infer<typeof userRolesSchema>;

/** How relevant a piece of content is to a role (spec 001: default primary). */
export const relevanceSchema = z.enum(['primary', 'secondary']);
export type Relevance = z.infer<typeof relevanceSchema>;

const relevantArticle = z.object({ id: z.number().int(), title: z.string(), relevance: relevanceSchema.nullable() });
const relevantModule = z.object({ id: z.number().int(), title: z.string(), relevance: relevanceSchema.nullable() });
const relevantTool = z.object({ slug: z.string(), title: z.string(), relevance: relevanceSchema.nullable() });

/**
 * GET /api/admin/roles/:id/relevance: every article, learning module and tool, with its relevance
 * to the role (null: none).
 */
export const roleRelevanceSchema = z.object({
  articles: z.array(relevantArticle),
  modules: z.array(relevantModule),
  tools: z.array(relevantTool),
});
export type RoleRelevance = z.infer<typeof roleRelevanceSchema>;

/** PUT /api/admin/roles/:id/relevance: the content relevant to the role (replaces the three sets). */
export const roleRelevanceInputSchema = z.object({
  articles: z.array(z.object({ id: z.number().int().positive(), relevance: relevanceSchema })).max(2000),
  modules: z.array(z.object({ id: z.number().int().positive(), relevance: relevanceSchema })).max(2000),
  tools: z.array(z.object({ slug: z.string().max(60), relevance: relevanceSchema })).max(200),
});
export type RoleRelevanceInput = z.infer<typeof roleRelevanceInputSchema>;

/** The registration roles: anyone may register as one of them (member is every account's floor). */
export const REGISTRATION_ROLE_NAMES = ['Owner', 'Director', 'Manager', 'member'] as const;

export const roleMessages = {
  roleNotFound: 'Role not found',
  userNotFound: 'User not found',
  nameTaken: 'A role with this name already exists',
  systemRoleDelete: 'System roles cannot be deleted',
  systemRoleShape: 'A system role keeps its name and its place in the tree',
  parentNotFound: 'The parent role does not exist',
  parentCycle: 'A role cannot sit below itself or below a role of its own branch',
  roleInUse: (users: number) =>
    `This role is held by ${users} ${users === 1 ? 'user' : 'users'}: take it from them before deleting it`,
  unknownPermissions: (names: readonly string[]) => `Unknown permissions: ${names.join(', ')}`,
  unknownContent: 'Some of the articles, learning modules or tools do not exist',
  /** The refusal of a platform permission to a registration role or a role below one. */
  platformToRegistration: (role: string, names: readonly string[]) =>
    `Platform permissions can never be granted to ${role}: anyone may register as Owner, Director, Manager or member, so those roles and the roles below them hold gym permissions only (refused: ${names.join(', ')})`,
  /** The refusal of a parent that would put platform permissions below a registration role. */
  platformBelowRegistration: (role: string, names: readonly string[]) =>
    `${role} holds platform permissions (${names.join(', ')}), so it cannot be placed below Owner, Director, Manager or member: anyone may register as those roles`,
};
