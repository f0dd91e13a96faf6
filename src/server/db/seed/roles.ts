import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { permissions, roles } from '../schema/index';
import { seedDocumentTypes } from './document-types';

/** Reference data every install needs (not demo content): roles and permissions. */
export const ROLE_SEED = [
  {
    name: 'super',
    description: 'Platform owner with every permission',
    isSystem: true,
    level: 0,
    displayOrder: 0,
    icon: 'shield-check',
  },
  {
    name: 'admin',
    description: 'Administrator of the platform',
    isSystem: true,
    level: 1,
    displayOrder: 1,
    icon: 'shield',
  },
  {
    name: 'Owner',
    description: 'Owns a gym or athletic center',
    isSystem: true,
    level: 2,
    displayOrder: 1,
    icon: 'crown',
  },
  {
    name: 'Director',
    description: 'Directs programs or operations at a gym',
    isSystem: true,
    level: 3,
    displayOrder: 2,
    icon: 'compass',
  },
  {
    name: 'Manager',
    description: 'Manages staff, front desk or a program',
    isSystem: true,
    level: 4,
    displayOrder: 3,
    icon: 'clipboard-list',
  },
  { name: 'member', description: 'Basic member access', isSystem: true, level: 5, displayOrder: 4, icon: 'user' },
] as const;

/** Gym roles: the ones registration offers (self-declared) and member, below them all. */
export const GYM_ROLE_NAMES = ['Owner', 'Director', 'Manager', 'member'] as const;
type GymRoleName = (typeof GYM_ROLE_NAMES)[number];

/**
 * 'platform': administration of the whole site (everything under /api/admin). Registration
 * roles are self-declared, so these are held only by admins and by roles an admin grants them
 * to, never by a gym role by default. 'gym': what a member does in and for their own gym.
 */
export type PermissionScope = 'platform' | 'gym';

interface PermissionSeed {
  name: string;
  scope: PermissionScope;
  category: string;
  description: string;
  /** Gym roles granted it by default; a role also holds the grants of every role below it. */
  roles: readonly GymRoleName[];
}

/**
 * Permission catalogue; grants per role are documented in docs/decisions/0010-permission-grants.md
 * and how roles inherit them in docs/decisions/0016-server-permissions.md.
 */
