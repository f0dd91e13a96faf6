import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../src/shared/accounts';
import { userTempPassword } from '../../src/server/db/schema/index';
import { createUser, signIn } from '../support/factories';
import { post } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a temporary password', () => {
  it('stops opening the account at its expiry even after it was used once', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const member = await createUser(t.db);
    const made = await post(
      t,
      `/api/admin/users/${member.id}/actions`,
      { action: 'generate_temp_password', reason: 'Locked out' },
      { cookie: await signIn(t, admin.id) },
    );
    const temp = made.json().tempPassword as string;
    expect((await post(t, '/api/login', { username: member.username, password: temp })).statusCode).toBe(200);
    const [row] = await t.db.select().from(userTempPassword).where(eq(userTempPassword.userId, member.id));
    expect(row!.used).toBe(true);

    await t.db
      .update(userTempPassword)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTempPassword.userId, member.id));
    const late = await post(t, '/api/login', { username: member.username, password: temp });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.tempPasswordExpired);
  });
});
