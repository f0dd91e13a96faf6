import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../src/shared/accounts';
import { users } from '../../src/server/db/schema/index';
import { createGym } from '../support/factories';
import { post } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let gymId: number;
beforeAll(async () => {
  t = await createTestApp();
  gymId = (await createGym(t.db, { name: 'Policy Gym', status: 'active' })).id;
});
afterAll(() => t.close());

const registration = (password: string, n: number) => ({
  email: `policy${n}@example.com`,
  username: `policy_user${n}`,
  password,
  mobile: '+1 555-010-3000',
  firstName: 'Pat',
  lastName: 'Policy',
  role: 'Owner',
  gymId,
});

describe('password policy on registration', () => {
  it('refuses a common password such as Password123 with 400 and the reason, creating nothing', async () => {
    const res = await post(t, '/api/register', registration('Password123', 1));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(m.passwordTooCommon);
    expect(await t.db.select().from(users).where(eq(users.username, 'policy_user1'))).toHaveLength(0);
  });

  it('accepts an uncommon one', async () => {
    expect((await post(t, '/api/register', registration('Tumbling4Ever', 2))).statusCode).toBe(201);
  });
});
