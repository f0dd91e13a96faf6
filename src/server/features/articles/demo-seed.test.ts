import sharp from 'sharp';
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

  it('serves every listed cover as a 1200x630 WebP on the public path', async () => {
    const items = (await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=50' })).json().items as {
      coverImage: string;
    }[];
    expect(items).toHaveLength(DEMO_ARTICLES.length);
    for (const { coverImage } of items) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public${coverImage}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      // Decoded from the bytes actually served, not taken from what the seeder recorded.
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 1200, height: 630 });
    }
  });

  it('uses placeholders in some articles, filled for visitors with the fallbacks', async () => {
    const withTokens = DEMO_ARTICLES.filter((a) => a.content.includes('{{'));
    expect(withTokens.length).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${withTokens[0]!.slug}` });
    expect(res.json().content).not.toContain('{{');
    expect(res.json().content).toContain('your gym');
  });
});
