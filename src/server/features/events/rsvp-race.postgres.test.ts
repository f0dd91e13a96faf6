import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvps } from '../../db/schema/index';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertEvent } from './test-helpers';

// Two app instances on one PostgreSQL database, as two processes behind a load balancer would be:
// the row lock on the event (decision 0080) holds across processes, so nothing is overbooked.
describe.skipIf((process.env.TEST_DB_KIND ?? 'pglite') !== 'postgres')('RSVPs across two app processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, undefined, { shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('30 members racing for 7 in-person seats through two apps: exactly 7 get in, the rest hear 409', async () => {
    const gym = await createGym(a.db);
    const event = await insertEvent(a.db, gym.id, { capacity: 7 });
    const members = await Promise.all(
      Array.from({ length: 30 }, async () => signIn(a, (await createUser(a.db, { gymId: gym.id })).id)),
    );
    const results = await Promise.all(
      members.map((cookie, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/rsvp`,
          payload: { mode: 'in-person' },
          headers: { cookie },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: 'This event is full' });
    const going = await a.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, 'going'), eq(rsvps.mode, 'in-person')));
    expect(going).toHaveLength(7);
  });
});
