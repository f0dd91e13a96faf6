import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { articles } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

// Serving the built client needs no database rows: an in-memory database is enough here.
let app: App;
let database: Database;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-client-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What scripts/compress-client.mjs writes next to a built file.
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true },
      'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html'] },
    }),
  );
  database = await openPglite({});
  app = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://club.example' }), database, clientDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  it('serves hashed assets with long-lived caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time compressed file to a browser that accepts it, the plain file otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses the page and JSON for a browser that accepts it', async () => {
    const page = await app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<div id="root"></div>');
    // A JSON answer over the 1 KB threshold: the not-found message repeats the long path.
    const url = `/api/${'x'.repeat(1500)}`;
    const json = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.rawPayload).toString())).toEqual({ message: `Route GET ${url} not found` });
  });

  it("names the home page's chunk in its HTML so it loads beside the entry", async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    const other = await app.inject({ method: 'GET', url: '/tools/loan' });
    expect(other.body).not.toContain('modulepreload');
  });

  it('names the route an address opens and its page chunk, for the browser to render it without the table', async () => {
    const landing = (html: string) => {
      const json = /<script type="application\/json" id="landing-route">([^<]*)<\/script>/.exec(html)?.[1];
      return json ? (JSON.parse(json) as Record<string, unknown>) : null;
    };
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(landing(home.body)).toEqual({
      path: '/',
      access: 'public',
      anyOf: [],
      title: 'The Breakfast Club',
      section: 'Home',
      chunk: '/assets/home-page-1.js',
    });
    // An address of no route, or of a page the manifest lacks, names none: the browser loads the table.
    expect(landing((await app.inject({ method: 'GET', url: '/no-such-page' })).body)).toBeNull();
    expect(landing((await app.inject({ method: 'GET', url: '/blog' })).body)).toBeNull();
  });

  it('falls back to index.html for client routes, with default share tags', async () => {
    for (const url of ['/', '/blog', '/tools/loan', '/some/unknown/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta property="og:title"');
      expect(res.body).toContain(`<link rel="canonical" href="https://club.example${url}">`);
    }
  });

  it('keeps /api JSON 404s and real files', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nope not found' });
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends HSTS when the public URL is https', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('head tags from the route table', () => {
  it("gives a table route its title and description, and other addresses the home page's", async () => {
    const events = (await app.inject({ method: 'GET', url: '/events' })).body;
    expect(events).toContain('<title>Event calendar | The Breakfast Club</title>');
    expect(events).toContain(
      '<meta name="description" content="Monthly gatherings, workshops and meetups for gym business leaders.">',
    );
    const unknown = (await app.inject({ method: 'GET', url: '/some/unknown/page' })).body;
    expect(unknown).toContain('<title>The Breakfast Club - Gymnastics Business Resources</title>');
  });

  it('serves the reset pages, whose address carries a token, with no Referer', async () => {
    for (const url of ['/reset-password?token=abc', '/reset-password-sms']) {
      expect((await app.inject({ method: 'GET', url })).headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect((await app.inject({ method: 'GET', url: '/auth' })).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('two apps in one process', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({}, undefined, { clientDir });
    two = await createTestApp({}, undefined, { clientDir });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("each serves an article's share tags from its own database", async () => {
    const publishedAt = new Date('2026-01-05T10:00:00Z');
    await one.db
      .insert(articles)
      .values({ slug: 'same-slug', title: 'From database one', isPublished: true, publishedAt });
    await two.db
      .insert(articles)
      .values({ slug: 'same-slug', title: 'From database two', isPublished: true, publishedAt });
    const title = async (t: TestApp) =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url: '/blog/same-slug' })).body)?.[1];
    expect(await title(one)).toMatch(/^From database one/);
    expect(await title(two)).toMatch(/^From database two/);
    expect(await title(one)).toMatch(/^From database one/);
  });
});

describe('site settings in the page', () => {
  it('writes the intro video id into the page only when one is set', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('intro-video-id');
    const db = await openPglite({});
    const withVideo = await buildApp({ config: testConfig({ INTRO_VIDEO_ID: 'abcDEF_123' }), database: db, clientDir });
    try {
      expect((await withVideo.inject({ method: 'GET', url: '/' })).body).toContain(
        '<meta name="intro-video-id" content="abcDEF_123">',
      );
    } finally {
      await withVideo.close();
      await db.close();
    }
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const db = await openPglite({});
    const a = await buildApp({ config: testConfig(), database: db, clientDir });
    await db.close();
    const res = await a.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: { kind: 'pglite', status: 'down', latencyMs: expect.any(Number) },
    });
    expect(res.headers['retry-after']).toBe('5');
    await a.close();
  });
});
