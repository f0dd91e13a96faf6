import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../src/server/db/client';
import { SCALE_ACCOUNTS, SCALE_PASSWORD, seedScale, ScaleSeedError } from '../../src/server/db/seed/scale/index';
import { createTestApp, type TestApp } from '../support/test-app';

const onPostgres = (process.env.TEST_DB_KIND ?? 'pglite') === 'postgres';
const COUNTS = { gyms: 120, users: 400, rsvps: 1500, documents: 250 };

const countOf = async (db: Db, table: string) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]!.n);
const checksum = async (db: Db, query: string) =>
  rowsOf<{ sum: string }>(
    await db.execute(sql.raw(`select md5(string_agg(r::text, '|' order by r::text)) as sum from (${query}) r`)),
  )[0]!.sum;

describe.skipIf(!onPostgres)('the scale seed (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    await seedScale(a.database.url!, COUNTS);
    await seedScale(b.database.url!, COUNTS);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('leaves at least the asked counts of gyms, users, RSVPs and documents', async () => {
    expect(await countOf(a.db, 'gyms')).toBeGreaterThanOrEqual(COUNTS.gyms);
    expect(await countOf(a.db, 'users')).toBeGreaterThanOrEqual(COUNTS.users);
    expect(await countOf(a.db, 'rsvps')).toBeGreaterThanOrEqual(COUNTS.rsvps);
    expect(await countOf(a.db, 'documents')).toBeGreaterThanOrEqual(COUNTS.documents);
    expect(await countOf(a.db, 'repository_documents')).toBeGreaterThanOrEqual(COUNTS.documents);
  });

  it('writes the same rows for the same sizes', async () => {
    for (const query of [
      'select name, city, state, latitude from gyms',
      'select username, email, first_name, last_name, role, gym_access from users',
      'select u.username, e.title, r.status, r.mode from rsvps r join users u on u.id = r.user_id join events e on e.id = r.event_id',
    ]) {
      expect(await checksum(a.db, query), query).toBe(await checksum(b.db, query));
    }
  });

  it('signs its members in with the printed password, and refuses a second run', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: SCALE_ACCOUNTS.heavyMember, password: SCALE_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expect(seedScale(a.database.url!, COUNTS)).rejects.toBeInstanceOf(ScaleSeedError);
  });
});
