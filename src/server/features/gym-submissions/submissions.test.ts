import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { emptySubmissionForm, toSubmissionPayload } from '../../../shared/gym-submissions';
import { gymSubmissions, users } from '../../db/schema/index';

let t: TestApp;
let ip = 0;
const nextIp = () => `10.1.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payload = toSubmissionPayload({
  ...emptySubmissionForm('  Prairie Wind <Gymnastics>  '),
  addressLine1: ' 12 Main St ',
  city: 'Peoria',
  state: 'IL',
  zip: '61602',
  submitterName: 'Jo <b>Smith</b>',
  submitterEmail: 'jo@example.com',
});

const submit = (body: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gym-submissions',
    payload: body as object,
    remoteAddress: extra.remoteAddress ?? nextIp(),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });

describe('POST /api/gym-submissions', () => {
  it('stores the submission as pending and answers 201 with id, name and status', async () => {
    const admin = await createUser(t.db, { isAdmin: true, gymId: null });
    await createUser(t.db, { isAdmin: true, gymId: null, status: 'suspended' });
    t.mail.length = 0;
    const res = await submit(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), name: 'Prairie Wind <Gymnastics>', status: 'pending' });
    const [row] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.id, body.id));
    expect(row).toMatchObject({
      name: 'Prairie Wind <Gymnastics>',
      addressLine1: '12 Main St',
      addressLine2: null,
      city: 'Peoria',
      state: 'IL',
      province: null,
      zip: '61602',
      country: 'United States',
      phone: null,
      website: null,
      email: null,
      submitterName: 'Jo <b>Smith</b>',
      submitterEmail: 'jo@example.com',
      status: 'pending',
      submittedByUserId: null,
    });
    expect(await auditTrail(t.db, 'gym_submission', body.id)).toEqual([
      {
        userId: null,
        action: 'gym_submission.create',
        resourceType: 'gym_submission',
        resourceId: String(body.id),
        oldValues: null,
        newValues: { name: 'Prairie Wind <Gymnastics>', state: 'IL' },
      },
    ]);

    // The submitter's confirmation and one notification per active admin, HTML escaped.
    expect(t.mail.map((m) => m.to)).toEqual(['jo@example.com', admin.email]);
    const [confirmation, notice] = t.mail;
    // The confirmation is a fixed text (see the next test); the admins' notice names the gym, escaped.
    expect(confirmation!.subject).toBe('We received your gym submission');
    expect(confirmation!.text).toContain('We received a gym submission made with this email address');
    expect(notice!.subject).toBe('New gym submission to review: Prairie Wind <Gymnastics>');
    expect(notice!.html).toContain('Prairie Wind &lt;Gymnastics&gt;');
    expect(notice!.html).toContain('Jo &lt;b&gt;Smith&lt;/b&gt;');
    expect(notice!.html).not.toContain('<b>Smith');
    expect(notice!.text).toContain('/admin/gym-submissions');
  });

  it('mails the anonymous submitter a fixed text: nothing the submitter wrote reaches that address', async () => {
    const outbox = await createTestApp({}, undefined, { outbox: true });
    try {
      const written = {
        ...emptySubmissionForm('Cheap pills at https://spam.example/buy'),
        addressLine1: 'Visit www.spam.example now',
        city: 'Clickbait City',
        state: 'IL',
        zip: '61602',
        phone: '+1 555 010 7777',
        website: 'https://spam.example',
        submitterName: 'Your bank: call 555-0100',
        submitterEmail: 'victim@example.com',
      };
      const res = await outbox.app.inject({ method: 'POST', url: '/api/gym-submissions', payload: written });
      expect(res.statusCode).toBe(201);
      const dir = path.join(outbox.config.DATA_DIR, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 200 && !files.length; i++) {
        files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes('victim')) : [];
        if (!files.length) await new Promise((r) => setTimeout(r, 20));
      }
      expect(files).toHaveLength(1);
      // Quoted-printable soft breaks undone, so a long line cannot hide a match.
      const mail = fs.readFileSync(path.join(dir, files[0]!), 'utf8').replace(/=\r?\n/g, '');
      expect(mail).toContain('We received a gym submission made with this email address');
      for (const text of ['spam.example', 'Cheap pills', 'Clickbait', 'Your bank', '555-0100', '555 010 7777', '61602'])
        expect(mail, text).not.toContain(text);
      expect(mail).not.toMatch(/https?:\/\//);
    } finally {
      await outbox.close();
    }
  });

  it('links a signed-in member without a gym to the submission', async () => {
    const member = await createUser(t.db, { gymId: null });
    const res = await submit(payload, { cookie: await signIn(t, member.id) });
    const [row] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.id, res.json().id));
    expect(row!.submittedByUserId).toBe(member.id);
  });

  it.each([
    [{ ...payload, name: '  ' }, 'name: Gym name is required'],
    [{ ...payload, state: '' }, 'state: State/Province is required'],
    [{ ...payload, state: 'ILLINOIS' }, 'state: Use at most 3 characters for the state or province'],
    [{ ...payload, country: undefined }, 'country: Please select a country'],
    [{ ...payload, submitterName: '' }, 'submitterName: Your name is required'],
    [{ ...payload, submitterEmail: 'not-an-email' }, 'submitterEmail: Please enter a valid email'],
    [{ ...payload, email: 'x@' }, 'email: Please enter a valid email'],
    [{ ...payload, zip: 'z'.repeat(21) }, 'zip: Must not exceed 20 characters'],
    [{ ...payload, phone: 5551234 }, 'phone: Must be text'],
  ])('answers bad input with 400 and a clear message (%#)', async (body, message) => {
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gym-submissions',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts the spec-minimal payload of the inline registration form', async () => {
    const res = await submit({
      name: 'Tiny Tots Tumbling',
      state: 'WI',
      country: 'United States',
      submitterName: 'Al',
      submitterEmail: 'al@example.com',
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps the submission when mail fails, and logs it', async () => {
    const { mailer, log } = t.app.deps;
    const lines: { msg: string; to: string; err: { message: string } }[] = [];
    t.app.deps.mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    t.app.deps.log = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    try {
      const res = await submit({ ...payload, name: 'Mail Trouble Gymnastics' });
      expect(res.statusCode).toBe(201);
      const rows = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.name, 'Mail Trouble Gymnastics'));
      expect(rows).toHaveLength(1);
      // Mail goes out after the answer, so its failures are logged a moment later.
      const admins = await t.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
      expect(admins.length).toBeGreaterThan(0);
      const recipients = ['jo@example.com', ...admins.map((a) => a.email)];
      await vi.waitFor(() => expect(lines).toHaveLength(recipients.length));
      expect(lines.map((l) => [l.msg, l.to, l.err.message])).toEqual(
        recipients.map((to) => ['mail could not be sent', to, 'SMTP down']),
      );
    } finally {
      t.app.deps.mailer = mailer;
      t.app.deps.log = log;
    }
  });

  it('allows 10 submissions per hour per IP, then 429 with Retry-After', async () => {
    const remoteAddress = '10.2.0.1';
    for (let i = 0; i < 10; i++) expect((await submit(payload, { remoteAddress })).statusCode).toBe(201);
    const res = await submit(payload, { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect((await submit(payload, { remoteAddress: '10.2.0.2' })).statusCode).toBe(201);
  });
});
