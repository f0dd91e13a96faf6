import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLoginLog, users } from '../../src/server/db/schema/index';
import { createUser } from '../support/factories';
import { post } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// Lockout holds under parallel guessing: the attempt is counted before the password is checked.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', LOGIN_MAX_FAILURES: '5' });
});
afterAll(() => t.close());

describe('30 parallel wrong logins for one account', () => {
  it('lock it after 5 checked guesses, and the right password is then refused', async () => {
    const user = await createUser(t.db, { username: 'race_target' });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(t, '/api/login', { username: 'race_target', password: `Wrong-guess-${i}A` }),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.every((c) => c === 400 || c === 423)).toBe(true);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(4);

    const checked = await t.db
      .select()
      .from(userLoginLog)
      .where(and(eq(userLoginLog.userId, user.id), eq(userLoginLog.failureReason, 'bad_password')));
    expect(checked).toHaveLength(5);

    const right = await post(t, '/api/login', { username: 'race_target', password: user.plainPassword });
    expect(right.statusCode).toBe(423);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.accountLockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });
});
