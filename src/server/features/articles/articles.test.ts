import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { articleReviews, articles } from '../../db/schema/index';
import { utcDayKey } from '../../../shared/articles';
import { ACCESS_COOKIE } from './service/access-cookie';

let t: TestApp;
let memberCookie: string;
const ids: Record<string, number> = {};

async function article(slug: string, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(articles)
    .values({
      slug,
      title: `Title of ${slug}`,
      excerpt: `Excerpt of ${slug}`,
      content: `<p>Body of ${slug}</p>`,
      author: 'Coach Dana',
      tags: ['pricing'],
      isPublished: true,
      publishedAt: new Date('2026-01-15T12:00:00Z'),
      ...overrides,
    })
    .returning();
  ids[slug] = row!.id;
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const gym = await createGym(t.db, { name: 'Prairie <Flips> & Co', slogan: 'Brave hearts' });
  memberCookie = await signIn(t, (await createUser(t.db, { gymId: gym.id, firstName: 'Jo', lastName: 'March' })).id);
  await article('first-one');
  await article('second-one', {
    tags: ['retention'],
    title: 'Keeping families',
    publishedAt: new Date('2026-02-01T00:00:00Z'),
  });
  await article('third-one', { displayOrder: -1 });
  await article('draft-one', { isPublished: false, publishedAt: null });
  await article('placeholders', {
    content: '<p>Hello {{first_name}} {{last_name}} ({{user_name}}) of {{ gym_name }}: {{slogan}}. {{unknown}}</p>',
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} });

/** The anonymous access cookie from a response, as a header value to send back. */
function accessCookie(res: Awaited<ReturnType<typeof get>>): string {
  const c = res.cookies.find((x) => x.name === ACCESS_COOKIE);
  if (!c) throw new Error('no access cookie');
  return `${ACCESS_COOKIE}=${c.value}`;
}

describe('GET /api/articles', () => {
  it('lists published articles only, pinned first then newest, with ratings and tags', async () => {
    const res = await get('/articles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const slugs = body.items.map((a: { slug: string }) => a.slug);
    expect(slugs[0]).toBe('third-one');
    expect(slugs).not.toContain('draft-one');
    expect(slugs.indexOf('second-one')).toBeLessThan(slugs.indexOf('first-one'));
    expect(body.total).toBe(4);
    expect(body.tags).toEqual(['pricing', 'retention']);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'author',
        'averageRating',
        'coverImage',
        'excerpt',
        'id',
        'publishedAt',
        'slug',
        'tags',
        'title',
        'totalReviews',
      ].sort(),
    );
  });

  it('gives each article its own rating (hidden reviews left out)', async () => {
    await t.db.insert(articleReviews).values([
      { articleId: ids['first-one']!, rating: 5, userName: 'A' },
      { articleId: ids['first-one']!, rating: 4, userName: 'B' },
      { articleId: ids['first-one']!, rating: 1, userName: 'C', isHidden: true },
    ]);
    const items = (await get('/articles')).json().items as {
      slug: string;
      averageRating: number;
      totalReviews: number;
    }[];
    expect(items.find((a) => a.slug === 'first-one')).toMatchObject({ averageRating: 4.5, totalReviews: 2 });
    expect(items.find((a) => a.slug === 'second-one')).toMatchObject({ averageRating: 0, totalReviews: 0 });
  });

  it('searches, filters by tag and pages', async () => {
    expect((await get('/articles?search=families')).json().items.map((a: { slug: string }) => a.slug)).toEqual([
      'second-one',
    ]);
    expect((await get('/articles?tag=retention')).json().total).toBe(1);
    const page2 = (await get('/articles?pageSize=3&page=2')).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.page).toBe(2);
    expect((await get('/articles?search=%25')).json().total).toBe(0);
  });
});

