import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMessages as m, type AdminRole, type PermissionCatalogue, type UserRoles } from '../../src/shared/roles';
import { PERMISSION_SEED } from '../../src/server/db/seed/roles';
import { articles, roles, toolRoles, userActivityLog, userRoles } from '../../src/server/db/schema/index';
import { DEMO_TOOL_RELEVANCE, seedDemoRoleRelevance } from '../../src/server/db/seed/role-relevance';
import type { Tx } from '../../src/server/db/client';
import { createGym, createUser, signIn } from '../support/factories';
import { callsOf } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// The roles API of /admin/roles-permissions: roles.manage's, audited, and never a platform
// permission for a role anyone may register as.
let t: TestApp;
const call = callsOf(() => t);
let admin: string;
let member: string;
let gymId: number;

beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Roles Test Gym', status: 'active' })).id;
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  member = await signIn(t, (await createUser(t.db, { gymId })).id);
});
afterAll(() => t.close());

const roleByName = async (name: string) => {
  const list = (await call('GET', '/api/admin/roles', admin)).json() as AdminRole[];
  return list.find((r) => r.name === name)!;
};

const newRole = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/admin/roles', admin, {
    name,
    description: `${name} of the platform`,
    level: 3,
    displayOrder: 7,
    icon: 'star',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as AdminRole;
};

const event = () => ({
  gymId,
  title: 'Regional owners meetup',
  description: 'Breakfast and talks',
  location: 'Springfield',
  date: '2031-03-01 08:00:00',
  capacity: 40,
});

describe('authorization', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/roles'],
    ['GET', '/api/admin/permissions'],
    ['POST', '/api/admin/roles', { name: 'Nope', level: 3, displayOrder: 1, icon: null }],
    ['PUT', '/api/admin/roles/1', { name: 'Nope', level: 3, displayOrder: 1, icon: null }],
    ['DELETE', '/api/admin/roles/1'],
    ['PUT', '/api/admin/roles/1/permissions', { permissions: [] }],
    ['GET', '/api/admin/roles/1/relevance'],
    ['PUT', '/api/admin/roles/1/relevance', { articles: [], modules: [], tools: [] }],
    ['GET', '/api/admin/users/1/roles'],
    ['POST', '/api/admin/users/1/roles', { roleId: 1 }],
    ['DELETE', '/api/admin/users/1/roles/1'],
  ];
  it('refuses visitors with 401 and members with 403', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method as 'GET', url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method as 'GET', url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('GET /api/user/permissions answers { permissions } to a member and 401 to a visitor', async () => {
    expect((await call('GET', '/api/user/permissions')).statusCode).toBe(401);
    const res = await call('GET', '/api/user/permissions', member);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { permissions: string[] };
    expect(Object.keys(body)).toEqual(['permissions']);
    expect(body.permissions).toContain('tools.use');
    expect(body.permissions.some((p) => p.startsWith('events.manage'))).toBe(false);
  });
});

