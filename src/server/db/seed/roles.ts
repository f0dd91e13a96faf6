import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { permissions, roles } from '../schema/index';

/** Reference data every install needs (not demo content): roles and permissions. */
export const ROLE_SEED = [
  { name: 'super', description: 'Platform owner with every permission', isSystem: true, level: 0, displayOrder: 0, icon: 'shield-check' },
  { name: 'admin', description: 'Administrator of the platform', isSystem: true, level: 1, displayOrder: 1, icon: 'shield' },
  { name: 'Owner', description: 'Owns a gym or athletic center', isSystem: true, level: 2, displayOrder: 1, icon: 'crown' },
  { name: 'Director', description: 'Directs programs or operations at a gym', isSystem: true, level: 3, displayOrder: 2, icon: 'compass' },
  { name: 'Manager', description: 'Manages staff, front desk or a program', isSystem: true, level: 4, displayOrder: 3, icon: 'clipboard-list' },
  { name: 'member', description: 'Basic member access', isSystem: true, level: 5, displayOrder: 4, icon: 'user' },
] as const;

/** Permission catalogue; grants per role are documented in docs/decisions/0010-permission-grants.md. */
export const PERMISSION_SEED: { name: string; category: string; description: string; roles: string[] }[] = [
  { name: 'articles.read', category: 'content', description: 'Read every coffee corner article', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'articles.review', category: 'content', description: 'Write article reviews', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'articles.manage', category: 'content', description: 'Write, edit and publish articles', roles: [] },
  { name: 'learning.read', category: 'learning', description: 'Use the learning hub', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'learning.manage', category: 'learning', description: 'Edit learning modules', roles: [] },
  { name: 'tools.use', category: 'tools', description: 'Use the business calculators and planners', roles: ['Owner', 'Director', 'Manager'] },
  { name: 'tools.financial', category: 'tools', description: 'Use financial tools (loan, breakeven, feasibility)', roles: ['Owner', 'Director'] },
  { name: 'documents.read', category: 'documents', description: 'Read the document repository', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'documents.manage', category: 'documents', description: "Manage the gym's documents and folders", roles: ['Owner', 'Director'] },
  { name: 'tasks.use', category: 'tasks', description: 'Use the business task library and personal lists', roles: ['Owner', 'Director', 'Manager'] },
  { name: 'events.rsvp', category: 'events', description: 'RSVP to events', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'events.create', category: 'events', description: 'Create chapter events', roles: ['Owner', 'Director'] },
  { name: 'chapters.join', category: 'chapters', description: 'Join a local chapter', roles: ['Owner', 'Director', 'Manager', 'member'] },
  { name: 'chapters.lead', category: 'chapters', description: 'Apply to start and lead a chapter', roles: ['Owner', 'Director'] },
  { name: 'messaging.send', category: 'messaging', description: 'Text and call customers', roles: ['Owner', 'Director', 'Manager'] },
  { name: 'certificates.generate', category: 'certificates', description: 'Generate certificates', roles: ['Owner', 'Director', 'Manager'] },
  { name: 'gym.manage', category: 'gyms', description: "Edit the member's own gym profile", roles: ['Owner'] },
  { name: 'users.manage', category: 'admin', description: 'Manage user accounts', roles: [] },
  { name: 'gyms.manage', category: 'admin', description: 'Manage the gym directory and submissions', roles: [] },
  { name: 'roles.manage', category: 'admin', description: 'Manage roles and permissions', roles: [] },
  { name: 'errors.resolve', category: 'admin', description: 'Resolve system errors', roles: [] },
];

export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(roles).values([...ROLE_SEED]).onConflictDoNothing({ target: roles.name });
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
}
