/**
 * The caches are emptied after a request that changed data, and only then (decision 0139): an
 * answer under 400 alone says nothing about whether anything changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGym, createUser, signIn } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { changesData } from './write-watch';

let t: TestApp;
let owner: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '60000' });
  const gym = await createGym(t.db);
  owner = await signIn(t, (await createUser(t.db, { gymId: gym.id, role: 'Owner' })).id);
  member = await signIn(t, (await createUser(t.db, { gymId: gym.id, role: 'member' })).id);
});
afterAll(() => t.close());

/** Warms one cached read and answers whether it is still held after `act`. */
let probes = 0;
async function survives(act: () => Promise<{ statusCode: number }>, status: number) {
  const key = `probe-${++probes}`;
  let loads = 0;
  const load = async () => ++loads;
  await t.app.deps.reads.read(key, 60_000, load);
  const generation = t.app.deps.reads.generation();
  expect((await act()).statusCode).toBe(status);
  await t.app.deps.reads.read(key, 60_000, load);
  return t.app.deps.reads.generation() === generation && loads === 1;
}

const post = (url: string, cookie?: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

describe('cache invalidation after writes', () => {
  it('an anonymous logout (200, nothing changed) leaves the caches warm', async () => {
    expect(await survives(() => post('/api/logout'), 200)).toBe(true);
    expect(await survives(() => post('/api/logout', 'sid=not-a-session'), 200)).toBe(true);
  });

  it('a refused write and a write that changes nothing leave them warm', async () => {
    expect(await survives(() => post('/api/repository/folders', member, { name: 'No' }), 403)).toBe(true);
    const unknownRsvp = () =>
      t.app.inject({ method: 'DELETE', url: '/api/events/999999/rsvp', headers: { cookie: member } });
    const res = await unknownRsvp();
    expect(await survives(unknownRsvp, res.statusCode)).toBe(true);
  });

  it('a real write empties them', async () => {
    expect(await survives(() => post('/api/repository/folders', owner, { name: 'Yes' }), 201)).toBe(false);
    const leaving = await signIn(t, (await createUser(t.db)).id);
    expect(await survives(() => post('/api/logout', leaving), 200)).toBe(false);
  });

  it('tells statements that change data from those that do not', () => {
    expect(changesData('insert into "x" values (1)')).toBe(true);
    expect(changesData('  UPDATE "x" set a = 1')).toBe(true);
    expect(changesData('delete from "x"')).toBe(true);
    expect(changesData('with gone as (delete from "x" returning id) select count(*) from gone')).toBe(true);
    expect(changesData('select * from "x"')).toBe(false);
    expect(changesData('with recursive up(id) as (select 1) select id from up')).toBe(false);
    expect(changesData('begin')).toBe(false);
  });
});
