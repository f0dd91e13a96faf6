import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymAccessMessages } from '../../../shared/gym-access';
import { messageMessages as m } from '../../../shared/messages';
import { permissionRequired } from '../../../shared/permission-texts';
import { messages, smsOptOuts, userActivityLog, voiceRecordings } from '../../db/schema/index';
import { providerSignature } from '../../platform/sms';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, reason, withDemoOwner } from '../../../../tests/support/tool-calls';
import { seedDemoMessages } from '../../db/seed/messages';

const AUTH_TOKEN = 'test-provider-auth-token';
// Plain http: an https public URL makes the session cookie a __Host- one, which the test cookies are not.
const PUBLIC_URL = 'http://club.example.com';
const SHARED_FROM = '+15550001000';
const OWN_FROM = '+15550002000';

let t: TestApp;
const call = callsOf(() => t);
let gymA: number;
let gymC: number;
let ownerA: { id: number; cookie: string };
let managerA: string;
let memberA: string;
let pendingA: string;
let ownerB: string;
let ownerC: string;
let loner: string;

async function person(role: string, gymId: number | null, extra: { gymAccess?: string } = {}) {
  const user = await createUser(t.db, { role, gymId, ...extra });
  return { id: user.id, cookie: await signIn(t, user.id) };
}

const text = (overrides: Record<string, unknown> = {}) => ({
  type: 'sms',
  customerName: 'Dana Whitfield',
  customerPhone: '555-201-4410',
  content: 'Practice is cancelled tonight because of the storm.',
  ...overrides,
});

/** A webhook call signed as the provider signs it (or with the signature given). */
function webhook(route: 'inbound' | 'status', fields: Record<string, string>, signature?: string | null) {
  const url = `/api/webhooks/sms/${route}`;
  const sig = signature === undefined ? providerSignature(AUTH_TOKEN, `${PUBLIC_URL}${url}`, fields) : signature;
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(sig ? { 'x-twilio-signature': sig } : {}) },
  });
}

const tableCounts = async () => ({
  messages: (await t.db.select({ n: count() }).from(messages))[0]!.n,
  optOuts: (await t.db.select({ n: count() }).from(smsOptOuts))[0]!.n,
  log: (await t.db.select({ n: count() }).from(userActivityLog))[0]!.n,
});

beforeAll(async () => {
  t = await createTestApp({ SMS_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_URL, SMS_FROM: SHARED_FROM });
  gymA = (await createGym(t.db, { name: 'Alpha Gymnastics' })).id;
  gymC = (await createGym(t.db, { name: 'Cedar Tumbling', smsFrom: OWN_FROM })).id;
  ownerA = await person('Owner', gymA);
  managerA = (await person('Manager', gymA)).cookie;
  memberA = (await person('member', gymA)).cookie;
  pendingA = (await person('Owner', gymA, { gymAccess: 'pending' })).cookie;
  ownerB = (await person('Owner', (await createGym(t.db, { name: 'Bravo Flips' })).id)).cookie;
  ownerC = (await person('Director', gymC)).cookie;
  loner = (await person('Owner', null)).cookie;
});
afterAll(() => t.close());