describe('GET /api/articles/:slug and the daily limit', () => {
  it('gives a reader with no cookie the first article whole (crawlers too)', async () => {
    const res = await get('/articles/first-one');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'first-one', locked: false, content: '<p>Body of first-one</p>' });
    expect(res.headers['set-cookie']).toMatch(/HttpOnly/i);
  });

  it('locks a second distinct article the same UTC day, and reopening the first is allowed', async () => {
    const first = await get('/articles/first-one');
    const cookie = accessCookie(first);
    const second = await get('/articles/second-one', cookie);
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body).toMatchObject({
      slug: 'second-one',
      locked: true,
      reason: 'daily_limit_reached',
      excerpt: 'Excerpt of second-one',
    });
    expect(body.title).toBe('Keeping families');
    expect(body.content).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Body of second-one');
    const again = await get('/articles/first-one', accessCookie(second));
    expect(again.json()).toMatchObject({ locked: false, content: '<p>Body of first-one</p>' });
  });

  it('ignores a forged or tampered cookie (treated as a fresh reader, not as the record it claims)', async () => {
    const { signAccess, readAccess, accessSecret } = await import('./service/access-cookie');
    const key = await accessSecret(t.app.deps);
    const today = utcDayKey();
    // Every cookie below claims today's free article went to first-one, so trusting any of them would lock second-one.
    const claim = { date: today, items: [ids['first-one']!] };
    const genuine = `${ACCESS_COOKIE}=${signAccess(key, claim)}`;
    expect((await get('/articles/second-one', genuine)).json().locked).toBe(true);

    // A genuine signature lifted from another cookie, put on the claim's payload.
    const other = (await get('/articles/third-one')).cookies.find((c) => c.name === ACCESS_COOKIE)!.value;
    const [claimPayload] = signAccess(key, claim).split('.');
    const tampered = `${ACCESS_COOKIE}=${claimPayload}.${other.split('.')[1]}`;
    // The same claim signed with a key that is not the server's.
    const wrongKey = `${ACCESS_COOKIE}=${signAccess(Buffer.from('not-the-server-key'), claim)}`;
    // The claim with no signature at all.
    const unsigned = `${ACCESS_COOKIE}=${claimPayload}`;

    for (const forged of [tampered, wrongKey, unsigned]) {
      const res = await get('/articles/second-one', forged);
      expect(res.json()).toMatchObject({ locked: false, content: '<p>Body of second-one</p>' });
      // The reply starts a fresh record: second-one is today's read, first-one was never taken from the forgery.
      const renewed = res.cookies.find((c) => c.name === ACCESS_COOKIE);
      expect(readAccess(key, renewed?.value)).toEqual({ date: today, items: [ids['second-one']!] });
    }
  });

  it('starts over on a new UTC day', async () => {
    const { signAccess, readAccess, accessSecret } = await import('./service/access-cookie');
    const key = await accessSecret(t.app.deps);
    const yesterday = `${ACCESS_COOKIE}=${signAccess(key, { date: '2000-01-01', items: [ids['first-one']!] })}`;
    const res = await get('/articles/second-one', yesterday);
    expect(res.json().locked).toBe(false);
    const renewed = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(readAccess(key, renewed?.value)).toEqual({ date: utcDayKey(), items: [ids['second-one']!] });
  });

  it('never limits members', async () => {
    for (const slug of ['first-one', 'second-one', 'third-one']) {
      const res = await get(`/articles/${slug}`, memberCookie);
      expect(res.json()).toMatchObject({ locked: false, content: `<p>Body of ${slug}</p>` });
      expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
    }
  });

  it('answers 404 for drafts and unknown slugs', async () => {
    expect((await get('/articles/draft-one')).statusCode).toBe(404);
    expect((await get('/articles/nope')).json()).toEqual({ message: 'Article not found' });
  });
});

describe('placeholders', () => {
  it('fills them from the member and their gym, HTML-escaped', async () => {
    const res = await get('/articles/placeholders', memberCookie);
    expect(res.json().content).toBe(
      '<p>Hello Jo March (Jo March) of Prairie &lt;Flips&gt; &amp; Co: Brave hearts. {{unknown}}</p>',
    );
  });

  it('uses the visitor fallbacks of spec 000 §9', async () => {
    const res = await get('/articles/placeholders');
    expect(res.json().content).toBe('<p>Hello you  (you) of your gym: your slogan. {{unknown}}</p>');
  });
});
