import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { stateLinkMessages as m } from '../../../shared/state-links';
import { permissions, roles, rolePermissions } from '../../db/schema/index';

// The state links of /admin/state-links and of the network page (GET /api/state-links?state=XX).
let t: TestApp;
let admin: string;
let adminId: number;
let member: string;
let directoryKeeper: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.db, { isAdmin: true, gymId: null })).id;
  admin = await signIn(t, adminId);
  member = await signIn(t, (await createUser(t.db)).id);
  // A role holding gyms.manage alone: the permission the state links are managed with.
  const [role] = await t.db.insert(roles).values({ name: 'Directory keeper', level: 5, displayOrder: 50 }).returning();
  const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'gyms.manage'));
  await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: perm!.id });
  directoryKeeper = await signIn(t, (await createUser(t.db, { roleId: role!.id })).id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const link = {
  state: 'il',
  title: 'Illinois Department of Financial and Professional Regulation',
  url: 'https://idfpr.illinois.gov/',
  category: 'licensing',
};

describe('state links', () => {
  it('lets an admin create, list, edit and delete a link, each logged with old and new values', async () => {
    const created = await call('POST', '/api/admin/state-links', admin, link);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ...link, state: 'IL', id: expect.any(Number) });

    const list = (await call('GET', '/api/admin/state-links?state=IL', admin)).json();
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ id: row.id, title: link.title }] });
    expect((await call('GET', '/api/admin/state-links?search=REGULATION', admin)).json().total).toBe(1);
    expect((await call('GET', '/api/admin/state-links?state=TX', admin)).json().total).toBe(0);
    expect((await call('GET', `/api/admin/state-links/${row.id}`, admin)).json()).toMatchObject({ id: row.id });

    const edited = await call('PUT', `/api/admin/state-links/${row.id}`, admin, { ...link, category: 'resources' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ category: 'resources' });

    const removed = await call('DELETE', `/api/admin/state-links/${row.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/admin/state-links/${row.id}`, admin)).statusCode).toBe(404);

    const trail = await auditTrail(t.db, 'state_link', row.id);
    expect(trail.map((a) => a.action)).toEqual(['state-link.create', 'state-link.update', 'state-link.delete']);
    expect(trail[1]).toMatchObject({ oldValues: { category: 'licensing' }, newValues: { category: 'resources' } });
    expect(trail[2]).toMatchObject({ oldValues: { title: link.title } });
  });

  it("answers a state's links publicly, by category, as { id, state, title, url, category }", async () => {
    const add = (body: object) => call('POST', '/api/admin/state-links', admin, { ...link, ...body });
    await add({ state: 'TX', title: 'Texas State Gymnastics', url: 'https://usagym.org/texas', category: 'resources' });
    await add({
      state: 'TX',
      title: 'USA Gymnastics Texas',
      url: 'https://txgym.example.org',
      category: 'association',
    });
    await add({
      state: 'ON',
      title: 'Gymnastics Ontario',
      url: 'https://gymnasticsontario.ca',
      category: 'association',
    });
    const res = await call('GET', '/api/state-links?state=tx', null);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number; state: string; title: string; category: string }[];
    expect(items.map((i) => i.title)).toEqual(['USA Gymnastics Texas', 'Texas State Gymnastics']);
    expect(Object.keys(items[0]!).sort()).toEqual(['category', 'id', 'state', 'title', 'url']);
    expect((await call('GET', '/api/state-links?state=MB', null)).json()).toEqual([]);
    for (const url of ['/api/state-links', '/api/state-links?state=ZZ']) {
      const bad = await call('GET', url, null);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message).toContain(m.stateInvalid);
    }
  });

  it('refuses an address that is not a valid URL, and every other invalid field, with its message', async () => {
    const cases: [object, string][] = [
      [{ url: 'not a link' }, m.urlInvalid],
      [{ url: 'ftp://files.example.org' }, m.urlInvalid],
      [{ url: '' }, m.urlInvalid],
      [{ title: '  ' }, m.titleRequired],
      [{ state: 'XX' }, m.stateInvalid],
      [{ category: 'gossip' }, m.categoryInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await call('POST', '/api/admin/state-links', admin, { ...link, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toContain(message);
    }
    const [{ id }] = (await call('GET', '/api/admin/state-links', admin)).json().items;
    const put = await call('PUT', `/api/admin/state-links/${id}`, admin, { ...link, url: 'javascript:alert(1)' });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(`url: ${m.urlInvalid}`);
    expect((await call('PUT', '/api/admin/state-links/999999', admin, link)).json()).toEqual({ message: m.notFound });
  });

  it('needs gyms.manage: a visitor gets 401, a member 403, a holder of the permission gets through', async () => {
    const [{ id }] = (await call('GET', '/api/admin/state-links', admin)).json().items;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/state-links'],
      ['GET', `/api/admin/state-links/${id}`],
      ['POST', '/api/admin/state-links', link],
      ['PUT', `/api/admin/state-links/${id}`, link],
      ['DELETE', `/api/admin/state-links/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const created = await call('POST', '/api/admin/state-links', directoryKeeper, { ...link, state: 'IL' });
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/state-links/${created.json().id}`, directoryKeeper)).statusCode).toBe(204);
  });
});
