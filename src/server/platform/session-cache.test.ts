/**
 * The embedded database's session cache (docs/decisions/0015-session-read-cache.md): a session
 * may be answered from memory, but every way a session ends through the app is seen at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sessions } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  // A long cache, so that only an invalidation can explain a fresh answer.
  t = await createTestApp({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('session cache on the embedded database', () => {
  it('answers a known session from memory', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(t, u.id);
    expect((await me(cookie)).statusCode).toBe(200);
    // Behind the app's back (no process but this one may do so in production): still answered.
    await t.db.delete(sessions).where(eq(sessions.userId, u.id));
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('sees a logout at once', async () => {
    const u = await createUser(t.db);
    const cookie = await signIn(t, u.id);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post('/api/logout', cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("sees an admin's lock at once, in every session of the user", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const adminCookie = await signIn(t, admin.id);
    const u = await createUser(t.db);
    const phone = await signIn(t, u.id);
    const laptop = await signIn(t, u.id);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    const lock = await post(`/api/admin/users/${u.id}/actions`, adminCookie, {
      action: 'lock_account',
      reason: 'Chargeback dispute',
    });
    expect(lock.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('sees a privilege change at once', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const adminCookie = await signIn(t, admin.id);
    const u = await createUser(t.db, { isAdmin: true });
    const cookie = await signIn(t, u.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${u.id}`,
      headers: { cookie: adminCookie },
      payload: { isAdmin: false },
    });
    expect(demote.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(401);
  });
});

/**
 * On PostgreSQL several processes share the sessions: two apps on one database stand for two
 * processes. The write notice (platform/invalidation.ts) keeps their caches honest.
 */
describe.skipIf((process.env.TEST_DB_KIND ?? 'pglite') !== 'postgres')(
  'session cache across processes (PostgreSQL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ SESSION_CACHE_MS: '60000' });
      b = await createTestApp({ SESSION_CACHE_MS: '60000' }, undefined, { shareDatabaseOf: a });
      await Promise.all([a.app.deps.invalidation.ready, b.app.deps.invalidation.ready]);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const meOn = (app: TestApp, cookie: string) =>
      app.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    async function eventually401(app: TestApp, cookie: string) {
      for (let i = 0; i < 100; i++) {
        if ((await meOn(app, cookie)).statusCode === 401) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    }

    it('answers from memory while the channel is up', async () => {
      const u = await createUser(a.db);
      const cookie = await signIn(a, u.id);
      expect((await meOn(a, cookie)).statusCode).toBe(200);
      await a.db.delete(sessions).where(eq(sessions.userId, u.id)); // behind both apps' backs
      expect((await meOn(a, cookie)).statusCode).toBe(200);
    });

    it('sees a logout made by the other process within moments, long before the cache would expire', async () => {
      const u = await createUser(a.db);
      const cookie = await signIn(a, u.id);
      expect((await meOn(a, cookie)).statusCode).toBe(200);
      expect((await meOn(b, cookie)).statusCode).toBe(200);
      const out = await b.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect((await meOn(b, cookie)).statusCode).toBe(401);
      expect(await eventually401(a, cookie)).toBe(true);
    });

    it("sees an admin's lock made by the other process", async () => {
      const admin = await createUser(a.db, { isAdmin: true });
      const adminCookie = await signIn(b, admin.id);
      const u = await createUser(a.db);
      const cookie = await signIn(a, u.id);
      expect((await meOn(a, cookie)).statusCode).toBe(200);
      const lock = await b.app.inject({
        method: 'POST',
        url: `/api/admin/users/${u.id}/actions`,
        headers: { cookie: adminCookie },
        payload: { action: 'lock_account', reason: 'Chargeback dispute' },
      });
      expect(lock.statusCode).toBe(200);
      expect(await eventually401(a, cookie)).toBe(true);
    });

    it('reads the database every time while the channel is down', async () => {
      await a.app.deps.invalidation.stop();
      expect(a.app.deps.invalidation.coherent()).toBe(false);
      const u = await createUser(a.db);
      const cookie = await signIn(a, u.id);
      expect((await meOn(a, cookie)).statusCode).toBe(200);
      await a.db.delete(sessions).where(eq(sessions.userId, u.id));
      expect((await meOn(a, cookie)).statusCode).toBe(401);
    });
  },
);
