import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { applicationBody, chapterRow, createChapter } from '../../../../tests/support/chapters';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { chapterMessages } from '../../../shared/chapters';
import { chapterApplications, chapterMembers } from '../../db/schema/index';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: '10' });
  admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminCookie = await signIn(t, admin.id);
});
afterAll(() => t.close());

const apply = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/chapter-applications', payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });

async function applicant() {
  const user = await createUser(t.db, { firstName: 'Ada', lastName: 'Applicant' });
  return { user, cookie: await signIn(t, user.id) };
}

describe('POST /api/chapter-applications', () => {
  it('stores a pending application, mails the applicant a receipt and the admins a notice, and records it', async () => {
    const { user, cookie } = await applicant();
    const mails = t.mail.length;
    const body = applicationBody({ email: 'ada@example.com' });
    const res = await apply(cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json();
    expect(app).toMatchObject({
      userId: user.id,
      applicantName: 'Ada Applicant',
      chapterName: body.chapterName,
      city: 'Peoria',
      state: 'IL',
      email: 'ada@example.com',
      phone: '+1 309-555-0199',
      why: body.why,
      status: 'pending',
      rejectionReason: null,
      chapterId: null,
      reviewedAt: null,
    });
    const sent = t.mail.slice(mails);
    expect(sent.map((m) => m.to).sort()).toEqual([user.email, admin.email].sort());
    expect(sent.find((m) => m.to === admin.email)!.subject).toBe(
      `New chapter application to review: ${body.chapterName}`,
    );
    expect(await auditTrail(t.db, 'chapter_application', app.id)).toEqual([
      {
        userId: user.id,
        action: 'chapter_application.create',
        resourceType: 'chapter_application',
        resourceId: String(app.id),
        oldValues: null,
        newValues: {
          chapterName: body.chapterName,
          city: 'Peoria',
          state: 'IL',
          email: 'ada@example.com',
          phone: '+1 309-555-0199',
          status: 'pending',
        },
      },
    ]);
  });

  it('sends the receipt to the account, not the typed address, and quotes nothing the applicant typed', async () => {
    const { user, cookie } = await applicant();
    const mails = t.mail.length;
    const typed = applicationBody({
      email: 'victim@example.org',
      chapterName: 'Buy cheap pills at spam.example',
      city: 'Clickhere',
      state: 'ZZ',
      why: 'Visit spam.example now',
    });
    expect((await apply(cookie, typed)).statusCode).toBe(201);
    const sent = t.mail.slice(mails);
    expect(sent.some((m) => m.to === 'victim@example.org')).toBe(false);
    const receipt = sent.find((m) => m.to === user.email)!;
    expect(receipt.subject).toBe('We received your chapter application');
    for (const part of [receipt.subject, receipt.text, receipt.html]) {
      for (const words of ['spam.example', 'Clickhere', 'ZZ', user.firstName]) expect(part).not.toContain(words);
    }
  });

  it('needs the chapters.lead permission (Owner, Director): a Manager gets 403 naming it, and nothing is stored', async () => {
    const manager = await createUser(t.db, { role: 'Manager' });
    const res = await apply(await signIn(t, manager.id), applicationBody());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: chapterMessages.leadPermission });
    expect(res.json().message).toContain('chapters.lead');
    expect(await t.db.select().from(chapterApplications).where(eq(chapterApplications.userId, manager.id))).toEqual([]);
    const director = await createUser(t.db, { role: 'Director' });
    expect((await apply(await signIn(t, director.id), applicationBody())).statusCode).toBe(201);
  });

  it('answers 401 to a visitor', async () => {
    expect((await apply(undefined, applicationBody())).statusCode).toBe(401);
  });

  it("gives the spec's messages for a short phone and a bad email, and clear ones for missing fields", async () => {
    const { cookie } = await applicant();
    for (const [patch, message] of [
      [{ phone: '555-0199' }, 'Please enter a valid phone number'],
      [{ phone: '123456789' }, 'Please enter a valid phone number'],
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
      [{ chapterName: '  ' }, 'Chapter name is required'],
      [{ city: '' }, 'City is required'],
      [{ state: '' }, 'State is required'],
      [{ why: 'x'.repeat(2001) }, 'Please keep this under 2000 characters'],
    ] as const) {
      const res = await apply(cookie, applicationBody(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().issues[0].message).toBe(message);
      expect(res.json().message).toContain(message);
    }
    const tenDigits = await apply(cookie, applicationBody({ phone: '3095550199', why: null }));
    expect(tenDigits.statusCode, tenDigits.body).toBe(201);
    expect(tenDigits.json().why).toBeNull();
  });

  it('refuses a second pending application and an application from a member of a chapter (409)', async () => {
    const { cookie } = await applicant();
    expect((await apply(cookie, applicationBody())).statusCode).toBe(201);
    const again = await apply(cookie, applicationBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an application waiting for review');

    const { members } = await createChapter(t.db, { members: 1 });
    const member = await apply(await signIn(t, members[0]!.id), applicationBody());
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('You already belong to a chapter');
  });

  it('limits applications per user and hour (429)', async () => {
    const { user, cookie } = await applicant();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      // Each one is refused as a duplicate after the first; the limit counts every attempt.
      statuses.push((await apply(cookie, applicationBody())).statusCode);
    }
    expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
    expect((await apply(cookie, applicationBody())).headers['retry-after']).toBeDefined();
    const rows = await t.db.select().from(chapterApplications).where(eq(chapterApplications.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the admin reviews applications', () => {
  it('lists pending applications by default, oldest first, with the total', async () => {
    const { cookie } = await applicant();
    const created = (await apply(cookie, applicationBody())).json();
    const res = await asAdmin('GET', '/api/admin/chapter-applications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(body.items.map((a: { id: number }) => a.id)).toContain(created.id);
    expect(body.total).toBe(body.items.length);
    const all = (await asAdmin('GET', '/api/admin/chapter-applications?status=all&pageSize=1')).json();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(body.total);
    expect((await asAdmin('GET', '/api/admin/chapter-applications?status=bogus')).statusCode).toBe(400);
  });

  it('approve creates the active chapter with the applicant as president and member, and mails them', async () => {
    const { user, cookie } = await applicant();
    const body = applicationBody({ email: 'founder.peoria@example.com', phone: '3095550111' });
    const app = (await apply(cookie, body)).json();
    const mails = t.mail.length;
    const res = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const { chapterId } = res.json();
    expect(res.json()).toEqual({ chapterId: expect.any(Number) });
    expect(await chapterRow(t.db, chapterId)).toMatchObject({
      name: body.chapterName,
      city: 'Peoria',
      state: 'IL',
      status: 'active',
      presidentId: user.id,
      presidentName: 'Ada Applicant',
      presidentEmail: 'founder.peoria@example.com',
      presidentPhone: '3095550111',
      memberCount: 1,
    });
    expect(await t.db.select().from(chapterMembers).where(eq(chapterMembers.chapterId, chapterId))).toMatchObject([
      { userId: user.id, role: 'president', status: 'active' },
    ]);
    const [stored] = await t.db.select().from(chapterApplications).where(eq(chapterApplications.id, app.id));
    expect(stored).toMatchObject({ status: 'approved', chapterId, reviewedBy: admin.id });
    expect(stored!.reviewedAt).toBeInstanceOf(Date);
    expect(t.mail.slice(mails).map((m) => [m.to, m.subject])).toEqual([
      ['founder.peoria@example.com', `${body.chapterName} is now an active chapter`],
    ]);
    // The new chapter is public at once.
    expect((await t.app.inject({ url: `/api/chapters/${chapterId}` })).statusCode).toBe(200);
    expect(await auditTrail(t.db, 'chapter_application', app.id)).toEqual([
      expect.objectContaining({ action: 'chapter_application.create' }),
      expect.objectContaining({
        userId: admin.id,
        action: 'chapter_application.approve',
        oldValues: { status: 'pending', chapterId: null },
        newValues: { status: 'approved', chapterId },
      }),
    ]);
    expect(await auditTrail(t.db, 'chapter', chapterId)).toEqual([
      expect.objectContaining({
        action: 'chapter.create',
        oldValues: null,
        newValues: expect.objectContaining({ status: 'active', presidentId: user.id, memberCount: 1 }),
      }),
    ]);
    // Reviewed once only.
    const again = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been reviewed');
    const reject = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/reject`, { reason: 'late' });
    expect(reject.statusCode).toBe(409);
  });

  it('refuses to approve when the applicant joined a chapter meanwhile (409) and answers 404 for an unknown id', async () => {
    const { user, cookie } = await applicant();
    const app = (await apply(cookie, applicationBody())).json();
    const { chapter } = await createChapter(t.db);
    await t.db
      .insert(chapterMembers)
      .values({ chapterId: chapter.id, userId: user.id, role: 'member', status: 'active' });
    const res = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already belong to a chapter');
    const [stored] = await t.db.select().from(chapterApplications).where(eq(chapterApplications.id, app.id));
    expect(stored!.status).toBe('pending');
    const missing = await asAdmin('POST', '/api/admin/chapter-applications/999999/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Application not found');
  });

  it('approving the same application twice at once: one 200, one 409, one chapter', async () => {
    const { cookie } = await applicant();
    const app = (await apply(cookie, applicationBody())).json();
    const results = await Promise.all(
      [1, 2].map(() => asAdmin('POST', `/api/admin/chapter-applications/${app.id}/approve`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('reject needs a reason, stores it and mails it to the applicant', async () => {
    const { cookie } = await applicant();
    const app = (await apply(cookie, applicationBody({ email: 'turned.down@example.com' }))).json();
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/reject`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].message).toBe('Please give a reason');
    }
    const mails = t.mail.length;
    const reason = 'There is already an active chapter in Peoria; please join it first.';
    const res = await asAdmin('POST', `/api/admin/chapter-applications/${app.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: app.id, status: 'rejected', rejectionReason: reason });
    expect(res.json().reviewedAt).toEqual(expect.any(String));
    const sent = t.mail.slice(mails);
    expect(sent.map((m) => m.to)).toEqual(['turned.down@example.com']);
    expect(sent[0]!.text).toContain(`Reason: ${reason}`);
    expect((await auditTrail(t.db, 'chapter_application', app.id)).at(-1)).toEqual({
      userId: admin.id,
      action: 'chapter_application.reject',
      resourceType: 'chapter_application',
      resourceId: String(app.id),
      oldValues: { status: 'pending', rejectionReason: null },
      newValues: { status: 'rejected', rejectionReason: reason },
    });
    // A rejected applicant may apply again.
    expect((await apply(cookie, applicationBody())).statusCode).toBe(201);
  });

  it('refuses a plain member (403) on every admin application call', async () => {
    const { cookie } = await applicant();
    for (const [method, url] of [
      ['GET', '/api/admin/chapter-applications'],
      ['POST', '/api/admin/chapter-applications/1/approve'],
      ['POST', '/api/admin/chapter-applications/1/reject'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(method === 'POST' ? { payload: { reason: 'x' } } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(chapterMessages.notPresident).toBe('Only the chapter president can do this');
  });
});