describe('roles and the catalogue', () => {
  it('lists every role with its permissions, and the catalogue by category with scopes', async () => {
    const list = (await call('GET', '/api/admin/roles', admin)).json() as AdminRole[];
    const owner = list.find((r) => r.name === 'Owner')!;
    expect(owner).toMatchObject({ isSystem: true, registration: true, icon: 'crown' });
    expect(owner.permissions).toContain('gym.manage');
    expect(list.find((r) => r.name === 'admin')).toMatchObject({ registration: false });
    const catalogue = (await call('GET', '/api/admin/permissions', admin)).json() as PermissionCatalogue;
    const names = catalogue.flatMap((c) => c.permissions.map((p) => p.name));
    expect(names.sort()).toEqual(PERMISSION_SEED.map((p) => p.name).sort());
    const events = catalogue.find((c) => c.category === 'events')!;
    expect(events.permissions.find((p) => p.name === 'events.manage')).toMatchObject({ scope: 'platform' });
    expect(events.permissions.find((p) => p.name === 'events.rsvp')).toMatchObject({ scope: 'gym' });
  });

  it('creates and edits a role, audited with old and new values', async () => {
    const parent = await roleByName('admin');
    const role = await newRole('Content Editor', { parentRoleId: parent.id });
    expect(role).toMatchObject({ parentRoleId: parent.id, level: 3, displayOrder: 7, icon: 'star', isSystem: false });
    expect(
      (await call('POST', '/api/admin/roles', admin, { name: 'content editor', level: 1, displayOrder: 1 })).statusCode,
    ).toBe(409);
    const res = await call('PUT', `/api/admin/roles/${role.id}`, admin, {
      name: 'Content Editors',
      description: 'Writes the blog',
      parentRoleId: parent.id,
      level: 2,
      displayOrder: 3,
      icon: 'pen',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Content Editors', level: 2, icon: 'pen' });
    const [log] = await t.db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.action, 'role.update'), eq(userActivityLog.resourceId, String(role.id))));
    expect(log!.oldValues).toMatchObject({ name: 'Content Editor', level: 3 });
    expect(log!.newValues).toMatchObject({ name: 'Content Editors', level: 2 });
  });

  it('refuses a parent of the role own branch, and a system role keeps its name', async () => {
    const top = await newRole('Branch Top');
    const below = await newRole('Branch Below', { parentRoleId: top.id });
    const cycle = await call('PUT', `/api/admin/roles/${top.id}`, admin, {
      name: 'Branch Top',
      parentRoleId: below.id,
      level: 3,
      displayOrder: 7,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(m.parentCycle);
    const owner = await roleByName('Owner');
    const rename = await call('PUT', `/api/admin/roles/${owner.id}`, admin, {
      name: 'Proprietor',
      parentRoleId: owner.parentRoleId,
      level: 2,
      displayOrder: 1,
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(m.systemRoleShape);
  });

  it('never deletes a system role nor a role someone holds; deletes the others', async () => {
    const owner = await roleByName('Owner');
    const refused = await call('DELETE', `/api/admin/roles/${owner.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.systemRoleDelete);
    const role = await newRole('Short Lived');
    const holder = await createUser(t.db, { gymId });
    await t.db.insert(userRoles).values({ userId: holder.id, roleId: role.id });
    const held = await call('DELETE', `/api/admin/roles/${role.id}`, admin);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(m.roleInUse(1));
    await t.db.delete(userRoles).where(eq(userRoles.roleId, role.id));
    expect((await call('DELETE', `/api/admin/roles/${role.id}`, admin)).statusCode).toBe(204);
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
  });
});

describe('PUT /api/admin/roles/:id/permissions', () => {
  it('replaces the set; unknown names are a 400 and change nothing', async () => {
    const role = await newRole('Event Desk');
    const res = await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, {
      permissions: ['events.manage', 'jobs.view'],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminRole).permissions).toEqual(['events.manage', 'jobs.view']);
    const again = await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, { permissions: ['jobs.view'] });
    expect((again.json() as AdminRole).permissions).toEqual(['jobs.view']);
    const unknown = await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, {
      permissions: ['events.manage', 'moon.land'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.unknownPermissions(['moon.land']));
    expect((await roleByName('Event Desk')).permissions).toEqual(['jobs.view']);
  });

  it('refuses a platform permission to every registration role, saying why', async () => {
    for (const name of ['Owner', 'Director', 'Manager', 'member']) {
      const role = await roleByName(name);
      const res = await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, {
        permissions: [...role.permissions, 'events.manage'],
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(m.platformToRegistration(name, ['events.manage']));
      expect(res.json().message).toMatch(/^Platform permissions can never be granted to /);
      expect((await roleByName(name)).permissions).toEqual(role.permissions);
    }
    // A gym permission is fine.
    const manager = await roleByName('Manager');
    const ok = await call('PUT', `/api/admin/roles/${manager.id}/permissions`, admin, {
      permissions: [...manager.permissions, 'events.create'],
    });
    expect(ok.statusCode).toBe(200);
    await call('PUT', `/api/admin/roles/${manager.id}/permissions`, admin, { permissions: manager.permissions });
  });

  it('refuses a platform permission to a role below a registration role, and such a parent to a platform role', async () => {
    const member = await roleByName('member');
    const under = await newRole('Front Desk Helper', { parentRoleId: member.id });
    expect(under.registration).toBe(true);
    const res = await call('PUT', `/api/admin/roles/${under.id}/permissions`, admin, { permissions: ['users.manage'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.platformToRegistration('Front Desk Helper', ['users.manage']));

    const platform = await newRole('Error Watch');
    await call('PUT', `/api/admin/roles/${platform.id}/permissions`, admin, { permissions: ['errors.resolve'] });
    const move = await call('PUT', `/api/admin/roles/${platform.id}`, admin, {
      name: 'Error Watch',
      parentRoleId: member.id,
      level: 6,
      displayOrder: 1,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(m.platformBelowRegistration('Error Watch', ['errors.resolve']));
    const created = await call('POST', '/api/admin/roles', admin, {
      name: 'Fresh',
      parentRoleId: member.id,
      level: 6,
      displayOrder: 1,
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('a grant takes effect on the next request', () => {
  it('an extra role with events.manage opens POST /api/admin/events; revoking closes it at once', async () => {
    const user = await createUser(t.db, { gymId, role: 'Manager' });
    const cookie = await signIn(t, user.id);
    expect((await call('POST', '/api/admin/events', cookie, event())).statusCode).toBe(403);

    const role = await newRole('Events Coordinator');
    const granted = await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, {
      permissions: ['events.manage'],
    });
    expect(granted.statusCode).toBe(200);
    const given = await call('POST', `/api/admin/users/${user.id}/roles`, admin, { roleId: role.id });
    expect(given.statusCode).toBe(200);
    expect((given.json() as UserRoles).extraRoles.map((r) => r.name)).toEqual(['Events Coordinator']);

    expect((await call('POST', '/api/admin/events', cookie, event())).statusCode).toBe(201);
    expect((await call('GET', '/api/user/permissions', cookie)).json().permissions).toContain('events.manage');

    // Revoking the grant closes it on the very next call.
    await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, { permissions: [] });
    expect((await call('POST', '/api/admin/events', cookie, event())).statusCode).toBe(403);

    // So does taking the role away.
    await call('PUT', `/api/admin/roles/${role.id}/permissions`, admin, { permissions: ['events.manage'] });
    expect((await call('POST', '/api/admin/events', cookie, event())).statusCode).toBe(201);
    const taken = await call('DELETE', `/api/admin/users/${user.id}/roles/${role.id}`, admin);
    expect(taken.statusCode).toBe(200);
    expect((taken.json() as UserRoles).extraRoles).toEqual([]);
    expect((await call('POST', '/api/admin/events', cookie, event())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${user.id}/roles/${role.id}`, admin)).statusCode).toBe(404);

    const audits = await t.db
      .select()
      .from(userActivityLog)
      .where(eq(userActivityLog.resourceId, String(role.id)));
    const grant = audits.find(
      (a) => a.action === 'role.permissions' && (a.newValues as { permissions: string[] }).permissions.length === 1,
    );
    expect(grant!.oldValues).toEqual({ permissions: [] });
    const userAudits = await t.db
      .select()
      .from(userActivityLog)
      .where(eq(userActivityLog.resourceId, String(user.id)));
    expect(userAudits.map((a) => a.action)).toEqual(expect.arrayContaining(['user_role.add', 'user_role.remove']));
  });

  it('answers 404 for an unknown user or role', async () => {
    expect((await call('POST', '/api/admin/users/999999/roles', admin, { roleId: 1 })).statusCode).toBe(404);
    const user = await createUser(t.db, { gymId });
    expect((await call('POST', `/api/admin/users/${user.id}/roles`, admin, { roleId: 999999 })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/users/${user.id}/roles`, admin)).json()).toMatchObject({
      userId: user.id,
      role: { name: 'Owner' },
      extraRoles: [],
    });
  });
});

describe('content relevance and the /tools hub', () => {
  it('reads and replaces the articles, modules and tools relevant to a role', async () => {
    const [article] = await t.db
      .insert(articles)
      .values({ slug: `pricing-${Date.now()}`, title: 'Pricing your summer camp', content: 'x' })
      .returning();
    const role = await newRole('Camp Lead');
    const put = await call('PUT', `/api/admin/roles/${role.id}/relevance`, admin, {
      articles: [{ id: article!.id, relevance: 'primary' }],
      modules: [],
      tools: [{ slug: 'camp-profit', relevance: 'secondary' }],
    });
    expect(put.statusCode).toBe(200);
    const read = (await call('GET', `/api/admin/roles/${role.id}/relevance`, admin)).json();
    expect(read.articles.find((a: { id: number }) => a.id === article!.id).relevance).toBe('primary');
    expect(read.tools.find((x: { slug: string }) => x.slug === 'camp-profit').relevance).toBe('secondary');
    expect(read.tools.find((x: { slug: string }) => x.slug === 'loan').relevance).toBeNull();
    const bad = await call('PUT', `/api/admin/roles/${role.id}/relevance`, admin, {
      articles: [],
      modules: [],
      tools: [{ slug: 'no-such-tool', relevance: 'primary' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.unknownContent);
  });

  it('lists the tools relevant to the member role first', async () => {
    const owner = await roleByName('Owner');
    const cookie = await signIn(t, (await createUser(t.db, { gymId })).id);
    const before = (await call('GET', '/api/tools', cookie)).json() as { slug: string }[];
    const last = before.at(-1)!.slug;
    await t.db.insert(toolRoles).values({ toolSlug: last, roleId: owner.id, relevance: 'primary' });
    const after = (await call('GET', '/api/tools', cookie)).json() as { slug: string }[];
    expect(after[0]!.slug).toBe(last);
    expect(after.slice(1).map((x) => x.slug)).toEqual(before.slice(0, -1).map((x) => x.slug));
    await t.db.delete(toolRoles).where(eq(toolRoles.roleId, owner.id));
  });

  it("the demo relevance puts the owner role's primary tools first on the hub", async () => {
    await seedDemoRoleRelevance(t.db as unknown as Tx);
    const cookie = await signIn(t, (await createUser(t.db, { gymId })).id);
    const hub = ((await call('GET', '/api/tools', cookie)).json() as { slug: string }[]).map((x) => x.slug);
    const primary = DEMO_TOOL_RELEVANCE.Owner!.primary.filter((slug) => hub.includes(slug));
    expect(primary.length).toBeGreaterThan(0);
    expect(new Set(hub.slice(0, primary.length))).toEqual(new Set(primary));
  });
});
