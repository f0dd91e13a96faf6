import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGym, createUser, signIn } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { events } from '../db/schema/index';
import { composeMail } from './mail-compose';
import { MAILS_PER_ADDRESS_PER_HOUR, sendMails } from './mailer';

let t: TestApp;
const warnings: { msg: string; to?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
});
afterAll(() => t.close());

const note = (to: string, n: number) => composeMail(to, `Note ${n}`, 'Hello,', ['A note.']);
const sentTo = (to: string) => t.mail.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

describe('the per-address hourly mail cap', () => {
  it(`delivers ${MAILS_PER_ADDRESS_PER_HOUR} mails to one address in an hour, drops the rest with a warning, spares other addresses and password resets`, async () => {
    const to = 'flooded@example.com';
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR; i++) await sendMails(t.app.deps, [note(to, i)]);
    expect(sentTo(to)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    // The same address however it is spelled, several in one call.
    await sendMails(t.app.deps, [note(' Flooded@Example.com', 98), note(to, 99), note('calm@example.com', 1)]);
    expect(sentTo(to)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    expect(sentTo('calm@example.com')).toHaveLength(1);
    const dropped = warnings.filter((w) => w.msg === 'mail dropped: the address reached its hourly cap');
    expect(dropped.map((w) => w.to)).toEqual([' Flooded@Example.com', to]);
    // A password reset is never counted nor dropped.
    await sendMails(t.app.deps, [composeMail(to, 'Reset your password', 'Hello,', ['Link'])], { capped: false });
    expect(sentTo(to).at(-1)!.subject).toBe('Reset your password');
  });

  it('drops the mail, not the request: an RSVP still succeeds when its confirmation is over the cap', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.id);
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR; i++) await sendMails(t.app.deps, [note(user.email, i)]);
    const [event] = await t.db
      .insert(events)
      .values({
        gymId: (await createGym(t.db)).id,
        title: 'Capped breakfast',
        description: 'Coffee',
        location: 'Denver',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        capacity: 10,
      })
      .returning();
    const before = t.mail.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event!.id}/rsvp`,
      payload: { mode: 'in-person' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(t.mail.length).toBe(before);
    expect(warnings.at(-1)).toMatchObject({ msg: 'mail dropped: the address reached its hourly cap', to: user.email });
  });
});
