import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { chapterRow, createChapter } from '../../../../tests/support/chapters';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  chapterJoinRequests,
  chapterMembers,
  chapters,
  events,
  permissions,
  rolePermissions,
  roles,
  userRoles,
} from '../../db/schema/index';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, gymId: null });
  adminCookie = await signIn(t, admin.id);
});
afterAll(() => t.close());

const call = callsOf(() => t);

async function eventFor(chapterId: number, gymId: number, daysFromNow: number, title = 'Breakfast') {
  const [row] = await t.db
    .insert(events)
    .values({
      gymId,
      chapterId,
      title,
      description: 'Coffee, eggs and the numbers behind a summer camp.',
      location: 'Sunrise Cafe',
      date: new Date(Date.now() + daysFromNow * 86_400_000).toISOString(),
      capacity: 20,
    })
    .returning();
  return row!;
}

describe('GET /api/chapters', () => {
  it('lists active chapters only, by state, city and name, with members, president and next meeting', async () => {
    const texas = await createChapter(t.db, { name: 'Zeta Breakfast', city: 'Austin', state: 'TX', members: 2 });
    const austinA = await createChapter(t.db, { name: 'Alpha Breakfast', city: 'Austin', state: 'TX' });
    const colorado = await createChapter(t.db, { name: 'Front Range Test', city: 'Denver', state: 'CO' });
    const pending = await createChapter(t.db, { status: 'pending', state: 'AA' });
    const inactive = await createChapter(t.db, { status: 'inactive', state: 'AA' });
    await eventFor(texas.chapter.id, texas.president.gymId!, -3, 'Past breakfast');
    const next = await eventFor(texas.chapter.id, texas.president.gymId!, 5);
    await eventFor(texas.chapter.id, texas.president.gymId!, 40);

    const res = await call('GET', '/api/chapters');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; memberCount: number; nextMeeting: string | null }[];
    const ids = list.map((c) => c.id);
    expect(ids).not.toContain(pending.chapter.id);
    expect(ids).not.toContain(inactive.chapter.id);
    expect(ids.filter((id) => [texas, austinA, colorado].some((c) => c.chapter.id === id))).toEqual([
      colorado.chapter.id,
      austinA.chapter.id,
      texas.chapter.id,
    ]);
    const tx = list.find((c) => c.id === texas.chapter.id)!;
    expect(tx).toMatchObject({
      name: 'Zeta Breakfast',
      city: 'Austin',
      state: 'TX',
      memberCount: 3,
      presidentName: texas.chapter.presidentName,
    });
    expect(new Date(tx.nextMeeting!).getTime()).toBe(new Date(next.date).getTime());
    expect(list.find((c) => c.id === colorado.chapter.id)!.nextMeeting).toBeNull();
  });
});

