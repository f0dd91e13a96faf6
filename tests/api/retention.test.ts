import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rateLimits, systemErrorLog, userActivityLog, userLoginLog } from '../../src/server/db/schema/index';
import type { Deps } from '../../src/server/platform/deps';
import { pruneOldRows, scheduleRetention } from '../../src/server/platform/retention';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('log retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RETENTION_LOGIN_DAYS: '30' });
  });
  afterAll(() => t?.close());

  it('deletes old rows of every log in slices and keeps recent, open and unfinished ones', async () => {
    const user = await createUser(t.db);
    await t.db.insert(userLoginLog).values([
      ...[40, 50, 60, 70, 80].map((d) => ({
        userId: user.id,
        usernameAttempted: 'old',
        loginTime: daysAgo(d),
        success: true,
      })),
      { userId: user.id, usernameAttempted: 'recent', loginTime: daysAgo(10), success: true },
    ]);
    await t.db.insert(userActivityLog).values([
      { userId: user.id, action: 'update', resourceType: 'user', occurredAt: daysAgo(400) },
      { userId: user.id, action: 'create', resourceType: 'rsvp', occurredAt: daysAgo(300) },
    ]);
    const error = (message: string, resolved: boolean, resolvedDaysAgo: number | null) => ({
      errorType: 'Error',
      errorMessage: message,
      fingerprint: message,
      resolved,
      resolvedAt: resolvedDaysAgo === null ? null : daysAgo(resolvedDaysAgo),
      occurredAt: daysAgo(200),
    });
    await t.db
      .insert(systemErrorLog)
      .values([
        error('resolved long ago', true, 120),
        error('resolved lately', true, 5),
        error('still open', false, null),
      ]);
    await t.db.insert(rateLimits).values([
      { key: 'retention:ended', count: 3, resetAt: daysAgo(1) },
      { key: 'retention:current', count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await t.db.insert(jobs).values([
      { kind: 'import', status: 'completed', finishedAt: daysAgo(100) },
      { kind: 'import', status: 'failed', finishedAt: daysAgo(95) },
      { kind: 'import', status: 'completed', finishedAt: daysAgo(3) },
      { kind: 'import', status: 'queued', createdAt: daysAgo(200) },
    ]);

    const progress: number[] = [];
    const result = await pruneOldRows(t.db, t.config, {
      sliceSize: 2,
      progress: async (p) => void progress.push(p),
    });
    expect(result).toEqual({ user_login_log: 5, user_activity_log: 1, system_error_log: 1, rate_limits: 1, jobs: 2 });
    expect(progress.at(-1)).toBe(100);
    // Five old login rows in slices of two: three slices, then the table is done.
    expect(progress.filter((p) => p === 0).length).toBeGreaterThanOrEqual(3);

    const logins = await t.db
      .select({ u: userLoginLog.usernameAttempted })
      .from(userLoginLog)
      .where(eq(userLoginLog.userId, user.id));
    expect(logins.map((r) => r.u)).toEqual(['recent']);
    const errors = await t.db.select({ m: systemErrorLog.errorMessage }).from(systemErrorLog);
    expect(errors.map((r) => r.m).sort()).toEqual(['resolved lately', 'still open']);
    const limits = await t.db
      .select({ k: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'retention:%'`);
    expect(limits.map((r) => r.k)).toEqual(['retention:current']);
    const left = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'import'));
    expect(left.map((r) => r.status).sort()).toEqual(['completed', 'queued']);
  });

  it('queues one retention job a day, however many processes ask at once', async () => {
    const deps = { db: t.db, jobs: { kick() {} } } as unknown as Pick<Deps, 'db' | 'jobs'>;
    const day = new Date('2026-11-28T03:00:00Z');
    const asked = await Promise.all([
      scheduleRetention(deps, day),
      scheduleRetention(deps, day),
      scheduleRetention(deps, day),
    ]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await scheduleRetention(deps, new Date('2026-11-28T23:00:00Z'))).toBe(false);
    expect(await scheduleRetention(deps, new Date('2026-11-29T00:30:00Z'))).toBe(true);
    const queued = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'retention'));
    expect(queued.map((r) => (r.payload as { day: string }).day).sort()).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('tells the admin how far back the login log and the error log reach', async () => {
    const admin = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
    const oldest = daysAgo(20);
    await t.db.insert(userLoginLog).values({ usernameAttempted: 'oldest', loginTime: oldest, success: false });
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/users/login-log', headers: { cookie: admin } });
    expect(log.statusCode).toBe(200);
    expect(log.json().reach).toEqual({ keptDays: 30, oldest: oldest.toISOString() });
    const errors = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors?status=all',
      headers: { cookie: admin },
    });
    expect(errors.statusCode).toBe(200);
    const [first] = await t.db
      .select({ at: systemErrorLog.occurredAt })
      .from(systemErrorLog)
      .orderBy(systemErrorLog.occurredAt)
      .limit(1);
    expect(errors.json().reach).toEqual({ keptDays: 90, oldest: first!.at.toISOString() });
    // Test one left errors first seen 200 days ago: the log reaches that far back.
    expect(Date.now() - Date.parse(errors.json().reach.oldest)).toBeGreaterThan(199 * 86_400_000);
  });
});
