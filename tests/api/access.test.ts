/**
 * Access declarations and the API docs, from the app's own route inventory (`app.apiRoutes`):
 * every /api route declares who may call it and the answer it gives; the OpenAPI document at
 * /api/docs/json lists each of them with its schemas; the permission catalogue keeps platform
 * administration away from the self-declared gym roles.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/server/db/schema/index';
import { GYM_ROLE_NAMES, PERMISSION_SEED } from '../../src/server/db/seed/roles';
import { access } from '../../src/server/platform/access';
import { permissionsOf } from '../../src/server/platform/permissions';
import { trackApiRoutes } from '../../src/server/platform/route-inventory';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_READS_PER_MINUTE: '1000000' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('access declarations', () => {
  it('every /api route declares its access; admin routes need a platform permission, others at most a gym one', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(30);
    const scopeOf = new Map<string, string>(PERMISSION_SEED.map((p) => [p.name, p.scope]));
    for (const route of t.app.apiRoutes) {
      expect(['public', 'member', 'permission'], keyOf(route)).toContain(route.access.level);
      const admin = route.url.startsWith('/api/admin/');
      if (admin) expect(route.access.level, `${keyOf(route)}: admin routes need a permission`).toBe('permission');
      if (route.access.level !== 'permission') continue;
      // Every declared permission is in the catalogue; only admin routes need a platform one.
      expect(scopeOf.get(route.access.permission), keyOf(route)).toBe(admin ? 'platform' : 'gym');
    }
  });

  it('every gym permission of the catalogue gates at least one route (or its service, as listed)', () => {
    const declared = new Set(
      t.app.apiRoutes.flatMap((r) => (r.access.level === 'permission' ? [r.access.permission] : [])),
    );
    // Checked on the resource in the service rather than declared, since one route serves both kinds.
    const inServices = ['roles.manage'];
    for (const p of PERMISSION_SEED) {
      expect(declared.has(p.name) || inServices.includes(p.name), `${p.name} gates nothing`).toBe(true);
    }
  });

  it('an /api route without an access declaration stops the start-up', async () => {
    const app = Fastify();
    trackApiRoutes(app, t.app.deps);
    expect(() => app.get('/api/undeclared', async () => 'hi')).toThrow(/declares no access/);
    expect(() => app.get('/api/declared', { ...access.public }, async () => 'hi')).not.toThrow();
    expect(() => app.get('/elsewhere', async () => 'hi')).not.toThrow();
    await app.close();
  });

  it('a response schema keeps a presenter from leaking a whole row: unknown keys are dropped', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schema = { response: { 200: z.object({ id: z.number(), name: z.string() }) } };
    app.get('/row', { schema }, async () => ({ id: 1, name: 'Ada', password: 'secret-hash', resetToken: 'abc' }));
    const res = await app.inject({ method: 'GET', url: '/row' });
    expect(res.json()).toEqual({ id: 1, name: 'Ada' });
    await app.close();
  });

  it('every documented /api route declares a response schema for its success status', () => {
    const missing = t.app.apiRoutes.filter(
      (r) => r.documented && !r.responses.some((status) => /^2\d\d$/.test(status)),
    );
    expect(missing.map(keyOf)).toEqual([]);
  });
});

describe('the API docs', () => {
  interface Operation {
    tags?: string[];
    summary?: string;
    description?: string;
    parameters?: { in: string; name: string }[];
    requestBody?: unknown;
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    security?: unknown[];
  }
  type Doc = { paths: Record<string, Record<string, Operation>> };

  it('GET /api/docs/json lists every route with its tag, summary, access, request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Doc;
    const documented = t.app.apiRoutes.filter((r) => r.documented);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = documented.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed.some((k) => k.includes('/api/docs'))).toBe(false);

    for (const route of documented) {
      const op = doc.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]![route.method.toLowerCase()]!;
      const where = keyOf(route);
      expect(op.tags?.length, where).toBe(1);
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toMatch(/Access: /);
      if (route.access.level === 'permission') expect(op.description, where).toContain(route.access.permission);
      expect(op.security, where).toEqual(route.access.level === 'public' ? [] : [{ session: [] }]);
      for (const name of [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])) {
        expect(
          op.parameters?.some((p) => p.in === 'path' && p.name === name),
          `${where}: path parameter ${name}`,
        ).toBe(true);
      }
      const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      expect(success, `${where}: a success response`).toBeDefined();
      if (success![0] !== '204')
        expect(Object.values(success![1].content ?? {})[0]?.schema, `${where}: a response schema`).toBeDefined();
    }
    // Request bodies come from the zod schemas too.
    const login = doc.paths['/api/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('username');
    expect(JSON.stringify(doc.paths['/api/admin/users']!.get!.parameters)).toContain('pageSize');
  });

  it('GET /api/docs answers the UI page, whose scripts all come from this origin under the site CSP', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400)
      res = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.?\/?[^":]+"/); // relative: same origin
      expect(inline!.trim()).toBe('');
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('the permission catalogue', () => {
  const roleId = async (name: string) => (await t.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
  const heldBy = async (name: string) =>
    permissionsOf(t.app.deps, { id: -1, roleId: await roleId(name), isAdmin: false });
  const platform: string[] = PERMISSION_SEED.filter((p) => p.scope === 'platform').map((p) => p.name);

  it('marks the admin permissions as platform scope', () => {
    for (const name of [
      'events.manage',
      'articles.manage',
      'learning.manage',
      'gyms.manage',
      'users.manage',
      'roles.manage',
      'errors.resolve',
    ]) {
      expect(platform).toContain(name);
    }
    expect(PERMISSION_SEED.find((p) => p.name === 'documents.manage')?.scope).toBe('gym');
    expect(PERMISSION_SEED.find((p) => p.name === 'tools.use')?.scope).toBe('gym');
  });

  it('grants no platform permission to Owner, Director, Manager or member, inherited grants included', async () => {
    for (const name of GYM_ROLE_NAMES) {
      const held = await heldBy(name);
      expect(held.length, name).toBeGreaterThan(0);
      expect(
        held.filter((p) => platform.includes(p)),
        name,
      ).toEqual([]);
    }
  });

  it('a role holds what the roles below it hold: Owner ⊇ Director ⊇ Manager ⊇ member', async () => {
    const [owner, director, manager, member] = await Promise.all(GYM_ROLE_NAMES.map(heldBy));
    expect(owner).toEqual(expect.arrayContaining(director!));
    expect(director).toEqual(expect.arrayContaining(manager!));
    expect(manager).toEqual(expect.arrayContaining(member!));
    expect(owner).toContain('gym.manage');
    expect(director).not.toContain('gym.manage');
  });

  it('an admin (the flag) holds the whole catalogue', async () => {
    const all = await permissionsOf(t.app.deps, { id: -1, roleId: null, isAdmin: true });
    expect(all).toEqual(PERMISSION_SEED.map((p) => p.name).sort());
  });
});

describe('path ids', () => {
  it('answers 400 for garbage, zero, negative, fractional and beyond-int4 ids, never a 500', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const cookie = await signIn(t, admin.id);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', '1e400', '%20']) {
      for (const url of [
        `/api/admin/gyms/${id}`,
        `/api/admin/users/${id}`,
        `/api/articles/${id}/reviews`,
        `/api/admin/system-errors/${id}/resolve`,
      ]) {
        const method = url.endsWith('/resolve') ? 'POST' : 'GET';
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(method === 'POST' ? { payload: { resolved: true, resolutionNotes: 'x' } } : {}),
        });
        expect(res.statusCode, `${method} ${url} → ${res.body}`).toBe(400);
      }
    }
    const largest = await t.app.inject({ method: 'GET', url: '/api/admin/gyms/2147483647', headers: { cookie } });
    expect(largest.statusCode).toBe(404);
  });
});