describe('POST /api/messages', () => {
  it('texts a family through the adapter: 201, status sent, the provider id, tags, logged', async () => {
    t.sms.length = 0;
    const res = await call(
      'POST',
      '/api/messages',
      ownerA.cookie,
      text({ tags: ['Schedule', 'schedule', 'late pickup'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'sms',
      direction: 'outbound',
      customerName: 'Dana Whitfield',
      customerPhone: '555-201-4410',
      status: 'sent',
      twilioSid: 'test-sms-1',
      twilioStatus: 'queued',
      emailSent: false,
      tags: ['schedule', 'late pickup'],
      gymId: gymA,
      userId: ownerA.id,
      sentBy: 'Test User',
      recordings: [],
    });
    expect(t.sms).toEqual([{ to: '555-201-4410', from: SHARED_FROM, body: text().content }]);
    const trail = await auditTrail(t.db, 'message', body.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      userId: ownerA.id,
      action: 'message.send_sms',
      oldValues: null,
      newValues: { customerPhone: '555-201-4410', content: text().content, twilioSid: 'test-sms-1', gymId: gymA },
    });
  });

  it('mails the copy when asked and an email is given (emailSent true)', async () => {
    t.mail.length = 0;
    const res = await call(
      'POST',
      '/api/messages',
      managerA,
      text({
        customerEmail: 'dana@example.com',
        sendEmail: true,
        content: 'Your May tuition is due Friday.',
        tags: ['billing'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: true, customerEmail: 'dana@example.com' });
    await new Promise((r) => setImmediate(r));
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: 'dana@example.com', subject: 'A message from Alpha Gymnastics' });
    expect(t.mail[0]!.text).toContain('Your May tuition is due Friday.');
    const noEmail = await call('POST', '/api/messages', managerA, text({ sendEmail: true }));
    expect(noEmail.json().emailSent).toBe(false);
  });

  it('leaves a voicemail read out by text-to-speech, or playing a recording', async () => {
    t.calls.length = 0;
    const tts = await call(
      'POST',
      '/api/messages',
      ownerA.cookie,
      text({ type: 'voicemail', content: 'Meet warm-ups start at 7.' }),
    );
    expect(tts.statusCode, tts.body).toBe(201);
    expect(tts.json()).toMatchObject({ type: 'voicemail', twilioSid: expect.stringMatching(/^test-call-/) });
    expect(tts.json().recordings).toEqual([expect.objectContaining({ isTextToSpeech: true, recordingUrl: null })]);
    const played = await call(
      'POST',
      '/api/messages',
      ownerA.cookie,
      text({
        type: 'voicemail',
        content: 'Coach Lee about Saturday',
        recordingUrl: 'https://cdn.example.com/coach-lee.mp3',
      }),
    );
    expect(played.statusCode, played.body).toBe(201);
    expect(played.json().recordings).toEqual([
      expect.objectContaining({ isTextToSpeech: false, recordingUrl: 'https://cdn.example.com/coach-lee.mp3' }),
    ]);
    expect(t.calls).toEqual([
      { to: '555-201-4410', from: SHARED_FROM, say: 'Meet warm-ups start at 7.' },
      { to: '555-201-4410', from: SHARED_FROM, playUrl: 'https://cdn.example.com/coach-lee.mp3' },
    ]);
  });

  it('sends from the gym’s own number when it has one', async () => {
    t.sms.length = 0;
    expect((await call('POST', '/api/messages', ownerC, text())).statusCode).toBe(201);
    expect(t.sms[0]!.from).toBe(OWN_FROM);
  });

  it.each([
    [{ type: undefined }, m.typeRequired],
    [{ type: 'fax' }, m.typeRequired],
    [{ customerPhone: '555-1234' }, m.phoneTooShort],
    [{ customerPhone: undefined }, m.phoneTooShort],
    [{ customerPhone: '+1 555 201 4410 99' }, m.phoneTooLong],
    [{ customerPhone: '(555) 201-4410' }, m.phoneInvalid],
    [{ customerEmail: 'dana-at-example' }, m.emailInvalid],
    [{ content: '   ' }, m.contentRequired],
    [{ content: undefined }, m.contentRequired],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await call('POST', '/api/messages', ownerA.cookie, text(change));
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe(message);
  });

  it('refuses a visitor 401, a member without messaging.send 403, a pending member 403, no gym 403', async () => {
    expect((await call('POST', '/api/messages', null, text())).statusCode).toBe(401);
    const member = await call('POST', '/api/messages', memberA, text());
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(permissionRequired('messaging.send'));
    const pending = await call('POST', '/api/messages', pendingA, text());
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(gymAccessMessages.pending);
    const none = await call('POST', '/api/messages', loner, text());
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(m.noGym);
  });

  it('writes the text into DATA_DIR/outbox addressed to the phone when no provider is set', async () => {
    const box = await createTestApp({}, undefined, { outbox: true });
    try {
      const user = await createUser(box.db, { role: 'Owner' });
      const res = await box.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: await signIn(box, user.id) },
        payload: text({ customerPhone: '+15552014410' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().twilioSid).toMatch(/^outbox-[0-9a-f]{16}$/);
      const dir = path.join(box.config.DATA_DIR, 'outbox');
      const files = fs.readdirSync(dir).filter((f) => f.includes('-sms-15552014410') && f.endsWith('.txt'));
      expect(files).toHaveLength(1);
      const file = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(file).toContain('To: +15552014410');
      expect(file).toContain(`Id: ${res.json().twilioSid}`);
      expect(file.split('\n\n')[1]).toContain(text().content);
    } finally {
      await box.close();
    }
  });
});

describe('GET /api/messages', () => {
  it('lists the gym’s messages newest first, paged, and never another gym’s', async () => {
    const res = await call('GET', '/api/messages?pageSize=2', ownerA.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const all = (await call('GET', '/api/messages?pageSize=100', ownerA.cookie)).json().items as {
      id: number;
      gymId: number;
      sentAt: string;
    }[];
    expect(all.every((x) => x.gymId === gymA)).toBe(true);
    const times = all.map((x) => Date.parse(x.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const other = (await call('GET', '/api/messages', ownerB)).json();
    expect(other).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('searches the name, the phone (as written or its digits) and the content; filters by tag and phone', async () => {
    const ids = async (query: string) =>
      ((await call('GET', `/api/messages?${query}`, ownerA.cookie)).json().items as { content: string }[]).map(
        (x) => x.content,
      );
    expect(await ids('search=tuition')).toEqual(['Your May tuition is due Friday.']);
    expect((await ids('search=whitfield')).length).toBeGreaterThan(3);
    expect((await ids('search=2014410')).length).toBeGreaterThan(3);
    expect(await ids('tag=billing')).toEqual(['Your May tuition is due Friday.']);
    expect(await ids('tag=schedule')).toEqual([text().content]);
    expect((await ids('phone=%2B1%20555%20201%204410')).length).toBeGreaterThan(3);
    expect(await ids('phone=5559999999')).toEqual([]);
  });

  it('refuses a visitor 401, a pending member 403, a member without the permission 403', async () => {
    expect((await call('GET', '/api/messages', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/messages', pendingA)).statusCode).toBe(403);
    expect((await call('GET', '/api/messages', memberA)).statusCode).toBe(403);
  });

  it('answers 404 for another gym’s message, by id and for its recordings', async () => {
    const mine = (await call('GET', '/api/messages?pageSize=1', ownerA.cookie)).json().items[0];
    expect((await call('GET', `/api/messages/${mine.id}`, ownerA.cookie)).json().id).toBe(mine.id);
    const theirs = await call('GET', `/api/messages/${mine.id}`, ownerB);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(m.notFound);
    const rec = await call('POST', `/api/messages/${mine.id}/recordings`, ownerB, { isTextToSpeech: true });
    expect(rec.statusCode).toBe(404);
  });
});

describe('POST /api/messages/:id/recordings', () => {
  it('adds a recording to a message of the gym, logged', async () => {
    const vm = (await call('POST', '/api/messages', ownerA.cookie, text({ type: 'voicemail' }))).json();
    const res = await call('POST', `/api/messages/${vm.id}/recordings`, ownerA.cookie, {
      recordingUrl: 'https://cdn.example.com/vm-1.mp3',
      recordingDuration: 42,
      isTextToSpeech: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ messageId: vm.id, recordingDuration: 42, isTextToSpeech: false });
    const rows = await t.db.select().from(voiceRecordings).where(eq(voiceRecordings.messageId, vm.id));
    expect(rows).toHaveLength(2);
    expect(await auditTrail(t.db, 'voice_recording', res.json().id)).toEqual([
      expect.objectContaining({ action: 'voice_recording.create', userId: ownerA.id }),
    ]);
  });

  it.each(['0', '-3', 'abc', '1.5'])("refuses message id %s with 'Message ID is required'", async (id) => {
    const res = await call('POST', `/api/messages/${id}/recordings`, ownerA.cookie, { isTextToSpeech: true });
    expect(res.statusCode).toBe(400);
    expect(reason(res)).toBe(m.messageIdRequired);
  });
});

describe('inbound texts and opt-outs', () => {
  it('drives STOP through a signed webhook: the next text is refused with 409, START reverses it', async () => {
    const phone = '555-310-7788';
    const first = await call(
      'POST',
      '/api/messages',
      ownerA.cookie,
      text({ customerPhone: phone, customerName: 'Rosa Ng' }),
    );
    expect(first.statusCode).toBe(201);

    const stop = await webhook('inbound', {
      From: '+15553107788',
      To: SHARED_FROM,
      Body: '  Stop ',
      MessageSid: 'SM-in-1',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');

    const refused = await call('POST', '/api/messages', ownerA.cookie, text({ customerPhone: phone }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This number has opted out of text messages' });
    const status = await call('GET', `/api/messages/opt-out?phone=${encodeURIComponent(phone)}`, ownerA.cookie);
    expect(status.json()).toMatchObject({ optedOut: true });
    // A voicemail is not a text message.
    expect(
      (await call('POST', '/api/messages', ownerA.cookie, text({ customerPhone: phone, type: 'voicemail' })))
        .statusCode,
    ).toBe(201);
    // A gym with its own number was not asked to stop.
    expect((await call('POST', '/api/messages', ownerC, text({ customerPhone: phone }))).statusCode).toBe(201);

    const [row] = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '5553107788'));
    expect(row).toMatchObject({ sendingNumber: '5550001000', optedInAt: null });
    expect(await auditTrail(t.db, 'sms_opt_out', row!.id)).toEqual([
      expect.objectContaining({ action: 'sms_opt_out.stop', userId: null, oldValues: null }),
    ]);

    const start = await webhook('inbound', { From: '+15553107788', To: SHARED_FROM, Body: 'START' });
    expect(start.statusCode).toBe(200);
    expect((await call('POST', '/api/messages', ownerA.cookie, text({ customerPhone: phone }))).statusCode).toBe(201);
    expect((await auditTrail(t.db, 'sms_opt_out', row!.id)).map((r) => r.action)).toEqual([
      'sms_opt_out.stop',
      'sms_opt_out.start',
    ]);
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'end', 'QUIT'])('%s opts out too', async (word) => {
    const from = `+1555420${String(1000 + word.length)}`;
    expect((await webhook('inbound', { From: from, To: SHARED_FROM, Body: word })).statusCode).toBe(200);
    const res = await call('POST', '/api/messages', ownerA.cookie, text({ customerPhone: from }));
    expect(res.statusCode).toBe(409);
    await webhook('inbound', { From: from, To: SHARED_FROM, Body: 'unstop' });
  });

  it('STOP to a gym’s own number opts out of that gym only', async () => {
    await webhook('inbound', { From: '+15556660001', To: OWN_FROM, Body: 'STOP' });
    expect((await call('POST', '/api/messages', ownerC, text({ customerPhone: '5556660001' }))).statusCode).toBe(409);
    expect((await call('POST', '/api/messages', ownerA.cookie, text({ customerPhone: '5556660001' }))).statusCode).toBe(
      201,
    );
  });

  it('keeps a reply in the history of the gym that wrote to the family, with the family’s name', async () => {
    const reply = await webhook('inbound', {
      From: '+15552014410',
      To: SHARED_FROM,
      Body: 'Thanks! Will Maya make it up on Thursday?',
      MessageSid: 'SM-reply-1',
    });
    expect(reply.statusCode).toBe(200);
    const thread = (await call('GET', '/api/messages?phone=5552014410', ownerA.cookie)).json().items;
    expect(thread[0]).toMatchObject({
      direction: 'inbound',
      customerName: 'Dana Whitfield',
      content: 'Thanks! Will Maya make it up on Thursday?',
      status: 'received',
      userId: null,
      sentBy: null,
    });
    // Bravo Flips shares the number but never wrote to this family: it sees nothing.
    expect((await call('GET', '/api/messages', ownerB)).json().total).toBe(0);
  });

  it('refuses an unsigned or wrongly signed call with 403 and writes nothing', async () => {
    const before = await tableCounts();
    const fields = { From: '+15557770001', To: SHARED_FROM, Body: 'STOP' };
    expect((await webhook('inbound', fields, null)).statusCode).toBe(403);
    expect((await webhook('inbound', fields, 'bm90IHRoZSBzaWduYXR1cmU=')).statusCode).toBe(403);
    const signedOther = providerSignature(AUTH_TOKEN, `${PUBLIC_URL}/api/webhooks/sms/inbound`, {
      ...fields,
      Body: 'hi',
    });
    expect((await webhook('inbound', fields, signedOther)).statusCode).toBe(403);
    const wrongKey = providerSignature('another-token', `${PUBLIC_URL}/api/webhooks/sms/inbound`, fields);
    expect((await webhook('inbound', fields, wrongKey)).statusCode).toBe(403);
    expect((await webhook('status', { MessageSid: 'test-sms-1', MessageStatus: 'delivered' }, null)).statusCode).toBe(
      403,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses every call when no auth token is set', async () => {
    const open = await createTestApp({ PUBLIC_URL });
    try {
      const fields = { From: '+15557770001', To: SHARED_FROM, Body: 'STOP' };
      const res = await open.app.inject({
        method: 'POST',
        url: '/api/webhooks/sms/inbound',
        payload: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': providerSignature('', `${PUBLIC_URL}/api/webhooks/sms/inbound`, fields),
        },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('accepts forms only on the webhook routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: new URLSearchParams({ type: 'sms', customerPhone: '5552014410', content: 'hi' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ownerA.cookie },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/webhooks/sms/status', () => {
  it('updates twilioStatus and status by the provider id, logged with old and new values', async () => {
    const sent = (await call('POST', '/api/messages', ownerA.cookie, text({ content: 'Status check' }))).json();
    const res = await webhook('status', { MessageSid: sent.twilioSid, MessageStatus: 'delivered', AccountSid: 'AC1' });
    expect(res.statusCode).toBe(200);
    const after = (await call('GET', `/api/messages/${sent.id}`, ownerA.cookie)).json();
    expect(after).toMatchObject({ status: 'delivered', twilioStatus: 'delivered' });
    const trail = await auditTrail(t.db, 'message', sent.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'message.status',
      oldValues: { status: 'sent', twilioStatus: 'queued' },
      newValues: { status: 'delivered', twilioStatus: 'delivered' },
    });
    await webhook('status', { MessageSid: sent.twilioSid, MessageStatus: 'undelivered' });
    expect((await call('GET', `/api/messages/${sent.id}`, ownerA.cookie)).json().status).toBe('failed');
  });
});

describe('the demo seed', () => {
  it('fills the demo owner’s history: texts, voicemails, replies, tags, and the family that texted STOP', async () => {
    await withDemoOwner([seedDemoMessages], async (demo, cookie) => {
      const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { cookie } });
      const page = (await get('/api/messages?pageSize=100')).json();
      expect(page.total).toBe(15);
      const items = page.items as { direction: string; type: string; tags: string[] }[];
      expect(items.filter((x) => x.direction === 'inbound')).toHaveLength(4);
      expect(items.filter((x) => x.type === 'voicemail')).toHaveLength(2);
      for (const tag of ['billing', 'schedule', 'meet']) {
        expect((await get(`/api/messages?tag=${tag}`)).json().total, tag).toBeGreaterThan(1);
      }
      expect((await get('/api/messages/opt-out?phone=217-555-9052')).json().optedOut).toBe(true);
      const refused = await demo.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie },
        payload: text({ customerPhone: '217-555-9052' }),
      });
      expect(refused.statusCode).toBe(409);
    });
  });
});
