import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { systemErrorLog } from '../../db/schema/index';
import { access } from '../../platform/access';

let t: TestApp;
let adminCookie: string;
let adminId: number;
let memberCookie: string;
let errorId: number;

beforeAll(async () => {
  t = await createTestApp({}, (app) =>
    app.get('/api/test/fail', { ...access.public }, async () => {
      throw new Error('database exploded');
    }),
  );
  const admin = await createUser(t.db, { isAdmin: true, gymId: null });
  const member = await createUser(t.db);
  adminId = admin.id;
  adminCookie = await signIn(t, admin.id);
  memberCookie = await signIn(t, member.id);
  const res = await t.app.inject({ method: 'GET', url: '/api/test/fail' });
  expect(res.statusCode).toBe(500);
  const [row] = await t.db.select().from(systemErrorLog).where(eq(systemErrorLog.requestId, res.json().requestId));
  errorId = row!.id;
});
afterAll(() => t.close());

describe('admin system errors', () => {
  it('refuses visitors (401) and members (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/system-errors' })).statusCode).toBe(401);
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors',
      headers: { cookie: memberCookie },
    });
    expect(member.statusCode).toBe(403);
    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/system-errors/${errorId}/resolve`,
      headers: { cookie: memberCookie },
      payload: { resolved: true, resolutionNotes: 'x' },
    });
    expect(resolve.statusCode).toBe(403);
  });

  it('lists recent unresolved errors with their request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: errorId,
      errorMessage: 'database exploded',
      requestMethod: 'GET',
      requestUrl: '/api/test/fail',
      resolved: false,
      severity: 'error',
    });
  });

  it('validates resolution notes with the spec messages', async () => {
    const url = `/api/admin/system-errors/${errorId}/resolve`;
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie },
      payload: { resolved: true, resolutionNotes: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Resolution notes are required');
    const long = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie },
      payload: { resolved: true, resolutionNotes: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Notes must not exceed 1000 characters');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system-errors/999999/resolve',
      headers: { cookie: adminCookie },
      payload: { resolved: true, resolutionNotes: 'ok' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('resolves an error with notes, records who did it, and moves it out of the unresolved list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/system-errors/${errorId}/resolve`,
      headers: { cookie: adminCookie },
      payload: { resolved: true, resolutionNotes: 'Restarted the database; added a retry.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resolved: true, resolutionNotes: 'Restarted the database; added a retry.' });
    expect(Date.now() - Date.parse(res.json().resolvedAt)).toBeLessThan(60_000);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors',
      headers: { cookie: adminCookie },
    });
    expect(open.json().total).toBe(0);
    const resolved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-errors?status=resolved',
      headers: { cookie: adminCookie },
    });
    expect(resolved.json().items[0].id).toBe(errorId);
    // The refused and invalid attempts earlier left no trace; the resolution did, with before and after.
    expect(await auditTrail(t.db, 'system_error', errorId)).toEqual([
      {
        userId: adminId,
        action: 'resolve_error',
        resourceType: 'system_error',
        resourceId: String(errorId),
        oldValues: { resolved: false, resolutionNotes: null },
        newValues: { resolved: true, resolutionNotes: 'Restarted the database; added a retry.' },
      },
    ]);
  });
});
