import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages as m } from '../../../shared/events';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertEvent } from './test-helpers';

let t: TestApp;
let gymId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_RSVPS_PER_HOUR: '8' });
  gymId = (await createGym(t.db)).id;
});
afterAll(() => t.close());

const rsvp = (id: number, cookie: string, mode: string) =>
  t.app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, payload: { mode }, headers: { cookie } });
const cancel = (id: number, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/events/${id}/rsvp`, headers: { cookie } });

async function member() {
  const user = await createUser(t.db);
  return { user, cookie: await signIn(t, user.id) };
}

describe('RSVP mail and write limits', () => {
  it('six RSVP mode changes within a minute leave at most two confirmation mails: one per mode', async () => {
    const event = await insertEvent(t.db, gymId, { title: 'Flip-flop breakfast', zoomLink: 'https://zoom.us/j/7' });
    const { user, cookie } = await member();
    const before = t.mail.length;
    const modes = ['in-person', 'zoom', 'in-person', 'zoom', 'in-person', 'zoom'];
    for (const mode of modes) expect((await rsvp(event.id, cookie, mode)).statusCode).toBeLessThan(300);
    const confirmations = t.mail.slice(before).filter((mail) => mail.to === user.email);
    expect(confirmations).toHaveLength(2);
    expect(confirmations.map((mail) => mail.text.includes('https://zoom.us/j/7'))).toEqual([false, true]);
    // The RSVP itself follows every change.
    const mine = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: { cookie } });
    expect(mine.json().myRsvp).toMatchObject({ mode: 'zoom', status: 'going' });
  });

  it('limits RSVP writes (RSVP, change, cancel) per user and hour with a 429 a person can read', async () => {
    const event = await insertEvent(t.db, gymId, { zoomLink: 'https://zoom.us/j/8' });
    const { cookie } = await member();
    const other = await member();
    const writes = [
      () => rsvp(event.id, cookie, 'in-person'),
      () => cancel(event.id, cookie),
      () => rsvp(event.id, cookie, 'zoom'),
      () => rsvp(event.id, cookie, 'in-person'),
    ];
    for (let i = 0; i < 8; i++) expect((await writes[i % 4]!()).statusCode, `write ${i + 1}`).toBeLessThan(300);
    for (const refused of [await rsvp(event.id, cookie, 'zoom'), await cancel(event.id, cookie)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: m.rsvpTooOften });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Counted per user: someone else still RSVPs.
    expect((await rsvp(event.id, other.cookie, 'zoom')).statusCode).toBe(201);
  });
});
