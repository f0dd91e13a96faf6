import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentationMessages as m } from '../../../shared/documentation';
import { createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { UserGuide } from './guide';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t, (await createUser(t.db, { role: 'Manager' })).id);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the user guide (/documentation)', () => {
  it('lists one page per area in order, for signed-in members only', async () => {
    expect((await get('/api/documentation')).statusCode).toBe(401);
    const pages = (await get('/api/documentation', member)).json() as { slug: string; title: string; order: number }[];
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(pages[0]).toMatchObject({ slug: 'getting-started', order: 1 });
    expect(pages.map((p) => p.order)).toEqual([...pages.map((p) => p.order)].sort((a, b) => a - b));
    expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['docs-repository', 'business-tasks']));
  });

  it('finds the pages holding every word of a search, best first, with an excerpt', async () => {
    const found = (await get('/api/documentation?q=google%20doc', member)).json() as {
      slug: string;
      excerpt: string;
    }[];
    expect(found[0]!.slug).toBe('docs-repository');
    expect(found[0]!.excerpt.toLowerCase()).toContain('google doc');
    expect((await get('/api/documentation?q=zzqxnotaword', member)).json()).toEqual([]);
  });

  it('serves a page as sanitized HTML with headings and neighbours; an unknown page is a 404', async () => {
    const page = (await get('/api/documentation/docs-repository', member)).json();
    expect(page).toMatchObject({ slug: 'docs-repository', title: 'Docs' });
    expect(page.html).toContain('<h2 id="what-docs-is-for">What Docs is for</h2>');
    expect(page.html).not.toMatch(/<script|onerror=/i);
    expect(page.headings[0]).toEqual({ id: 'what-docs-is-for', text: 'What Docs is for' });
    expect(page.previous).toMatchObject({ slug: 'books-and-podcasts' });
    expect(page.next).toMatchObject({ slug: 'business-tasks' });
    const missing = await get('/api/documentation/no-such-page', member);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.pageNotFound);
  });
});

describe('each app reads its own guide', () => {
  it('honours the folder it is given, and another app’s folder is another guide', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
    fs.writeFileSync(path.join(dir, '01-only.md'), '---\ntitle: Only page\norder: 1\n---\n## Hello\nBody text.\n');
    const own = new UserGuide(dir);
    expect(own.search().map((p) => p.slug)).toEqual(['only']);
    expect(own.page('only').headings).toEqual([{ id: 'hello', text: 'Hello' }]);
    expect(new UserGuide().search().map((p) => p.slug)).toContain('docs-repository');
    expect(own.search().map((p) => p.slug)).toEqual(['only']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
