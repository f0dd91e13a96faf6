import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser, signIn } from '../../../../tests/support/factories';
import { roles } from '../../db/schema/index';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>App</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ PUBLIC_URL: 'https://club.example' }, undefined, { clientDir });
  // An https PUBLIC_URL makes the session cookie __Host-sid.
  const secure = (cookie: string) => `__Host-${cookie}`;
  adminCookie = secure(await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id));
  memberCookie = secure(await signIn(t, (await createUser(t.db)).id));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie: string | null = adminCookie,
) => t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const draft = {
  title: 'Pricing Your Team Program',
  slug: 'pricing-your-team-program',
  content: '<h2>Why</h2><p onclick="alert(1)">Dear {{first_name}}</p><script>alert(1)</script>',
  excerpt: 'How to set "team" fees & keep <families>.',
  author: 'Coach Dana',
  tags: ['Pricing', 'pricing', 'teams'],
};

describe('admin articles: access', () => {
  it.each([
    ['GET', '/admin/articles'],
    ['POST', '/admin/articles'],
    ['GET', '/admin/articles/1'],
    ['PATCH', '/admin/articles/1'],
    ['DELETE', '/admin/articles/1'],
    ['POST', '/admin/articles/preview'],
    ['POST', '/admin/article-images'],
    ['GET', '/admin/articles/1/reviews'],
    ['PATCH', '/admin/article-reviews/1'],
  ] as const)('%s %s: 401 for a visitor, 403 for a member', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    expect((await call(method, url, body, memberCookie)).statusCode).toBe(403);
  });
});

describe('admin articles: CRUD, slug rules, publishing', () => {
  let id: number;

  it('creates an unpublished article with sanitized content and normalised tags', async () => {
    const res = await call('POST', '/admin/articles', draft);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({
      isPublished: false,
      publishedAt: null,
      tags: ['pricing', 'teams'],
      displayOrder: 0,
      roles: [],
    });
    expect(body.content).toBe('<h2>Why</h2><p>Dear {{first_name}}</p>');
    expect((await call('GET', '/articles/pricing-your-team-program', undefined, null)).statusCode).toBe(404);
    expect((await call('GET', '/articles/pricing-your-team-program', undefined, memberCookie)).statusCode).toBe(404);
    // The admin may open the draft at its address (the editor's view link).
    expect((await call('GET', '/articles/pricing-your-team-program')).json()).toMatchObject({
      locked: false,
      content: '<h2>Why</h2><p>Dear Test</p>',
    });
    expect((await call('GET', '/admin/articles')).json().map((a: { id: number }) => a.id)).toContain(id);
  });

  it.each([
    ['Pricing-Program', 'Slug must be lowercase letters, numbers and hyphens'],
    ['pricing program', 'Slug must be lowercase letters, numbers and hyphens'],
    ['pricing--program', 'Slug must be lowercase letters, numbers and hyphens'],
    ['-pricing', 'Slug must be lowercase letters, numbers and hyphens'],
    ['pricing_program', 'Slug must be lowercase letters, numbers and hyphens'],
    ['', 'Slug is required'],
  ])('refuses the slug %j', async (slug, message) => {
    const res = await call('POST', '/admin/articles', { ...draft, slug });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a slug already in use, on create and on rename', async () => {
    const res = await call('POST', '/admin/articles', draft);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An article with this slug already exists');
    const other = (await call('POST', '/admin/articles', { ...draft, slug: 'other-article' })).json();
    expect((await call('PATCH', `/admin/articles/${other.id}`, { slug: draft.slug })).statusCode).toBe(409);
    expect((await call('DELETE', `/admin/articles/${other.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/admin/articles/${other.id}`)).statusCode).toBe(404);
  });

  it('sets publishedAt at the first publish only, and keeps it through unpublish', async () => {
    const published = (await call('PATCH', `/admin/articles/${id}`, { isPublished: true })).json();
    expect(published.isPublished).toBe(true);
    expect(Date.now() - Date.parse(published.publishedAt)).toBeLessThan(60_000);
    await call('PATCH', `/admin/articles/${id}`, { isPublished: false });
    expect((await call('GET', '/articles', undefined, null)).json().total).toBe(0);
    const again = (await call('PATCH', `/admin/articles/${id}`, { isPublished: true })).json();
    expect(again.publishedAt).toBe(published.publishedAt);
    expect((await call('GET', '/articles', undefined, null)).json().items[0].slug).toBe(draft.slug);
  });

  it('keeps role relevance (article_roles)', async () => {
    const [owner] = await t.db.select().from(roles);
    const res = await call('PATCH', `/admin/articles/${id}`, {
      roles: [{ roleId: owner!.id, relevance: 'secondary' }],
    });
    expect(res.json().roles).toEqual([{ roleId: owner!.id, relevance: 'secondary' }]);
  });

  it('previews content sanitized and filled for the admin', async () => {
    const res = await call('POST', '/admin/articles/preview', {
      content: '<p>Hi {{first_name}}<img src="x" onerror="alert(1)"></p>',
    });
    // A bare relative src is dropped (decision 0052); the event handler always is.
    expect(res.json().content).toBe('<p>Hi Test<img loading="lazy" /></p>');
  });
});

