import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { gymSubmissions, gyms, users } from '../../db/schema/index';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let adminCookie: string;
let adminId: number;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminId = admin.id;
  adminCookie = await signIn(t, admin.id);
  memberCookie = await signIn(t, (await createUser(t.db)).id);
});
afterAll(() => t.close());

let n = 0;
async function pendingSubmission(overrides: Partial<typeof gymSubmissions.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(gymSubmissions)
    .values({
      name: `Northwind Gymnastics ${n}`,
      addressLine1: '400 Lake St',
      city: 'Duluth',
      state: 'MN',
      zip: '55802',
      country: 'United States',
      phone: '(218) 555-0100',
      website: 'https://northwind.example',
      email: 'office@northwind.example',
      submitterName: 'Kim Lee',
      submitterEmail: `kim${n}@example.com`,
      ...overrides,
    })
    .returning();
  return row!;
}

const call = callsOf(() => t, { prefix: '/api/admin/gym-submissions' });

describe('admin gym submissions: access', () => {
  it.each([
    ['GET', ''],
    ['GET', '/1'],
    ['POST', '/1/approve'],
    ['POST', '/1/reject'],
    ['POST', '/1/mark-duplicate'],
  ] as const)('%s %s: 401 for a visitor, 403 for a member', async (method, url) => {
    const visitor = await call(method, url, null, method === 'POST' ? {} : undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Not authenticated' });
    const member = await call(method, url, memberCookie, method === 'POST' ? {} : undefined);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: 'You need the gyms.manage permission for this' });
  });
});

