import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/server/db/schema/index';
import { createTestApp, type TestApp } from '../support/test-app';

// Share tags are text from the database written into the page: they must read exactly as stored.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-share-'));
let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({}, undefined, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('share tags of an article', () => {
  it('read exactly the title when it holds dollar sequences and backticks', async () => {
    const title = "Price $` and $' and $& test";
    await t.db.insert(articles).values({
      slug: 'dollar-title',
      title,
      excerpt: 'Costs $$ and $1 more',
      isPublished: true,
      publishedAt: new Date('2026-01-05T10:00:00Z'),
    });
    const page = (await t.app.inject({ method: 'GET', url: '/blog/dollar-title' })).body;
    const escaped = 'Price $&#96; and $&#39; and $&amp; test';
    const ogTitle = /<meta property="og:title" content="([^"]*)">/.exec(page)?.[1];
    expect(ogTitle?.startsWith(escaped)).toBe(true);
    expect(ogTitle?.slice(escaped.length)).not.toMatch(/[$`']/);
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toContain(escaped);
    expect(page).toContain('Costs $$ and $1 more');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });
});
