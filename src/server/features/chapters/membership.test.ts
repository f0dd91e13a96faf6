import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit';
import { chapterRow, createChapter } from '../../../../tests/support/chapters';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { chapterMessages } from '../../../shared/chapters';
import { eventMessages } from '../../../shared/events';
import { chapterJoinRequests, chapterMembers, chapters, events, roles, userRoles, users } from '../../db/schema/index';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: '100' });
});
afterAll(() => t.close());

const call = callsOf(() => t);

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { firstName: 'Jo', lastName: 'Joiner', ...overrides });
  return { user, cookie: await signIn(t, user.id) };
}

/** Gives the user `role` as their only role. */
async function setRole(userId: number, role: string) {
  const [row] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  await t.db.update(users).set({ role, roleId: row!.id }).where(eq(users.id, userId));
  await t.db.delete(userRoles).where(eq(userRoles.userId, userId));
}

async function pendingRequest(chapterId: number) {
  const asker = await member();
  const res = await call('POST', `/api/chapters/${chapterId}/join-requests`, asker.cookie, { message: 'Hi there' });
  expect(res.statusCode, res.body).toBe(201);
  return { ...asker, request: res.json() as { id: number } };
}

describe('asking to join a chapter', () => {
  it('stores a pending request, mails the president and records it; the body may be empty', async () => {
    const { chapter, president } = await createChapter(t.db);
    const { user, cookie } = await member();
    const mails = t.mail.length;
    const res = await call('POST', `/api/chapters/${chapter.id}/join-requests`, cookie, {
      message: 'I run a gym nearby',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      chapterId: chapter.id,
      userId: user.id,
      message: 'I run a gym nearby',
      status: 'pending',
    });
    const sent = t.mail.slice(mails);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[president.email, `Jo Joiner asked to join ${chapter.name}`]]);
    expect(sent[0]!.text).toContain('Their note: I run a gym nearby');
    expect(await auditTrail(t.db, 'chapter_join_request', res.json().id)).toEqual([
      {
        userId: user.id,
        action: 'chapter_join_request.create',
        resourceType: 'chapter_join_request',
        resourceId: String(res.json().id),
        oldValues: null,
        newValues: { chapterId: chapter.id, status: 'pending', message: 'I run a gym nearby' },
      },
    ]);

    const other = await member();
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${chapter.id}/join-requests`,
      headers: { cookie: other.cookie },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json()).toMatchObject({ message: null, status: 'pending' });
  });

  it('a second pending request is a 409; so is asking while in a chapter; a pending, inactive or unknown chapter is a 404', async () => {
    const { chapter, members } = await createChapter(t.db, { members: 1 });
    const { cookie } = await member();
    expect((await call('POST', `/api/chapters/${chapter.id}/join-requests`, cookie, {})).statusCode).toBe(201);
    const again = await call('POST', `/api/chapters/${chapter.id}/join-requests`, cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already asked to join this chapter');

    const inside = await call('POST', `/api/chapters/${chapter.id}/join-requests`, await signIn(t, members[0]!.id), {});
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe('You already belong to a chapter');

    for (const status of ['pending', 'inactive']) {
      const { chapter: closed } = await createChapter(t.db, { status });
      const res = await call('POST', `/api/chapters/${closed.id}/join-requests`, cookie, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Chapter not found');
    }
    expect((await call('POST', '/api/chapters/999999/join-requests', cookie, {})).statusCode).toBe(404);
    expect((await call('POST', '/api/chapters/abc/join-requests', cookie, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/chapters/${chapter.id}/join-requests`, undefined, {})).statusCode).toBe(401);
  });

  it('ten parallel requests from one user: one 201, nine 409, one row', async () => {
    const { chapter } = await createChapter(t.db);
    const { user, cookie } = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/chapters/${chapter.id}/join-requests`, cookie, {})),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe('You have already asked to join this chapter');
    }
    const rows = await t.db
      .select()
      .from(chapterJoinRequests)
      .where(and(eq(chapterJoinRequests.chapterId, chapter.id), eq(chapterJoinRequests.userId, user.id)));
    expect(rows).toHaveLength(1);
  });

  it('DELETE withdraws the pending request (204), then 404', async () => {
    const { chapter } = await createChapter(t.db);
    const { cookie, request } = await pendingRequest(chapter.id);
    const res = await call('DELETE', `/api/chapters/${chapter.id}/join-requests`, cookie);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.id, request.id))).toEqual([]);
    const again = await call('DELETE', `/api/chapters/${chapter.id}/join-requests`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Join request not found');
    expect((await auditTrail(t.db, 'chapter_join_request', request.id)).map((r) => r.action)).toEqual([
      'chapter_join_request.create',
      'chapter_join_request.withdraw',
    ]);
    // Asking again after withdrawing is allowed.
    expect((await call('POST', `/api/chapters/${chapter.id}/join-requests`, cookie, {})).statusCode).toBe(201);
  });
});

describe('the president reviews join requests at /api/my-chapter', () => {
  it('approve adds the member, counts them, mails the requester and records old and new values', async () => {
    const { chapter, president } = await createChapter(t.db, { members: 2 });
    const presidentCookie = await signIn(t, president.id);
    const { user, request } = await pendingRequest(chapter.id);
    const mails = t.mail.length;
    const res = await call('POST', `/api/my-chapter/join-requests/${request.id}/approve`, presidentCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: request.id,
      chapterId: chapter.id,
      userId: user.id,
      status: 'approved',
      name: 'Jo Joiner',
      email: user.email,
      chapterName: chapter.name,
    });
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(4);
    expect(await t.db.select().from(chapterMembers).where(eq(chapterMembers.userId, user.id))).toMatchObject([
      { chapterId: chapter.id, role: 'member', status: 'active' },
    ]);
    const [stored] = await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.id, request.id));
    expect(stored).toMatchObject({ status: 'approved', reviewedBy: president.id });
    expect(stored!.reviewedAt).toBeInstanceOf(Date);
    expect(t.mail.slice(mails).map((m) => [m.to, m.subject])).toEqual([[user.email, `Welcome to ${chapter.name}`]]);
    expect((await auditTrail(t.db, 'chapter_join_request', request.id)).at(-1)).toEqual({
      userId: president.id,
      action: 'chapter_join_request.approve',
      resourceType: 'chapter_join_request',
      resourceId: String(request.id),
      oldValues: { status: 'pending', memberCount: 3 },
      newValues: { status: 'approved', memberCount: 4, chapterId: chapter.id, userId: user.id },
    });
    const again = await call('POST', `/api/my-chapter/join-requests/${request.id}/deny`, presidentCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This join request has already been reviewed');
  });

  it('deny marks the request denied and mails the requester; the member count stays', async () => {
    const { chapter, president } = await createChapter(t.db);
    const { user, request } = await pendingRequest(chapter.id);
    const mails = t.mail.length;
    const res = await call('POST', `/api/my-chapter/join-requests/${request.id}/deny`, await signIn(t, president.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'denied' });
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(1);
    expect(t.mail.slice(mails).map((m) => m.to)).toEqual([user.email]);
    expect((await auditTrail(t.db, 'chapter_join_request', request.id)).at(-1)).toMatchObject({
      action: 'chapter_join_request.deny',
      oldValues: { status: 'pending' },
      newValues: { status: 'denied' },
    });
  });

  it("a member or board member of the chapter gets 403; another chapter's request is a 404; a visitor 401", async () => {
    const { chapter, members } = await createChapter(t.db, { members: 2 });
    await t.db.update(chapterMembers).set({ role: 'board' }).where(eq(chapterMembers.userId, members[1]!.id));
    const { request } = await pendingRequest(chapter.id);
    for (const m of members) {
      for (const decision of ['approve', 'deny']) {
        const res = await call(
          'POST',
          `/api/my-chapter/join-requests/${request.id}/${decision}`,
          await signIn(t, m.id),
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only the chapter president can do this');
      }
    }
    const other = await createChapter(t.db);
    const otherPresident = await signIn(t, other.president.id);
    for (const id of [request.id, 999999]) {
      const res = await call('POST', `/api/my-chapter/join-requests/${id}/approve`, otherPresident);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Join request not found');
    }
    const loner = await member();
    expect((await call('POST', `/api/my-chapter/join-requests/${request.id}/approve`, loner.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/my-chapter/join-requests/${request.id}/approve`)).statusCode).toBe(401);
    const [stored] = await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.id, request.id));
    expect(stored!.status).toBe('pending');
  });

  it('approving the same request twice at once: one 200, one 409, one membership', async () => {
    const { chapter, president } = await createChapter(t.db);
    const cookie = await signIn(t, president.id);
    const { user, request } = await pendingRequest(chapter.id);
    const results = await Promise.all(
      [1, 2].map(() => call('POST', `/api/my-chapter/join-requests/${request.id}/approve`, cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(chapterMembers).where(eq(chapterMembers.userId, user.id))).toHaveLength(1);
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(2);
  });

  it('a requester who joined another chapter meanwhile cannot be approved (409)', async () => {
    const a = await createChapter(t.db);
    const b = await createChapter(t.db);
    const asker = await member();
    const ra = (await call('POST', `/api/chapters/${a.chapter.id}/join-requests`, asker.cookie, {})).json();
    const rb = (await call('POST', `/api/chapters/${b.chapter.id}/join-requests`, asker.cookie, {})).json();
    expect(
      (await call('POST', `/api/my-chapter/join-requests/${ra.id}/approve`, await signIn(t, a.president.id)))
        .statusCode,
    ).toBe(200);
    const res = await call('POST', `/api/my-chapter/join-requests/${rb.id}/approve`, await signIn(t, b.president.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already belong to a chapter');
    expect((await chapterRow(t.db, b.chapter.id))!.memberCount).toBe(1);
  });
});

describe('GET /api/my-chapter', () => {
  it('gives the president the chapter, members in order, its events and the pending requests', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 2 });
    await t.db.update(chapterMembers).set({ role: 'board' }).where(eq(chapterMembers.userId, members[1]!.id));
    const { request } = await pendingRequest(chapter.id);
    const [event] = await t.db
      .insert(events)
      .values({
        gymId: president.gymId!,
        chapterId: chapter.id,
        title: 'Chapter breakfast',
        description: 'Coffee and numbers',
        location: 'Main St Cafe',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        capacity: 20,
      })
      .returning();
    const res = await call('GET', '/api/my-chapter', await signIn(t, president.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.role).toBe('president');
    expect(body.chapter).toMatchObject({ id: chapter.id, name: chapter.name, memberCount: 3, status: 'active' });
    expect(body.chapter).not.toHaveProperty('membership');
    expect(body.members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [president.id, 'president'],
      [members[1]!.id, 'board'],
      [members[0]!.id, 'member'],
    ]);
    expect(body.events.map((e: { id: number }) => e.id)).toEqual([event!.id]);
    expect(body.chapter.nextMeeting).toBe(body.events[0].date);
    expect(body.joinRequests.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect(body.pendingJoinRequests).toEqual([]);
    expect(body.pendingApplication).toBeNull();
  });

  it('gives a plain member no join requests, and a user in no chapter their pending requests', async () => {
    const { chapter, members } = await createChapter(t.db, { members: 1 });
    await pendingRequest(chapter.id);
    const asMember = (await call('GET', '/api/my-chapter', await signIn(t, members[0]!.id))).json();
    expect(asMember.role).toBe('member');
    expect(asMember.joinRequests).toEqual([]);
    expect(asMember.members).toHaveLength(2);

    const { cookie, request } = await pendingRequest(chapter.id);
    const none = (await call('GET', '/api/my-chapter', cookie)).json();
    expect(none).toMatchObject({
      chapter: null,
      role: null,
      members: [],
      joinRequests: [],
      events: [],
      pendingApplication: null,
    });
    expect(none.pendingJoinRequests).toMatchObject([
      { id: request.id, chapterId: chapter.id, chapterName: chapter.name },
    ]);
    expect((await call('GET', '/api/my-chapter')).statusCode).toBe(401);
  });
});