describe('admin gym submissions: list and detail', () => {
  it('lists pending submissions by default, oldest first, and filters by status with paging', async () => {
    const a = await pendingSubmission({ createdAt: new Date(Date.now() - 60_000) });
    const b = await pendingSubmission();
    await pendingSubmission({ status: 'rejected' });
    const res = await call('GET', '', adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const ids = body.items.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: ids.length });

    const rejected = (await call('GET', '?status=rejected', adminCookie)).json();
    expect(rejected.items.map((s: { status: string }) => s.status)).toEqual(['rejected']);
    const all = (await call('GET', '?status=all&pageSize=1&page=2', adminCookie)).json();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const bad = await call('GET', '?status=maybe', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status: Status must be pending, approved, rejected, duplicate or all');
  });

  it('shows one submission with similar listed gyms and the user registered against it', async () => {
    const listed = await createGym(t.db, { name: 'Harbor Point Gymnastics Academy', city: 'Portland', state: 'ME' });
    const user = await createUser(t.db, { gymId: null });
    const s = await pendingSubmission({ name: 'Harbour Point Gymnastics', submittedByUserId: user.id });
    const res = await call('GET', `/${s.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.submission).toMatchObject({ id: s.id, name: 'Harbour Point Gymnastics', status: 'pending' });
    expect(body.similarGyms[0]).toMatchObject({
      id: listed.id,
      name: 'Harbor Point Gymnastics Academy',
      city: 'Portland',
      state: 'ME',
    });
    expect(body.registeredUser).toMatchObject({ id: user.id, username: user.username, gymId: null });
    expect((await call('GET', '/999999', adminCookie)).json()).toEqual({ message: 'Gym submission not found' });
  });
});

describe('admin gym submissions: approve', () => {
  it('creates the gym, links it, attaches the registered user, logs it and mails the submitter', async () => {
    const user = await createUser(t.db, { gymId: null });
    const s = await pendingSubmission({ submittedByUserId: user.id });
    t.mail.length = 0;
    const res = await call('POST', `/${s.id}/approve`, adminCookie, { adminNotes: ' Verified by phone ' });
    expect(res.statusCode).toBe(200);
    const { submission, gym, attachedUserId } = res.json();
    expect(gym).toMatchObject({
      clubNumber: `SUB-${s.id}`,
      name: s.name,
      addressLine1: '400 Lake St',
      city: 'Duluth',
      state: 'MN',
      zip: '55802',
      country: 'United States',
      phone: '(218) 555-0100',
      website: 'https://northwind.example',
      email: 'office@northwind.example',
      status: 'active',
    });
    expect(submission).toMatchObject({
      status: 'approved',
      approvedGymId: gym.id,
      reviewedBy: adminId,
      adminNotes: 'Verified by phone',
    });
    expect(submission.reviewedAt).toEqual(expect.any(String));
    expect(attachedUserId).toBe(user.id);

    // In the directory list (the set GET /api/gyms lists: status active) at once.
    const listedNow = await t.db
      .select()
      .from(gyms)
      .where(and(eq(gyms.status, 'active'), eq(gyms.id, gym.id)));
    expect(listedNow).toHaveLength(1);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.gymId).toBe(gym.id);
    expect(await auditTrail(t.db, 'gym_submission', s.id)).toEqual([
      {
        userId: adminId,
        action: 'gym_submission.approve',
        resourceType: 'gym_submission',
        resourceId: String(s.id),
        oldValues: { status: 'pending' },
        newValues: {
          status: 'approved',
          approvedGymId: gym.id,
          clubNumber: `SUB-${s.id}`,
          attachedUserId: user.id,
          adminNotes: 'Verified by phone',
        },
      },
    ]);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: s.submitterEmail, subject: `${s.name} is now in the gym network` });
    expect(t.mail[0]!.text).toContain('Note from our team: Verified by phone');
  });

  it('applies the reviewer’s corrections and a chosen club number', async () => {
    const s = await pendingSubmission({ name: 'northwind gym typo' });
    const res = await call('POST', `/${s.id}/approve`, adminCookie, {
      gym: { name: 'Northwind Gym', clubNumber: 'MN-4242', latitude: 46.78, longitude: -92.1, buildingSqFt: 9000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().gym).toMatchObject({
      name: 'Northwind Gym',
      clubNumber: 'MN-4242',
      latitude: 46.78,
      longitude: -92.1,
      buildingSqFt: 9000,
    });
  });

  it('refuses a club number already in use with 409 and leaves the submission pending', async () => {
    await createGym(t.db, { clubNumber: 'MN-5000' });
    const s = await pendingSubmission();
    const res = await call('POST', `/${s.id}/approve`, adminCookie, { gym: { clubNumber: 'MN-5000' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Club number MN-5000 is already used by another gym' });
    const [row] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.id, s.id));
    expect(row!.status).toBe('pending');
  });

  it('reviews only pending submissions (409), and 404 for an unknown one', async () => {
    const s = await pendingSubmission();
    expect((await call('POST', `/${s.id}/approve`, adminCookie, {})).statusCode).toBe(200);
    for (const [url, body] of [
      ['approve', {}],
      ['reject', { adminNotes: 'no' }],
      ['mark-duplicate', { gymId: 1 }],
    ] as const) {
      const again = await call('POST', `/${s.id}/${url}`, adminCookie, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This submission has already been reviewed' });
    }
    const missing = await call('POST', '/999999/approve', adminCookie, {});
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin gym submissions: reject and mark duplicate', () => {
  it('rejects with required notes and tells the submitter why', async () => {
    const s = await pendingSubmission();
    const empty = await call('POST', `/${s.id}/reject`, adminCookie, { adminNotes: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('adminNotes: Admin notes are required');
    const long = await call('POST', `/${s.id}/reject`, adminCookie, { adminNotes: 'x'.repeat(1001) });
    expect(long.json().message).toBe('adminNotes: Notes must not exceed 1000 characters');
    t.mail.length = 0;
    const res = await call('POST', `/${s.id}/reject`, adminCookie, {
      adminNotes: 'Not a gymnastics or athletic center <sorry>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({
      status: 'rejected',
      reviewedBy: adminId,
      adminNotes: 'Not a gymnastics or athletic center <sorry>',
      approvedGymId: null,
    });
    expect(t.mail[0]).toMatchObject({ to: s.submitterEmail, subject: 'About your gym submission' });
    // A rejected submission is the likeliest spam: its words are not mailed to the address it named.
    expect(`${t.mail[0]!.subject}\n${t.mail[0]!.text}`).not.toContain(s.name);
    expect(t.mail[0]!.text).not.toContain(s.submitterName);
    expect(t.mail[0]!.text).toContain('Reason: Not a gymnastics or athletic center <sorry>');
    expect(t.mail[0]!.html).toContain('Reason: Not a gymnastics or athletic center &lt;sorry&gt;');
    // The two refused attempts above left no trace; the rejection did.
    expect(await auditTrail(t.db, 'gym_submission', s.id)).toEqual([
      {
        userId: adminId,
        action: 'gym_submission.reject',
        resourceType: 'gym_submission',
        resourceId: String(s.id),
        oldValues: { status: 'pending' },
        newValues: { status: 'rejected', adminNotes: 'Not a gymnastics or athletic center <sorry>' },
      },
    ]);
  });

  it('marks a duplicate of a listed gym and attaches the registered user to it', async () => {
    const listed = await createGym(t.db, { name: 'Northwind Gymnastics Center' });
    const user = await createUser(t.db, { gymId: null });
    const s = await pendingSubmission({ submittedByUserId: user.id });
    const noGym = await call('POST', `/${s.id}/mark-duplicate`, adminCookie, {});
    expect(noGym.json().message).toBe('gymId: Please select a gym');
    const unknown = await call('POST', `/${s.id}/mark-duplicate`, adminCookie, { gymId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Gym not found' });
    t.mail.length = 0;
    const res = await call('POST', `/${s.id}/mark-duplicate`, adminCookie, {
      gymId: listed.id,
      adminNotes: 'Same address',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({
      status: 'duplicate',
      duplicateOfGymId: listed.id,
      adminNotes: 'Same address',
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.gymId).toBe(listed.id);
    expect(t.mail[0]).toMatchObject({
      to: s.submitterEmail,
      subject: 'Northwind Gymnastics Center is already in the gym network',
    });
    expect(await auditTrail(t.db, 'gym_submission', s.id)).toEqual([
      {
        userId: adminId,
        action: 'gym_submission.mark_duplicate',
        resourceType: 'gym_submission',
        resourceId: String(s.id),
        oldValues: { status: 'pending' },
        newValues: {
          status: 'duplicate',
          duplicateOfGymId: listed.id,
          attachedUserId: user.id,
          adminNotes: 'Same address',
        },
      },
    ]);
  });
});
