import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../src/shared/accounts';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { callsOf, type Method } from '../support/http';

// An account that must change its password may do that and nothing else that needs a sign-in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = callsOf(() => t);

describe('while mustChangePassword holds', () => {
  it('every signed-in call but the user, the change and logout answers 403 with the reason', async () => {
    const user = await createUser(t.db, { mustChangePassword: true });
    const cookie = await signIn(t, user.id);
    const closed = t.app.apiRoutes.filter(
      (r) => r.access.level === 'permission' || (r.access.level === 'member' && !r.access.duringForcedChange),
    );
    expect(closed.length).toBeGreaterThan(10);
    for (const route of closed) {
      const res = await call(
        route.method as Method,
        route.url.replace(/:\w+/g, '1'),
        cookie,
        route.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().message, `${route.method} ${route.url}`).toBe(m.passwordChangeRequired);
    }
    expect((await call('PATCH', '/api/user/profile', cookie, { firstName: 'Changed' })).statusCode).toBe(403);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);

    const changed = await call('POST', '/api/user/change-password', cookie, {
      currentPassword: user.plainPassword,
      newPassword: 'Fresh-Start-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    const after = await call('GET', '/api/user/permissions', cookie);
    expect(after.statusCode).toBe(200);
    expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(200);
  });

  it('logout stays open', async () => {
    const user = await createUser(t.db, { mustChangePassword: true });
    const cookie = await signIn(t, user.id);
    expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
  });
});