describe('leaving a chapter', () => {
  it('a member leaves (204) and the count follows; a board member vacates their seat; a president gets 409', async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 2 });
    const [boardUser, plain] = members as [(typeof members)[0], (typeof members)[0]];
    await t.db.update(chapterMembers).set({ role: 'board' }).where(eq(chapterMembers.userId, boardUser.id));
    await t.db
      .update(chapters)
      .set({
        boardMembers: [
          { name: 'Bo Board', title: 'Treasurer', userId: boardUser.id },
          { name: 'Outside Advisor', title: 'Mentor' },
        ],
      })
      .where(eq(chapters.id, chapter.id));

    expect((await call('POST', '/api/my-chapter/leave', await signIn(t, plain.id))).statusCode).toBe(204);
    expect((await chapterRow(t.db, chapter.id))!.memberCount).toBe(2);
    expect((await call('POST', '/api/my-chapter/leave', await signIn(t, boardUser.id))).statusCode).toBe(204);
    const after = (await chapterRow(t.db, chapter.id))!;
    expect(after.memberCount).toBe(1);
    expect(after.boardMembers).toEqual([{ name: 'Outside Advisor', title: 'Mentor' }]);
    expect((await auditTrail(t.db, 'chapter', chapter.id)).map((r) => [r.action, r.oldValues, r.newValues])).toEqual([
      ['chapter_member.leave', { userId: plain.id, role: 'member', memberCount: 3 }, { memberCount: 2 }],
      ['chapter_member.leave', { userId: boardUser.id, role: 'board', memberCount: 2 }, { memberCount: 1 }],
    ]);

    const res = await call('POST', '/api/my-chapter/leave', await signIn(t, president.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A president cannot leave the chapter; ask an admin to hand it over');
    const again = await call('POST', '/api/my-chapter/leave', await signIn(t, plain.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('You are not in a chapter yet');
  });
});

describe('POST /api/my-chapter/events', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Second Tuesday breakfast',
    description: 'Pricing for summer camps, over eggs.',
    location: 'Sunrise Cafe, 12 Main St',
    date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    capacity: 24,
    ...overrides,
  });

  it("creates the event bound to the president's chapter, at the president's gym unless a member's gym is given", async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 1 });
    const cookie = await signIn(t, president.id);
    const res = await call('POST', '/api/my-chapter/events', cookie, body({ chapterId: 999 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      chapterId: chapter.id,
      gymId: president.gymId,
      title: 'Second Tuesday breakfast',
      capacity: 24,
    });
    const memberGym = members[0]!.gymId!;
    const elsewhere = await call('POST', '/api/my-chapter/events', cookie, body({ gymId: memberGym }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json()).toMatchObject({ chapterId: chapter.id, gymId: memberGym });
    // It is on the chapter page.
    const page = (await call('GET', `/api/chapters/${chapter.id}`)).json();
    expect(page.upcomingEvents.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([res.json().id, elsewhere.json().id]),
    );
  });

  it("a president without a gym must choose one (400 'Please select a gym'); a non-president gets 403", async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 1 });
    await t.db.update(users).set({ gymId: null }).where(eq(users.id, president.id));
    const res = await call('POST', '/api/my-chapter/events', await signIn(t, president.id), body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a gym');
    const bad = await call('POST', '/api/my-chapter/events', await signIn(t, president.id), body({ title: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('Title is required');

    for (const cookie of [await signIn(t, members[0]!.id), (await member()).cookie]) {
      const refused = await call('POST', '/api/my-chapter/events', cookie, body());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the chapter president can do this');
    }
    expect(await t.db.select().from(events).where(eq(events.chapterId, chapter.id))).toEqual([]);
    expect((await call('POST', '/api/my-chapter/events', undefined, body())).statusCode).toBe(401);
  });

  it("refuses a gym outside the chapter (400 naming the rule): only the president's gym and the members' gyms", async () => {
    const { chapter, president, members } = await createChapter(t.db, { members: 1 });
    const cookie = await signIn(t, president.id);
    const strangerGym = (await createUser(t.db)).gymId!;
    // A member who left (or is not active) no longer brings their gym.
    const { members: elsewhere } = await createChapter(t.db, { members: 1 });
    await t.db.update(chapterMembers).set({ status: 'inactive' }).where(eq(chapterMembers.userId, members[0]!.id));
    for (const gymId of [strangerGym, elsewhere[0]!.gymId!, members[0]!.gymId!, 999_999]) {
      const res = await call('POST', '/api/my-chapter/events', cookie, body({ gymId }));
      expect(res.statusCode, String(gymId)).toBe(400);
      expect(res.json().message).toBe(chapterMessages.gymOutsideChapter);
      expect(res.json().issues).toEqual([{ path: 'gymId', message: chapterMessages.gymOutsideChapter }]);
    }
    expect(await t.db.select().from(events).where(eq(events.chapterId, chapter.id))).toEqual([]);
    const own = await call('POST', '/api/my-chapter/events', cookie, body({ gymId: president.gymId }));
    expect(own.statusCode, own.body).toBe(201);
  });

  it('needs the events.create permission (Owner, Director): a Manager who presides gets 403 naming it', async () => {
    const { chapter, president } = await createChapter(t.db);
    await setRole(president.id, 'Manager');
    const res = await call('POST', '/api/my-chapter/events', await signIn(t, president.id), body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: eventMessages.createPermission });
    expect(res.json().message).toContain('events.create');
    expect(await t.db.select().from(events).where(eq(events.chapterId, chapter.id))).toEqual([]);
    await setRole(president.id, 'Director');
    expect((await call('POST', '/api/my-chapter/events', await signIn(t, president.id), body())).statusCode).toBe(201);
  });
});

describe('asking to join needs the chapters.join permission', () => {
  it('refuses an account whose role does not hold chapters.join with 403 naming it; every gym role holds it', async () => {
    const { chapter } = await createChapter(t.db);
    const roleless = await member({ role: 'none' });
    const res = await call('POST', `/api/chapters/${chapter.id}/join-requests`, roleless.cookie, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: chapterMessages.joinPermission });
    expect(
      await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.userId, roleless.user.id)),
    ).toEqual([]);
    const plain = await member({ role: 'member' });
    expect((await call('POST', `/api/chapters/${chapter.id}/join-requests`, plain.cookie, {})).statusCode).toBe(201);
  });
});
