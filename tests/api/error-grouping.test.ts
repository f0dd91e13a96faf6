import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLog } from '../../src/server/db/schema/index';
import { access } from '../../src/server/platform/access';
import { reopenConflictMessage } from '../../src/shared/system-errors';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Identical server errors are grouped (docs/decisions/0075-grouped-server-errors.md).
let t: TestApp;
let adminCookie: string;

function fail(kind: string): never {
  throw new Error(`grouped failure: ${kind}`);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_READS_PER_MINUTE: '100000' }, (app) => {
    app.get('/api/test/same/:id', { ...access.public }, async () => fail('same'));
    app.get('/api/test/other', { ...access.public }, async () => fail('other'));
    app.get('/api/test/burst', { ...access.public }, async () => fail('burst'));
    app.get('/api/test/reopen', { ...access.public }, async () => fail('reopen'));
  });
  const admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminCookie = await signIn(t, admin.id);
});
afterAll(() => t.close());

const rowsOf = (message: string) =>
  t.db
    .select()
    .from(systemErrorLog)
    .where(eq(systemErrorLog.errorMessage, `grouped failure: ${message}`));
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server errors are grouped by fingerprint while unresolved', () => {
  it('the same error on the same route (any id) is one row with a count and a last-seen time', async () => {
    const first = await get('/api/test/same/1');
    expect(first.statusCode).toBe(500);
    await get('/api/test/same/2');
    await get('/api/test/same/3?x=1');
    const rows = await rowsOf('same');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ occurrences: 3, resolved: false, requestId: first.json().requestId });
    expect(rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.occurredAt.getTime());
    // A different error is its own entry.
    await get('/api/test/other');
    expect(await rowsOf('other')).toHaveLength(1);
    expect((await rowsOf('same'))[0]!.occurrences).toBe(3);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors?status=all',
      headers: { cookie: adminCookie },
    });
    const item = list.json().items.find((i: { errorMessage: string }) => i.errorMessage === 'grouped failure: same');
    expect(item).toMatchObject({ occurrences: 3, occurredAt: rows[0]!.occurredAt.toISOString() });
    expect(Date.parse(item.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(item.occurredAt));
  });

  it('simultaneous identical errors make one row and lose no count', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/test/burst')));
    expect(answers.every((a) => a.statusCode === 500)).toBe(true);
    const rows = await rowsOf('burst');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurrences).toBe(12);
  });

  it('after a resolution the error opens a new entry; reopening the old one then answers 409', async () => {
    await get('/api/test/reopen');
    const [old] = await rowsOf('reopen');
    const resolve = (id: number, resolved: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/system-errors/${id}/resolve`,
        headers: { cookie: adminCookie },
        payload: { resolved, resolutionNotes: 'Fixed the thing' },
      });
    expect((await resolve(old!.id, true)).statusCode).toBe(200);
    await get('/api/test/reopen');
    await get('/api/test/reopen');
    const rows = await rowsOf('reopen');
    expect(rows.map((r) => [r.resolved, r.occurrences]).sort()).toEqual([
      [false, 2],
      [true, 1],
    ]);
    const reopen = await resolve(old!.id, false);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(reopenConflictMessage);
  });
});
