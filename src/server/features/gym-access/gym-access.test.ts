import { permissionRequired } from '../../../shared/permission-texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymAccessMessages as m } from '../../../shared/gym-access';
import { roles, userActivityLog, userRoles } from '../../db/schema/index';
import { cookieFrom, post, callsOf } from '../../../../tests/support/http';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let gymA: { id: number; name: string };
let gymB: { id: number; name: string };
let gymEmpty: { id: number; name: string };
let ownerA: string;
let ownerB: string;
let admin: string;
let plainMember: string;

beforeAll(async () => {
  t = await createTestApp();
  gymA = await createGym(t.db, { name: 'Summit Flips' });
  gymB = await createGym(t.db, { name: 'Harbor Tumble' });
  gymEmpty = await createGym(t.db, { name: 'Prairie Gymnastics' });
  const oa = await createUser(t.db, { gymId: gymA.id, role: 'Owner', email: 'owner.a@example.com' });
  ownerA = await signIn(t, oa.id);
  ownerB = await signIn(t, (await createUser(t.db, { gymId: gymB.id, role: 'Owner' })).id);
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  plainMember = await signIn(t, (await createUser(t.db, { gymId: gymB.id, role: 'member' })).id);
});
afterAll(() => t.close());

let n = 0;
/** Registers a new account with a listed gym and returns its session cookie and id. */
async function registerAt(gymId: number, role: 'Owner' | 'Director' | 'Manager' = 'Owner', name = 'Casey') {
  n += 1;
  const res = await post(t, '/api/register', {
    email: `joiner${n}@example.com`,
    username: `joiner_${n}`,
    password: 'Breakfast2024',
    mobile: '+1 555-010-2000',
    firstName: name,
    lastName: 'Joiner',
    role,
    gymId,
  });
  expect(res.statusCode).toBe(201);
  const cookie = cookieFrom(res)!;
  const me = await call('GET', '/api/user', cookie);
  return { cookie, id: me.json().id as number, username: `joiner_${n}`, email: `joiner${n}@example.com` };
}

const call = callsOf(() => t);

async function pendingRequestOf(userId: number, cookie = admin) {
  const res = await call('GET', '/api/admin/gym-access-requests?status=pending&pageSize=100', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { id: number; userId: number }[]).find((r) => r.userId === userId)!;
}