describe('article images', () => {
  it('resizes an upload, stores it and serves it on the public path', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/article-images',
      headers: { cookie: adminCookie, 'content-type': 'image/png' },
      payload: big,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.path).toMatch(/^\/article-images\/[\w-]+\.webp$/);
    expect(body.url).toBe(`/api/public${body.path}`);
    // 3000x1500 shrinks to the 1600 px width limit, keeping its 2:1 shape.
    expect(body).toMatchObject({ width: 1600, height: 800 });
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(served.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 1600, height: 800 });
  });

  it('refuses what is not an image', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/article-images',
      headers: { cookie: adminCookie, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Images must be JPEG, PNG, WebP or GIF');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/article-images/none.webp' })).statusCode).toBe(404);
  });
});

describe('share previews in the served HTML', () => {
  it('puts the article tags, escaped, in <head> before any script', async () => {
    const created = (
      await call('POST', '/admin/articles', {
        ...draft,
        slug: 'share-me',
        title: 'Cash "Flow" <Basics>',
        coverImage: '/article-images/cover.webp',
        isPublished: true,
      })
    ).json();
    const res = await t.app.inject({ method: 'GET', url: '/blog/share-me' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.indexOf('<script')).toBeGreaterThan(0);
    const head = html.slice(0, html.indexOf('<script'));
    expect(head).toContain('<title>Cash &quot;Flow&quot; &lt;Basics&gt; - Gymnastics Business Resources</title>');
    expect(head).toContain(
      '<meta name="description" content="How to set &quot;team&quot; fees &amp; keep &lt;families&gt;.">',
    );
    expect(head).toContain('<link rel="canonical" href="https://club.example/blog/share-me">');
    expect(head).toContain(
      '<meta property="og:title" content="Cash &quot;Flow&quot; &lt;Basics&gt; - Gymnastics Business Resources">',
    );
    expect(head).toContain(
      '<meta property="og:description" content="How to set &quot;team&quot; fees &amp; keep &lt;families&gt;.">',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://club.example/api/public/article-images/cover.webp">',
    );
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="article:author" content="Coach Dana">');
    expect(head).toContain(`<meta property="article:published_time" content="${created.publishedAt}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('uses the title as description when there is no excerpt, and tags /blog itself', async () => {
    await call('POST', '/admin/articles', {
      ...draft,
      slug: 'no-excerpt',
      title: 'Plain',
      excerpt: null,
      isPublished: true,
    });
    const html = (await t.app.inject({ method: 'GET', url: '/blog/no-excerpt' })).body;
    expect(html).toContain('<meta property="og:description" content="Plain">');
    const blog = (await t.app.inject({ method: 'GET', url: '/blog' })).body;
    expect(blog).toContain('<title>The Coffee Corner - Gymnastics Business Resources</title>');
    expect(blog).toContain('<link rel="canonical" href="https://club.example/blog">');
  });
});
