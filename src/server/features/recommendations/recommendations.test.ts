import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationMessages as m } from '../../../shared/recommendations';
import { withTransaction } from '../../db/client';
import { bookVotes, users } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { seedDemoGyms } from '../../db/seed/gyms';
import { seedDemoRecommendations } from '../../db/seed/recommendations';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let admin: string;
let member: string;
let memberId: number;
let other: string;

const call = callsOf(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_COMMENTS_PER_HOUR: '1000' });
  await withTransaction(t.db, async (tx) => {
    await seedDemoGyms(tx);
    await seedDemoAccounts(tx, 'Breakfast2024');
    await seedDemoRecommendations(tx);
  });
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
  const user = await createUser(t.db, { firstName: 'Maria', lastName: 'Lopez' });
  memberId = user.id;
  member = await signIn(t, user.id);
  other = await signIn(t, (await createUser(t.db)).id);
});
afterAll(() => t.close());

const first = async (kind: 'books' | 'podcasts', cookie?: string) =>
  (await call('GET', `/api/${kind}`, cookie)).json()[0];

describe('books and podcasts lists', () => {
  it('lists 12+ books and 8+ podcasts publicly with every field, myVote 0 for visitors', async () => {
    const res = await call('GET', '/api/books');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    for (const key of [
      'id',
      'title',
      'author',
      'imageUrl',
      'amazonUrl',
      'rating',
      'description',
      'categories',
      'businessType',
      'score',
      'myVote',
      'commentCount',
    ]) {
      expect(list[0], key).toHaveProperty(key);
    }
    expect(list.every((b: { myVote: number }) => b.myVote === 0)).toBe(true);
    expect(list[0].amazonUrl).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    const pods = (await call('GET', '/api/podcasts')).json();
    expect(pods.length).toBeGreaterThanOrEqual(8);
    expect(pods[0]).toHaveProperty('host');
    expect(pods[0].youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\//);
    // Sorted by score: the top book has the most votes.
    expect(list[0].score).toBeGreaterThanOrEqual(list[1].score);
  });

  it('filters by business type (its own items and those for every business) and refuses a bad one with 400', async () => {
    type Row = { title: string; businessType: string | null };
    const all: Row[] = (await call('GET', '/api/books')).json();
    // Business books are for every gym; only a sport's own books name it.
    expect(all.find((b) => b.title === 'Atomic Habits')?.businessType).toBeNull();
    expect(all.find((b) => b.title === 'Total Immersion')?.businessType).toBe('swim');
    for (const type of ['gymnastics', 'ninja', 'swim']) {
      const list: Row[] = (await call('GET', `/api/books?businessType=${type}`)).json();
      expect(list.length, type).toBeGreaterThan(0);
      expect(list.every((b) => b.businessType === type || b.businessType === null)).toBe(true);
      expect(list.length, type).toBe(all.filter((b) => b.businessType === type || b.businessType === null).length);
    }
    const ninja: Row[] = (await call('GET', '/api/books?businessType=ninja')).json();
    expect(ninja.map((b) => b.title)).toContain('Profit First');
    expect(ninja.map((b) => b.title)).not.toContain('Total Immersion');
    const bad = await call('GET', '/api/podcasts?businessType=tennis');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(m.businessTypeInvalid);
    const paged = await call('GET', '/api/books?limit=5&offset=5');
    expect(paged.json()).toHaveLength(5);
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThanOrEqual(12);
  });

  it('takes one vote per member and item: replaced by a second, withdrawn by 0, refused otherwise', async () => {
    const book = await first('books');
    const url = `/api/books/${book.id}/vote`;
    expect((await call('POST', url, undefined, { vote: 1 })).statusCode).toBe(401);
    let res = await call('POST', url, member, { vote: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ score: book.score + 1, myVote: 1 });
    res = await call('POST', url, member, { vote: -1 });
    expect(res.json()).toEqual({ score: book.score - 1, myVote: -1 });
    expect((await call('GET', `/api/books/${book.id}`, member)).json().myVote).toBe(-1);
    res = await call('POST', url, member, { vote: 0 });
    expect(res.json()).toEqual({ score: book.score, myVote: 0 });
    for (const vote of [2, -2, '1', 0.5]) {
      const bad = await call('POST', url, member, { vote });
      expect(bad.statusCode, String(vote)).toBe(400);
      expect(bad.json().message).toContain(m.voteInvalid);
    }
    expect((await call('POST', '/api/books/999999/vote', member, { vote: 1 })).statusCode).toBe(404);
  });

  it('holds under concurrent votes', async () => {
    const book = (await call('GET', '/api/books?sort=title')).json()[0];
    const cookies = await Promise.all(Array.from({ length: 8 }, async () => signIn(t, (await createUser(t.db)).id)));
    const results = await Promise.all(cookies.map((c) => call('POST', `/api/books/${book.id}/vote`, c, { vote: 1 })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await call('GET', `/api/books/${book.id}`)).json().score).toBe(book.score + 8);
    // One member racing up and down ends with exactly one vote.
    await Promise.all([1, -1, 1, -1].map((vote) => call('POST', `/api/books/${book.id}/vote`, member, { vote })));
    const rows = await t.db.select().from(bookVotes).where(eq(bookVotes.userId, memberId));
    expect(rows.filter((r) => r.bookId === book.id)).toHaveLength(1);
  });

  it('takes comments of 1–1000 characters from members; their author or an admin deletes them', async () => {
    const pod = await first('podcasts');
    const url = `/api/podcasts/${pod.id}/comments`;
    expect((await call('POST', url, undefined, { content: 'Hi' })).statusCode).toBe(401);
    for (const [content, message] of [
      ['', m.commentRequired],
      ['x'.repeat(1001), m.commentTooLong],
    ] as const) {
      const bad = await call('POST', url, member, { content });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    const res = await call('POST', url, member, { content: 'Great episode on hiring.' });
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({ content: 'Great episode on hiring.', authorName: 'Maria L.', canDelete: true });
    const listed = await call('GET', url);
    expect(listed.json().at(-1)).toMatchObject({ id: comment.id, canDelete: false });
    expect((await call('GET', `/api/podcasts/${pod.id}`)).json().commentCount).toBe(pod.commentCount + 1);
    const del = `${url}/${comment.id}`;
    const refused = await call('DELETE', del, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.notCommentAuthor);
    expect((await call('DELETE', `/api/books/${pod.id}/comments/${comment.id}`, member)).statusCode).toBe(404);
    expect((await call('DELETE', del, member)).statusCode).toBe(204);
    expect((await call('DELETE', del, member)).statusCode).toBe(404);
    const again = (await call('POST', url, member, { content: 'Second thought' })).json();
    expect((await call('DELETE', `${url}/${again.id}`, admin)).statusCode).toBe(204);
  });
});

describe('books and podcasts admin', () => {
  it('refuses visitors and members', async () => {
    expect((await call('POST', '/api/admin/books', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/books', member, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/podcasts', member)).statusCode).toBe(403);
  });

  it('validates with the form’s messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['books', { author: 'A' }, m.titleRequired],
      ['books', { title: 'T' }, m.authorRequired],
      ['books', { title: 'T', author: 'A', rating: 6 }, m.ratingRange],
      ['books', { title: 'T', author: 'A', rating: -0.5 }, m.ratingRange],
      ['books', { title: 'T', author: 'A', businessType: 'dance' }, m.businessTypeInvalid],
      ['books', { title: 'T', author: 'A', amazonUrl: 'nope' }, m.urlInvalid],
      ['podcasts', { title: 'T' }, m.hostRequired],
      ['podcasts', { title: 'T', host: 'H', youtubeUrl: 'https://open.spotify.com/show/1' }, m.podcastUrlInvalid],
    ];
    for (const [kind, body, message] of cases) {
      const res = await call('POST', `/api/admin/${kind}`, admin, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
  });

  it('creates, edits and deletes a podcast, logging each change', async () => {
    const created = await call('POST', '/api/admin/podcasts', admin, {
      title: 'Gym Owners Roundtable',
      host: 'Jordan Avery',
      youtubeUrl: 'https://www.youtube.com/watch?v=u4ZoJKF_VuA',
      rating: 4.5,
      businessType: 'ninja',
      categories: ['Operations'],
    });
    expect(created.statusCode).toBe(201);
    const pod = created.json();
    expect(pod).toMatchObject({ host: 'Jordan Avery', rating: 4.5, categories: ['operations'], score: 0 });
    const edited = await call('PATCH', `/api/admin/podcasts/${pod.id}`, admin, { rating: 3, businessType: 'swim' });
    // A PATCH changes what it sends and nothing else.
    expect(edited.json()).toMatchObject({ rating: 3, businessType: 'swim', categories: ['operations'] });
    const ids = async (type: string) =>
      (await call('GET', `/api/podcasts?businessType=${type}`)).json().map((p: { id: number }) => p.id);
    expect(await ids('swim')).toContain(pod.id);
    expect(await ids('ninja')).not.toContain(pod.id);
    const general = await call('PATCH', `/api/admin/podcasts/${pod.id}`, admin, { businessType: null });
    expect(general.json()).toMatchObject({ rating: 3, businessType: null });
    expect(await ids('ninja')).toContain(pod.id);
    expect((await call('DELETE', `/api/admin/podcasts/${pod.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/podcasts/${pod.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/podcasts/${pod.id}`, admin, { rating: 1 })).statusCode).toBe(404);
  });

  it('lets the demo members’ comments show their first name and last initial', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.username, 'demo_owner'));
    const book = (await call('GET', '/api/books?search=E-Myth')).json()[0];
    const comments = (await call('GET', `/api/books/${book.id}/comments`)).json();
    expect(
      comments.some((c: { userId: number; authorName: string }) => c.userId === demo!.id && c.authorName.endsWith('.')),
    ).toBe(true);
  });
});