describe('GET /api/chapters/:id', () => {
  it('shows a visitor the chapter, president, board and upcoming events, with no membership', async () => {
    const { chapter, president } = await createChapter(t.db, { members: 1 });
    await t.db
      .update(chapters)
      .set({
        boardMembers: [{ name: 'Tess Treasurer', title: 'Treasurer', userId: null }],
        meetingFrequency: 'Monthly',
        meetingDay: 'Second Tuesday',
        meetingTime: '7:00 AM',
        meetingLocation: 'Sunrise Cafe',
        description: 'We meet to talk shop.',
      })
      .where(eq(chapters.id, chapter.id));
    await eventFor(chapter.id, president.gymId!, -2, 'Last month');
    const soon = await eventFor(chapter.id, president.gymId!, 3, 'Next breakfast');
    const res = await call('GET', `/api/chapters/${chapter.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary).toMatch(/Cookie/);
    const body = res.json();
    expect(body).toMatchObject({
      id: chapter.id,
      status: 'active',
      memberCount: 2,
      president: { id: president.id, name: `${president.firstName} ${president.lastName}` },
      board: [{ name: 'Tess Treasurer', title: 'Treasurer' }],
      meetingFrequency: 'Monthly',
      meetingDay: 'Second Tuesday',
      meetingTime: '7:00 AM',
      meetingLocation: 'Sunrise Cafe',
      description: 'We meet to talk shop.',
      membership: null,
    });
    expect(body.president.gymName).toEqual(expect.any(String));
    expect(body.board[0]).not.toHaveProperty('userId');
    expect(body.upcomingEvents.map((e: { id: number }) => e.id)).toEqual([soon.id]);
    expect(body.upcomingEvents[0]).not.toHaveProperty('zoomLink');
  });

  it('tells a signed-in caller their standing, and is not cacheable by shared caches', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 2 });
    await t.db.update(chapterMembers).set({ role: 'board' }).where(eq(chapterMembers.userId, members[1]!.id));
    const other = await createChapter(t.db);
    const outsider = await createUser(t.db);
    const asker = await createUser(t.db);
    await t.db.insert(chapterJoinRequests).values({ chapterId: chapter.id, userId: asker.id, status: 'pending' });
    const standing = async (userId: number) => {
      const res = await call('GET', `/api/chapters/${chapter.id}`, await signIn(t, userId));
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json().membership;
    };
    expect(await standing(president.id)).toEqual({ role: 'president', pendingRequest: false });
    expect(await standing(members[1]!.id)).toEqual({ role: 'board', pendingRequest: false });
    expect(await standing(members[0]!.id)).toEqual({ role: 'member', pendingRequest: false });
    expect(await standing(other.president.id)).toEqual({ role: 'elsewhere', pendingRequest: false });
    expect(await standing(outsider.id)).toEqual({ role: 'none', pendingRequest: false });
    expect(await standing(asker.id)).toEqual({ role: 'none', pendingRequest: true });
  });

  it("answers a pending, inactive or unknown chapter with a JSON 404 'Chapter not found', and a bad id with 400", async () => {
    for (const status of ['pending', 'inactive']) {
      const { chapter } = await createChapter(t.db, { status });
      const res = await call('GET', `/api/chapters/${chapter.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Chapter not found' });
    }
    expect((await call('GET', '/api/chapters/999999')).json()).toEqual({ message: 'Chapter not found' });
    expect((await call('GET', '/api/chapters/0')).statusCode).toBe(400);
    expect((await call('GET', '/api/chapters/99999999999')).statusCode).toBe(400);
  });
});

describe('the admin manages chapters', () => {
  it('lists every chapter with its status, president, board and pending requests; filters and searches', async () => {
    const { chapter } = await createChapter(t.db, { name: 'Searchable Sunrise Club', state: 'NM', city: 'Santa Fe' });
    const asker = await createUser(t.db);
    await t.db.insert(chapterJoinRequests).values({ chapterId: chapter.id, userId: asker.id, status: 'pending' });
    const { chapter: inactive } = await createChapter(t.db, { status: 'inactive', name: 'Sleepy Searchable Club' });

    const all = await call('GET', '/api/admin/chapters?search=searchable', adminCookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(2);
    const found = all.json().items.find((c: { id: number }) => c.id === chapter.id);
    expect(found).toMatchObject({
      status: 'active',
      presidentId: chapter.presidentId,
      presidentEmail: chapter.presidentEmail,
      pendingJoinRequests: 1,
      memberCount: 1,
    });
    const onlyInactive = (
      await call('GET', '/api/admin/chapters?status=inactive&search=searchable', adminCookie)
    ).json();
    expect(onlyInactive.items.map((c: { id: number }) => c.id)).toEqual([inactive.id]);
    const paged = (await call('GET', '/api/admin/chapters?pageSize=1', adminCookie)).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expect((await call('GET', '/api/admin/chapters?search=100%25_', adminCookie)).json().total).toBe(0);
  });

  it('GET /api/admin/chapters/:id gives the chapter with its members in order; 404 when unknown', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 2, status: 'pending' });
    const res = await call('GET', `/api/admin/chapters/${chapter.id}`, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: chapter.id, status: 'pending' });
    expect(res.json().members.map((m: { userId: number }) => m.userId)).toEqual([
      president.id,
      ...[...members].sort((a, b) => a.lastName.localeCompare(b.lastName)).map((m) => m.id),
    ]);
    const missing = await call('GET', '/api/admin/chapters/999999', adminCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Chapter not found');
  });

  const update = (chapter: typeof chapters.$inferSelect, patch: Record<string, unknown> = {}) => ({
    name: chapter.name,
    city: chapter.city,
    state: chapter.state,
    description: 'Monthly breakfasts for gym owners.',
    status: chapter.status,
    presidentId: chapter.presidentId,
    boardMembers: [],
    meetingFrequency: 'Monthly',
    meetingDay: 'Second Tuesday',
    meetingTime: '7:00 AM',
    meetingLocation: 'Sunrise Cafe',
    ...patch,
  });

  it('PUT edits the chapter, seats board members, hands the presidency over, and records old and new values', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 2 });
    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    const board = [
      { name: 'Bea Board', title: 'Treasurer', userId: a.id },
      { name: 'Outside Advisor', title: 'Mentor' },
    ];
    const res = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { boardMembers: board, name: 'Renamed Club' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed Club',
      meetingDay: 'Second Tuesday',
      boardMembers: [
        { name: 'Bea Board', title: 'Treasurer', userId: a.id },
        { name: 'Outside Advisor', title: 'Mentor', userId: null },
      ],
    });
    const roleOf = async (userId: number) =>
      (await t.db.select().from(chapterMembers).where(eq(chapterMembers.userId, userId)))[0]?.role;
    expect(await roleOf(a.id)).toBe('board');

    // Hand-over to a user in no chapter: they join as president, the former president stays a member.
    const newcomer = await createUser(t.db, { firstName: 'Nina', lastName: 'Newcomer', mobile: '+1 303-555-0100' });
    const handed = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { presidentId: newcomer.id, boardMembers: [] }),
    );
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({
      presidentId: newcomer.id,
      presidentName: 'Nina Newcomer',
      presidentEmail: newcomer.email,
      presidentPhone: '+1 303-555-0100',
      memberCount: 4,
    });
    expect(await roleOf(newcomer.id)).toBe('president');
    expect(await roleOf(president.id)).toBe('member');
    expect(await roleOf(a.id)).toBe('member');
    // Hand-over to an existing member.
    const toMember = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { presidentId: b.id }),
    );
    expect(toMember.statusCode, toMember.body).toBe(200);
    expect(await roleOf(b.id)).toBe('president');
    expect(await roleOf(newcomer.id)).toBe('member');
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(4);

    const trail = await auditTrail(t.db, 'chapter', chapter.id);
    expect(trail).toHaveLength(3);
    expect(trail[0]).toMatchObject({
      userId: admin.id,
      action: 'chapter.update',
      oldValues: { name: chapter.name, boardMembers: [], presidentId: president.id },
      newValues: { name: 'Renamed Club', presidentId: president.id },
    });
    expect(trail[1]).toMatchObject({
      oldValues: { presidentId: president.id },
      newValues: { presidentId: newcomer.id },
    });
  });

  it('PUT refuses a president from another chapter (409), an unknown user (400), a board seat for a non-member (400)', async () => {
    const { chapter } = await createChapter(t.db);
    const other = await createChapter(t.db, { members: 1 });
    const elsewhere = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { presidentId: other.members[0]!.id }),
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('The chosen president already belongs to another chapter');
    const unknown = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { presidentId: 999999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The chosen president does not exist');
    const huge = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { presidentId: 2 ** 40 }),
    );
    expect(huge.statusCode).toBe(400);
    const seat = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { boardMembers: [{ name: 'Stranger', title: 'Chair', userId: other.members[0]!.id }] }),
    );
    expect(seat.statusCode).toBe(400);
    expect(seat.json().message).toBe('A board seat can only be given to a member of this chapter');
    const blank = await call('PUT', `/api/admin/chapters/${chapter.id}`, adminCookie, update(chapter, { name: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe('Chapter name is required');
    expect((await call('PUT', '/api/admin/chapters/999999', adminCookie, update(chapter))).statusCode).toBe(404);
    expect(await auditTrail(t.db, 'chapter', chapter.id)).toEqual([]);
  });

  it('PUT can deactivate a chapter, which then leaves the public list', async () => {
    const { chapter } = await createChapter(t.db);
    const res = await call(
      'PUT',
      `/api/admin/chapters/${chapter.id}`,
      adminCookie,
      update(chapter, { status: 'inactive' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/chapters/${chapter.id}`)).statusCode).toBe(404);
  });

  it('DELETE removes the chapter with its members and requests; its events stay without a chapter', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 1 });
    const asker = await createUser(t.db);
    await t.db.insert(chapterJoinRequests).values({ chapterId: chapter.id, userId: asker.id });
    const event = await eventFor(chapter.id, president.gymId!, 10);
    const res = await call('DELETE', `/api/admin/chapters/${chapter.id}`, adminCookie);
    expect(res.statusCode).toBe(204);
    expect(await chapterRow(t.db, chapter.id)).toBeUndefined();
    expect(await t.db.select().from(chapterMembers).where(eq(chapterMembers.chapterId, chapter.id))).toEqual([]);
    expect(await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.chapterId, chapter.id))).toEqual(
      [],
    );
    expect((await t.db.select().from(events).where(eq(events.id, event.id)))[0]!.chapterId).toBeNull();
    // The former members are free to join another chapter.
    const other = await createChapter(t.db);
    const join = await call(
      'POST',
      `/api/chapters/${other.chapter.id}/join-requests`,
      await signIn(t, members[0]!.id),
      {},
    );
    expect(join.statusCode).toBe(201);
    expect(await auditTrail(t.db, 'chapter', chapter.id)).toEqual([
      expect.objectContaining({
        action: 'chapter.delete',
        oldValues: expect.objectContaining({ name: chapter.name }),
        newValues: null,
      }),
    ]);
    expect((await call('DELETE', `/api/admin/chapters/${chapter.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('lists join requests by status and lets the admin approve and deny them like a president', async () => {
    const { chapter } = await createChapter(t.db);
    const [one, two] = [await createUser(t.db), await createUser(t.db)];
    const [r1] = await t.db.insert(chapterJoinRequests).values({ chapterId: chapter.id, userId: one.id }).returning();
    const [r2] = await t.db.insert(chapterJoinRequests).values({ chapterId: chapter.id, userId: two.id }).returning();
    const list = (await call('GET', '/api/admin/chapter-join-requests', adminCookie)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([r1!.id, r2!.id]));
    expect(list.items.find((r: { id: number }) => r.id === r1!.id)).toMatchObject({
      chapterName: chapter.name,
      email: one.email,
      status: 'pending',
    });

    const approve = await call('POST', `/api/admin/chapter-join-requests/${r1!.id}/approve`, adminCookie);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved' });
    const deny = await call('POST', `/api/admin/chapter-join-requests/${r2!.id}/deny`, adminCookie);
    expect(deny.json()).toMatchObject({ status: 'denied' });
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(2);
    const again = await call('POST', `/api/admin/chapter-join-requests/${r2!.id}/approve`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This join request has already been reviewed');
    const denied = (await call('GET', '/api/admin/chapter-join-requests?status=denied', adminCookie)).json();
    expect(denied.items.map((r: { id: number }) => r.id)).toContain(r2!.id);
    expect((await call('POST', '/api/admin/chapter-join-requests/999999/approve', adminCookie)).statusCode).toBe(404);
  });

  it('refuses a plain member (403) and a visitor (401) on every /api/admin/chapter* call', async () => {
    const { chapter, president } = await createChapter(t.db);
    const cookie = await signIn(t, president.id);
    for (const [method, url] of [
      ['GET', '/api/admin/chapters'],
      ['GET', `/api/admin/chapters/${chapter.id}`],
      ['PUT', `/api/admin/chapters/${chapter.id}`],
      ['DELETE', `/api/admin/chapters/${chapter.id}`],
      ['GET', '/api/admin/chapter-applications'],
      ['POST', '/api/admin/chapter-applications/1/approve'],
      ['POST', '/api/admin/chapter-applications/1/reject'],
      ['GET', '/api/admin/chapter-join-requests'],
      ['POST', '/api/admin/chapter-join-requests/1/approve'],
      ['POST', '/api/admin/chapter-join-requests/1/deny'],
    ] as const) {
      const payload = method === 'PUT' ? update(chapter) : method === 'POST' ? { reason: 'x' } : undefined;
      expect((await call(method, url, cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await chapterRow(t.db, chapter.id)).toBeDefined();
  });

  it('lets a member whose role holds chapters.manage run the breakfast club, and no longer once the grant is gone', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ name: 'Chapter coordinators', level: 9, displayOrder: 9 })
      .returning();
    const [permission] = await t.db.select().from(permissions).where(eq(permissions.name, 'chapters.manage'));
    const coordinator = await createUser(t.db, { role: 'Manager' });
    await t.db.insert(userRoles).values({ userId: coordinator.id, roleId: role!.id });
    const cookie = await signIn(t, coordinator.id);
    expect((await call('GET', '/api/admin/chapters', cookie)).statusCode).toBe(403);
    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: permission!.id });
    for (const url of ['/api/admin/chapters', '/api/admin/chapter-applications', '/api/admin/chapter-join-requests']) {
      expect((await call('GET', url, cookie)).statusCode, url).toBe(200);
    }
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(403);
    await t.db.delete(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    expect((await call('GET', '/api/admin/chapters', cookie)).statusCode).toBe(403);
  });
});