describe('registering with a listed gym', () => {
  it("is pending: the account works, the gym's private data answers 403 with the notice", async () => {
    const joiner = await registerAt(gymA.id);
    const me = await call('GET', '/api/user', joiner.cookie);
    expect(me.json()).toMatchObject({ gymId: gymA.id, gymAccess: 'pending' });

    for (const [method, url, body] of [
      ['GET', '/api/repository/documents?scope=gym'],
      ['GET', '/api/gym-facts'],
      ['GET', '/api/meet-expenses'],
      ['GET', '/api/arps'],
      ['GET', '/api/tool-scenarios?tool=churn-rate'],
      ['POST', '/api/repository/folders', { name: 'Front desk' }],
    ] as const) {
      const res = await call(method, url, joiner.cookie, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(m.pending);
    }
    // Member content is open at once.
    expect((await call('GET', '/api/repository/documents?scope=library', joiner.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/learning/modules', joiner.cookie)).statusCode).toBe(200);

    const mine = await call('GET', '/api/user/gym-access', joiner.cookie);
    expect(mine.json()).toMatchObject({ status: 'pending', gymId: gymA.id, gymName: gymA.name });
    expect(mine.json().requestedAt).toEqual(expect.any(String));
    expect(mine.json().approvers).toEqual(['Test User (Owner)']);
  });

  it("mails the gym's approvers, or the admins when the gym has no approved member", async () => {
    const before = t.mail.length;
    await registerAt(gymA.id, 'Manager', 'Robin');
    const toOwner = t.mail.slice(before).filter((mail) => mail.to === 'owner.a@example.com');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`Access request for ${gymA.name}`);
    expect(toOwner[0]!.text).toContain('/my-gym/access');

    const mark = t.mail.length;
    const lonely = await registerAt(gymEmpty.id);
    const sent = t.mail.slice(mark).filter((mail) => mail.subject === `Access request for ${gymEmpty.name}`);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((mail) => mail.text.includes('/admin/gym-access'))).toBe(true);
    expect((await call('GET', '/api/user/gym-access', lonely.cookie)).json().approvers).toEqual([]);
  });
});

describe("the gym's approvers", () => {
  it('list and approve their own gym’s requests; the user reads the gym’s data on the next request', async () => {
    const joiner = await registerAt(gymA.id, 'Director', 'Jamie');
    const list = await call('GET', `/api/my-gym/access-requests?status=pending&search=${joiner.username}`, ownerA);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    const item = list.json().items[0];
    expect(item).toMatchObject({
      userId: joiner.id,
      username: joiner.username,
      email: joiner.email,
      firstName: 'Jamie',
      lastName: 'Joiner',
      gymId: gymA.id,
      gymName: gymA.name,
      role: 'Director',
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });

    // Another gym's owner cannot see or decide it.
    expect((await call('POST', `/api/my-gym/access-requests/${item.id}/approve`, ownerB)).statusCode).toBe(404);
    const bList = await call('GET', `/api/my-gym/access-requests?search=${joiner.username}`, ownerB);
    expect(bList.json().total).toBe(0);
    // A member of the gym without gym.manage is refused.
    expect((await call('GET', '/api/my-gym/access-requests', plainMember)).statusCode).toBe(403);

    const mark = t.mail.length;
    const approved = await call('POST', `/api/my-gym/access-requests/${item.id}/approve`, ownerA);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'Test User' });
    expect((await call('GET', '/api/user', joiner.cookie)).json().gymAccess).toBe('approved');
    expect((await call('GET', '/api/gym-facts', joiner.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/repository/documents?scope=gym', joiner.cookie)).statusCode).toBe(200);
    const decided = t.mail.slice(mark).filter((mail) => mail.to === joiner.email);
    expect(decided.map((mail) => mail.subject)).toEqual([`Your access to ${gymA.name} is approved`]);

    // Decided once.
    const again = await call('POST', `/api/my-gym/access-requests/${item.id}/approve`, ownerA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyDecided);
    const [logged] = await t.db.select().from(userActivityLog).where(eq(userActivityLog.action, 'gym_access.approve'));
    expect(logged).toMatchObject({ resourceType: 'gym_access_request', oldValues: { status: 'pending' } });
  });

  it('a pending member of the gym cannot approve anyone, even holding gym.manage', async () => {
    const first = await registerAt(gymB.id, 'Owner', 'Pat');
    const second = await registerAt(gymB.id, 'Manager', 'Lee');
    const req = await pendingRequestOf(second.id);
    const res = await call('POST', `/api/my-gym/access-requests/${req.id}/approve`, first.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.pending);
  });
});

describe('the admins', () => {
  it('see every request, search it, and need a reason to deny', async () => {
    const joiner = await registerAt(gymEmpty.id, 'Manager', 'Quinn');
    const found = await call(
      'GET',
      `/api/admin/gym-access-requests?search=${encodeURIComponent(gymEmpty.name)}`,
      admin,
    );
    expect(found.json().items.some((r: { userId: number }) => r.userId === joiner.id)).toBe(true);
    const byName = await call('GET', '/api/admin/gym-access-requests?search=Quinn%20Joiner', admin);
    expect(byName.json().items.map((r: { userId: number }) => r.userId)).toEqual([joiner.id]);
    expect((await call('GET', '/api/admin/gym-access-requests?pageSize=101', admin)).statusCode).toBe(400);
    const refused = await call('GET', '/api/admin/gym-access-requests', ownerA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionRequired('users.manage'));

    const req = await pendingRequestOf(joiner.id);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await call('POST', `/api/admin/gym-access-requests/${req.id}/deny`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.reasonRequired);
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gym-access-requests/${req.id}/deny`,
      headers: { cookie: admin },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(m.reasonRequired);

    const mark = t.mail.length;
    const denied = await call('POST', `/api/admin/gym-access-requests/${req.id}/deny`, admin, {
      reason: 'Nobody by that name works here',
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', reason: 'Nobody by that name works here' });
    expect((await call('GET', '/api/user', joiner.cookie)).json()).toMatchObject({ gymAccess: 'none', gymId: null });
    const mine = await call('GET', '/api/user/gym-access', joiner.cookie);
    expect(mine.json()).toMatchObject({ status: 'none', deniedReason: 'Nobody by that name works here' });
    const toUser = t.mail.slice(mark).filter((mail) => mail.to === joiner.email);
    expect(toUser).toHaveLength(1);
    expect(toUser[0]!.text).toContain('Nobody by that name works here');
  });

  it('approve any gym’s request', async () => {
    const joiner = await registerAt(gymB.id, 'Manager', 'Sky');
    const req = await pendingRequestOf(joiner.id);
    expect((await call('POST', `/api/admin/gym-access-requests/${req.id}/approve`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', joiner.cookie)).json().gymAccess).toBe('approved');
  });
});

describe('role changes take effect', () => {
  it('a demoted Owner loses documents.manage on the next request', async () => {
    const owner = await createUser(t.db, { gymId: gymA.id, role: 'Owner' });
    const [ownerRole] = await t.db.select().from(roles).where(eq(roles.name, 'Owner'));
    await t.db.insert(userRoles).values({ userId: owner.id, roleId: ownerRole!.id });
    const [member] = await t.db.select().from(roles).where(eq(roles.name, 'member'));
    const cookie = await signIn(t, owner.id);
    expect((await call('POST', '/api/repository/folders', cookie, { name: 'Before' })).statusCode).toBe(201);

    const patched = await call('PATCH', `/api/admin/users/${owner.id}`, admin, { roleId: member!.id });
    expect(patched.statusCode).toBe(200);
    const fresh = await signIn(t, owner.id); // a role change ends the user's sessions
    const perms = (await call('GET', '/api/user/permissions', fresh)).json().permissions as string[];
    const memberPerms = await t.db.execute(
      // the member role's own grants (it has no role below it)
      `select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${member!.id} order by p.name`,
    );
    expect(perms).toEqual((memberPerms as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
    expect(perms).not.toContain('documents.manage');
    const refused = await call('POST', '/api/repository/folders', fresh, { name: 'After' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionRequired('documents.manage'));
    const [audit] = await t.db.select().from(userActivityLog).where(eq(userActivityLog.action, 'admin.user_update'));
    expect(audit).toMatchObject({
      oldValues: { roleId: ownerRole!.id, role: 'Owner' },
      newValues: { roleId: member!.id },
    });
  });

  it('GET /api/admin/roles lists every role; GET /api/roles only those a registrant may choose', async () => {
    const all = (await call('GET', '/api/admin/roles', admin)).json() as { id: number; name: string }[];
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['super', 'admin', 'Owner', 'member']));
    expect(all.every((r) => typeof r.id === 'number')).toBe(true);
    const offered = (await call('GET', '/api/roles')).json() as { name: string }[];
    expect(offered.map((r) => r.name)).toEqual(['Owner', 'Director', 'Manager']);
    expect((await call('GET', '/api/admin/roles', ownerA)).statusCode).toBe(403);
  });
});

describe('gym permissions gate what they name', () => {
  it('tools.financial opens ARPS; documents.manage opens folders', async () => {
    const manager = await signIn(t, (await createUser(t.db, { gymId: gymA.id, role: 'Manager' })).id);
    const director = await signIn(t, (await createUser(t.db, { gymId: gymA.id, role: 'Director' })).id);
    const managerPerms = (await call('GET', '/api/user/permissions', manager)).json().permissions as string[];
    expect(managerPerms).not.toContain('tools.financial');
    const refused = await call('GET', '/api/arps', manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionRequired('tools.financial'));
    expect((await call('GET', '/api/tool-scenarios?tool=loan', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/tool-scenarios?tool=churn-rate', manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/arps', director)).statusCode).toBe(200);
    expect((await call('POST', '/api/repository/folders', plainMember, { name: 'X' })).statusCode).toBe(403);
  });
});