export const PERMISSION_SEED = [
  {
    name: 'articles.manage',
    scope: 'platform',
    category: 'content',
    description: 'Write, edit and publish articles',
    roles: [],
  },
  {
    name: 'learning.read',
    scope: 'gym',
    category: 'learning',
    description: 'Use the learning hub',
    roles: ['Owner', 'Director', 'Manager', 'member'],
  },
  { name: 'learning.manage', scope: 'platform', category: 'learning', description: 'Edit learning modules', roles: [] },
  {
    name: 'recommendations.manage',
    scope: 'platform',
    category: 'learning',
    description: 'Edit the books and podcasts lists and remove comments',
    roles: [],
  },
  {
    name: 'tools.use',
    scope: 'gym',
    category: 'tools',
    description: 'Use the business calculators and planners',
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'tools.financial',
    scope: 'gym',
    category: 'tools',
    description: 'Use financial tools (loan, breakeven, feasibility)',
    roles: ['Owner', 'Director'],
  },
  {
    name: 'tools.manage',
    scope: 'platform',
    category: 'tools',
    description: "Change the tools' card pictures and the site logo",
    roles: [],
  },
  {
    name: 'documents.read',
    scope: 'gym',
    category: 'documents',
    description: 'Read the document repository',
    roles: ['Owner', 'Director', 'Manager', 'member'],
  },
  {
    name: 'documents.manage',
    scope: 'gym',
    category: 'documents',
    description: "Manage the gym's documents and folders",
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'documents.library',
    scope: 'platform',
    category: 'documents',
    description: 'Manage the club library and the document types',
    roles: [],
  },
  {
    name: 'tasks.use',
    scope: 'gym',
    category: 'tasks',
    description: 'Use the business task library and personal lists',
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'tasks.manage',
    scope: 'platform',
    category: 'tasks',
    description: 'Edit the business task library and its themes, and run enhancement and theme analysis',
    roles: [],
  },
  {
    name: 'jobs.view',
    scope: 'platform',
    category: 'admin',
    description: 'See the background jobs and their results',
    roles: [],
  },
  {
    name: 'events.rsvp',
    scope: 'gym',
    category: 'events',
    description: 'RSVP to events',
    roles: ['Owner', 'Director', 'Manager', 'member'],
  },
  {
    name: 'events.create',
    scope: 'gym',
    category: 'events',
    description: 'Create chapter events',
    roles: ['Owner', 'Director'],
  },
  {
    name: 'events.manage',
    scope: 'platform',
    category: 'events',
    description: 'Manage the event calendar of the whole platform',
    roles: [],
  },
  {
    name: 'chapters.join',
    scope: 'gym',
    category: 'chapters',
    description: 'Join a local chapter',
    roles: ['Owner', 'Director', 'Manager', 'member'],
  },
  {
    name: 'chapters.lead',
    scope: 'gym',
    category: 'chapters',
    description: 'Apply to start and lead a chapter',
    roles: ['Owner', 'Director'],
  },
  {
    name: 'chapters.manage',
    scope: 'platform',
    category: 'chapters',
    description: 'Review chapter applications and manage chapters',
    roles: [],
  },
  {
    name: 'gym.manage',
    scope: 'gym',
    category: 'gyms',
    description: "Edit the member's own gym profile",
    roles: ['Owner'],
  },
  { name: 'users.manage', scope: 'platform', category: 'admin', description: 'Manage user accounts', roles: [] },
  {
    name: 'gyms.manage',
    scope: 'platform',
    category: 'admin',
    description: 'Manage the gym directory and submissions',
    roles: [],
  },
  {
    name: 'roles.manage',
    scope: 'platform',
    category: 'admin',
    description: 'Manage roles and permissions',
    roles: [],
  },
  { name: 'errors.resolve', scope: 'platform', category: 'admin', description: 'Resolve system errors', roles: [] },
  {
    name: 'certificates.generate',
    scope: 'gym',
    category: 'certificates',
    description: "Print certificates for the gym's students and download the gym's earlier ones",
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'messaging.send',
    scope: 'gym',
    category: 'messaging',
    description: "Text and voicemail the gym's families and read the gym's message history",
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'certificates.manage',
    scope: 'platform',
    category: 'certificates',
    description: "Design certificate templates and see every gym's certificates",
    roles: [],
  },
  {
    name: 'equipment.manage',
    scope: 'gym',
    category: 'equipment',
    description: "Add, edit and delete the gym's equipment, see its inspection history and print its QR labels",
    roles: ['Owner', 'Director', 'Manager'],
  },
  {
    name: 'equipment.inspect',
    scope: 'gym',
    category: 'equipment',
    description: "Record an inspection of the gym's equipment by scanning its QR label",
    roles: ['Owner', 'Director', 'Manager', 'member'],
  },
  {
    name: 'market.manage',
    scope: 'platform',
    category: 'admin',
    description: 'Manage the market data: import geographies and snapshots, fill zip codes from the Census Bureau',
    roles: [],
  },
  {
    name: 'listings.manage',
    scope: 'platform',
    category: 'admin',
    description: 'Follow businesses for sale: the listings, their analyses and the queue of listing pages',
    roles: [],
  },
  {
    name: 'imports.manage',
    scope: 'platform',
    category: 'admin',
    description: 'Import gyms, business tasks, books, podcasts and learning modules from CSV or .xlsx files',
    roles: [],
  },
] as const satisfies readonly PermissionSeed[];

export type PermissionName = (typeof PERMISSION_SEED)[number]['name'];

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values([...ROLE_SEED])
    .onConflictDoNothing({ target: roles.name });
  await db
    .insert(permissions)
    .values(PERMISSION_SEED.map(({ name, category, description }) => ({ name, category, description })))
    .onConflictDoNothing({ target: permissions.name });
  // super and admin hold every permission; the rest as listed.
  const grants = PERMISSION_SEED.flatMap((p) => ['super', 'admin', ...p.roles].map((role) => ({ role, perm: p.name })));
  const values = sql.join(
    grants.map((g) => sql`(${g.role}, ${g.perm})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from (values ${values}) as g(role, perm)
    join roles r on r.name = g.role join permissions p on p.name = g.perm
    on conflict do nothing`);
  // The parent chain: member → Manager → Director → Owner → admin → super.
  await db.execute(sql`
    update roles c set parent_role_id = p.id from roles p
    where c.parent_role_id is null and (c.name, p.name) in (('admin','super'),('Owner','admin'),('Director','Owner'),('Manager','Director'),('member','Manager'))`);
  await seedDocumentTypes(db);
}
