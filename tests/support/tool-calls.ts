/** Helpers shared by the tools' API tests (imported by *.test.ts only). */
import { eq } from 'drizzle-orm';
import { withTransaction, type Tx } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/server/db/seed/accounts';
import { seedDemoGyms } from '../../src/server/db/seed/gyms';
import { createGym, createUser, signIn } from './factories';
import { createTestApp, type TestApp } from './test-app';

export { callsOf, type Method } from './http';

/** Why a call was refused: the first issue of a 400, else its message. */
export const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

/** A signed-in user of `gymId` (a new gym of their own unless told; null: none), with the cookie to send. */
async function signedIn(t: TestApp, role: string, gymId?: number | null) {
  const user = await createUser(t.db, { role, ...(gymId === undefined ? {} : { gymId }) });
  return { id: user.id, cookie: await signIn(t, user.id) };
}

/**
 * Who a saved tool's ownership tests need, signed in: gym A ("Alpha Gymnastics") with its owner
 * and a director (coachA; a Manager holds no financial tools), the owner of another gym (ownerB),
 * and an owner without a gym (loner).
 */
export async function gymPeople(t: TestApp) {
  const gymA = (await createGym(t.db, { name: 'Alpha Gymnastics' })).id;
  return {
    gymA,
    ownerA: await signedIn(t, 'Owner', gymA),
    coachA: await signedIn(t, 'Director', gymA),
    ownerB: await signedIn(t, 'Owner'),
    loner: (await signedIn(t, 'Owner', null)).cookie,
  };
}

/**
 * A fresh app with the demo gyms and accounts and then `seeders`, in one transaction as the seed
 * runs them; `check` gets it with the demo owner's cookie, and the app is closed after, whatever happens.
 */
export async function withDemoOwner(
  seeders: ((tx: Tx) => Promise<void>)[],
  check: (demo: TestApp, cookie: string) => Promise<void>,
) {
  const demo = await createTestApp();
  try {
    await withTransaction(demo.db, async (tx) => {
      await seedDemoGyms(tx);
      await seedDemoAccounts(tx, 'Breakfast2024');
      for (const seed of seeders) await seed(tx);
    });
    const [owner] = await demo.db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS[0].username));
    await check(demo, await signIn(demo, owner!.id));
  } finally {
    await demo.close();
  }
}
