import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser, signIn } from '../../../../tests/support/factories';
import { articleReviews, articles } from '../../db/schema/index';

let t: TestApp;
let memberCookie: string;
let adminCookie: string;
let articleId: number;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REVIEWS_PER_HOUR: '10' });
  memberCookie = await signIn(t, (await createUser(t.db, { firstName: 'Jo', lastName: 'March' })).id);
  adminCookie = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  const [a] = await t.db
    .insert(articles)
    .values({ slug: 'reviewed', title: 'Reviewed', content: '<p>x</p>', isPublished: true, publishedAt: new Date() })
    .returning();
  const [d] = await t.db.insert(articles).values({ slug: 'draft', title: 'Draft', content: '' }).returning();
  articleId = a!.id;
  draftId = d!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie?: string, ip = '203.0.113.9') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('review rules (spec 000 §5, spec 001 §5)', () => {
  it.each([
    [{}, 'Please select a rating'],
    [{ rating: 0, userName: 'A' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6, userName: 'A' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 3.5, userName: 'A' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4 }, 'Please enter your name to submit a review'],
    [{ rating: 4, userName: '   ' }, 'Please enter your name to submit a review'],
    [{ rating: 4, userName: 'x'.repeat(101) }, 'Name must not exceed 100 characters'],
    [{ rating: 4, userName: 'Al', reviewText: 'x'.repeat(1001) }, 'Review must not exceed 1000 characters'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await call('POST', `/articles/${articleId}/reviews`, payload, undefined, '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes an anonymous review with a trimmed name, unverified; empty text is omitted', async () => {
    const res = await call('POST', `/articles/${articleId}/reviews`, {
      rating: 4,
      userName: '  Sam Coach ',
      reviewText: '   ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: 4, userName: 'Sam Coach', isVerified: false, reviewText: null });
  });

  it('takes one verified review per member, named from the account', async () => {
    const res = await call(
      'POST',
      `/articles/${articleId}/reviews`,
      { rating: 5, reviewText: 'Great', userName: 'ignored' },
      memberCookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: 5, userName: 'Jo March', isVerified: true, reviewText: 'Great' });
    const again = await call('POST', `/articles/${articleId}/reviews`, { rating: 1 }, memberCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this article');
  });

  it('lists reviews newest first, with stats to one decimal', async () => {
    await call('POST', `/articles/${articleId}/reviews`, { rating: 4, userName: 'Kim' });
    const list = (await call('GET', `/articles/${articleId}/reviews`)).json();
    expect(list.map((r: { userName: string }) => r.userName)).toEqual(['Kim', 'Jo March', 'Sam Coach']);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'isVerified', 'rating', 'reviewText', 'userName']);
    expect((await call('GET', `/articles/${articleId}/review-stats`)).json()).toEqual({
      totalReviews: 3,
      averageRating: 4.3,
    });
  });

  it('looks up the own review only for members (401 for visitors, null when none)', async () => {
    expect((await call('GET', `/articles/${articleId}/my-review`)).statusCode).toBe(401);
    expect((await call('GET', `/articles/${articleId}/my-review`, undefined, memberCookie)).json()).toMatchObject({
      rating: 5,
    });
    expect((await call('GET', `/articles/${articleId}/my-review`, undefined, adminCookie)).body).toBe('null');
  });

  it('pages the list: 20 by default, pageSize at most 50, newest first across pages', async () => {
    const [paged] = await t.db
      .insert(articles)
      .values({ slug: 'paged', title: 'Paged', content: '<p>x</p>', isPublished: true, publishedAt: new Date() })
      .returning();
    const base = Date.now() - 1_000_000;
    await t.db.insert(articleReviews).values(
      Array.from({ length: 60 }, (_, i) => ({
        articleId: paged!.id,
        rating: 4,
        userName: `Reader ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const names = async (qs: string) => {
      const res = await call('GET', `/articles/${paged!.id}/reviews${qs}`);
      expect(res.statusCode).toBe(200);
      return res.json().map((r: { userName: string }) => r.userName);
    };
    const first = await names('');
    expect(first).toHaveLength(20);
    expect(first[0]).toBe('Reader 59');
    expect(await names('?page=2')).toEqual(Array.from({ length: 20 }, (_, i) => `Reader ${39 - i}`));
    expect(await names('?page=2&pageSize=50')).toEqual(Array.from({ length: 10 }, (_, i) => `Reader ${9 - i}`));
    expect(await names('?page=4')).toEqual([]);
    for (const bad of ['?pageSize=51', '?pageSize=0', '?page=0', '?page=x'])
      expect((await call('GET', `/articles/${paged!.id}/reviews${bad}`)).statusCode, bad).toBe(400);
  });

  it('answers 404 for reviews on a draft or unknown article', async () => {
    expect((await call('GET', `/articles/${draftId}/reviews`)).statusCode).toBe(404);
    expect((await call('POST', `/articles/999999/reviews`, { rating: 3, userName: 'A' })).statusCode).toBe(404);
  });

  it('limits anonymous reviews to 10 an hour per IP', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expect(
        (await call('POST', `/articles/${articleId}/reviews`, { rating: 3, userName: `N${i}` }, undefined, ip))
          .statusCode,
      ).toBe(201);
    }
    const res = await call('POST', `/articles/${articleId}/reviews`, { rating: 3, userName: 'N11' }, undefined, ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(
      (await call('POST', `/articles/${articleId}/reviews`, { rating: 3, userName: 'Other' }, undefined, '192.0.2.78'))
        .statusCode,
    ).toBe(201);
  });

  it('lets an admin hide a review, which leaves the list and the stats', async () => {
    const before = (await call('GET', `/articles/${articleId}/review-stats`)).json().totalReviews;
    const all = (await call('GET', `/admin/articles/${articleId}/reviews`, undefined, adminCookie)).json();
    const target = all.find((r: { userName: string }) => r.userName === 'Kim');
    expect(
      (await call('PATCH', `/admin/article-reviews/${target.id}`, { isHidden: true }, memberCookie)).statusCode,
    ).toBe(403);
    const res = await call('PATCH', `/admin/article-reviews/${target.id}`, { isHidden: true }, adminCookie);
    expect(res.json()).toMatchObject({ id: target.id, isHidden: true });
    expect((await call('GET', `/articles/${articleId}/review-stats`)).json().totalReviews).toBe(before - 1);
    const list = (await call('GET', `/articles/${articleId}/reviews`)).json();
    expect(list.find((r: { id: number }) => r.id === target.id)).toBeUndefined();
  });
});
