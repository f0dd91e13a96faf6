import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { DEMO_ARTICLES } from '../../db/seed/article-content';
import { seedDemoArticles } from '../../db/seed/articles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoArticles(t.db);
});
afterAll(() => t.close());

describe('demo articles', () => {
  it('publishes at least 8 articles with covers, tags and reviews', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=50' })).json();
    expect(list.total).toBeGreaterThanOrEqual(8);
    for (const a of list.items) {
      expect(a.coverImage).toMatch(/^\/article-images\/demo-[a-z0-9-]+\.webp$/);
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.excerpt.length).toBeGreaterThan(40);
    }
    expect(list.items.filter((a: { totalReviews: number }) => a.totalReviews > 0)).toHaveLength(list.total);
    expect(list.tags).toEqual(expect.arrayContaining(['pricing', 'retention', 'staffing', 'meets', 'cash flow']));
  });

  it('serves the generated covers as 1200x630 WebP on the public path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/article-images/demo-${DEMO_ARTICLES[0]!.slug}.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('uses placeholders in some articles, filled for visitors with the fallbacks', async () => {
    const withTokens = DEMO_ARTICLES.filter((a) => a.content.includes('{{'));
    expect(withTokens.length).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${withTokens[0]!.slug}` });
    expect(res.json().content).not.toContain('{{');
    expect(res.json().content).toContain('your gym');
  });
});
