import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createUser } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { post } from '../../../../tests/support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('argon2id off the event loop', () => {
  it('hashes with the OWASP parameters m=19 MiB, t=2, p=1', async () => {
    expect(await hashPassword('Breakfast2024')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('20 verifications at once leave the event loop mostly idle (they run on the thread pool)', async () => {
    const hash = await hashPassword('Breakfast2024');
    await verifyPassword(hash, 'Breakfast2024');
    const before = performance.eventLoopUtilization();
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyPassword(hash, 'Breakfast2024')));
    const elu = performance.eventLoopUtilization(before).utilization;
    expect(results.every(Boolean)).toBe(true);
    // On the loop itself this would be ~1.0 (the loop busy the whole time).
    expect(elu).toBeLessThan(0.6);
  });

  it('a request made during 20 logins is answered before they all finish', async () => {
    // Twenty members (one account's parallel sign-ins beyond the lockout threshold are refused
    // while in flight: docs/decisions/0072-lockout-counted-before-check.md).
    const members = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const order: string[] = [];
    const logins = members.map((u) =>
      post(t, '/api/login', { username: u.username, password: u.plainPassword }, { ip: '10.7.7.7' }).then((r) => {
        order.push('login');
        return r;
      }),
    );
    const health = t.app.inject({ method: 'GET', url: '/api/health' }).then((r) => {
      order.push('health');
      return r;
    });
    const [results, h] = await Promise.all([Promise.all(logins), health]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(h.statusCode).toBe(200);
    expect(order.indexOf('health')).toBeLessThan(order.length - 1);
  });
});
