import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createUser, signIn } from '../../../tests/support/factories';
import { seedDemo } from '../db/seed/index';
import { events } from '../db/schema/index';
import { eq } from 'drizzle-orm';
import type { PageRendererModule } from '../../shared/server-render';
import { LANDING_ROUTE_ID } from '../../shared/landing-route';
import { pageFiles } from '../../shared/site-routes';

// The public pages' contract (spec 000 §2; docs/decisions/0149-server-rendering.md): a plain GET,
// with no script run, holds what the API lists, the visitor's rules hold in the HTML, and the
// browser gets the data it hydrates from.
let t: TestApp;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-ssr-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body>\n<div id="root"><div aria-busy="true">Drawn before the script</div></div>\n</body></html>',
  );
  // A built client's manifest: the server names the landing route's page chunk from it, and
  // renders on the server only a page the browser then renders from that landing route.
  fs.mkdirSync(path.join(clientDir, '.vite'));
  const manifest = Object.fromEntries(
    Object.entries(pageFiles).map(([key, file]) => [file, { file: `assets/${key}-page.js`, imports: [] }]),
  );
  fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const renderer = (await import('../../client/entry-server')) as PageRendererModule;
  t = await createTestApp({}, undefined, { clientDir, renderer });
  await seedDemo(t.db, pino({ level: 'silent' }), { demoPassword: 'Demo-Passw0rd!' });
}, 120_000);
afterAll(() => t.close());

/** The text a reader sees: tags dropped, entities read, the hydration data left out. */
function bodyText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res;
}

const api = async <T>(url: string): Promise<T> => (await t.app.inject({ method: 'GET', url })).json() as T;

describe('public pages rendered on the server', () => {
  it('holds the articles, events and chapters the API lists', async () => {
    const articles = await api<{ items: { title: string }[] }>('/api/articles');
    expect(articles.items.length).toBeGreaterThan(0);
    expect(bodyText((await page('/blog')).body)).toContain(articles.items[0]!.title);

    const eventList = await api<{ id: number; title: string }[]>('/api/events');
    expect(eventList.length).toBeGreaterThan(0);
    expect(bodyText((await page('/events')).body)).toContain(eventList[0]!.title);
    expect(bodyText((await page(`/events/${eventList[0]!.id}`)).body)).toContain(eventList[0]!.title);

    const chapters = await api<{ id: number; name: string }[]>('/api/chapters');
    expect(chapters.length).toBeGreaterThan(0);
    expect(bodyText((await page('/breakfast-club/chapters')).body)).toContain(chapters[0]!.name);
    expect(bodyText((await page(`/chapter/${chapters[0]!.id}`)).body)).toContain(chapters[0]!.name);

    const home = (await page('/')).body;
    expect(home).toMatch(/<h1[\s>]/);
    expect(home).not.toContain('Drawn before the script');
  });

  it("holds the gym network: the first gym of the directory, and a chosen state's gyms and links", async () => {
    const directory = await api<{ items: { name: string }[]; total: number }>('/api/gyms?page=1');
    expect(directory.total).toBeGreaterThan(0);
    expect(bodyText((await page('/gym-network')).body)).toContain(directory.items[0]!.name);

    const illinois = await api<{ items: { name: string }[] }>('/api/gyms?state=IL');
    const links = await api<{ title: string }[]>('/api/state-links?state=IL');
    expect(links.length).toBeGreaterThan(0);
    const text = bodyText((await page('/gym-network?state=IL')).body);
    for (const gym of illinois.items) expect(text).toContain(gym.name);
    expect(text).toContain(links[0]!.title);
    expect(text).not.toContain('Lone Star Gymnastics');
  });

  it('hands the browser the data it rendered from, with the zone it rendered times in', async () => {
    const html = (await page('/events', 'tz=America%2FDenver')).body;
    const state = JSON.parse(/<script type="application\/json" id="render-state">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(state).toMatchObject({ zone: 'America/Denver', zoneKnown: true });
    expect(state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toContain('/api/events');
    expect(bodyText(html)).toMatch(/ (MST|MDT) /);
    // Without the reader's zone the page is rendered in UTC, said so, and events keep their venue's clock
    // with no "your time" (the browser adds it once it knows the reader's zone).
    const visitor = (await page('/events')).body;
    const visitorState = JSON.parse(/id="render-state">([\s\S]*?)<\/script>/.exec(visitor)![1]!);
    expect(visitorState).toMatchObject({ zone: 'UTC', zoneKnown: false });
    expect(bodyText(visitor)).toMatch(/ (MST|MDT|CST|CDT|PST|PDT|EST|EDT) /);
    expect(bodyText(visitor)).not.toContain('your time');
  });

  it('names the landing route the page was rendered as, with its page chunk', async () => {
    const html = (await page('/events/1')).body;
    const json = new RegExp(`<script type="application/json" id="${LANDING_ROUTE_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      path: '/events/:id',
      access: 'public',
      chunk: '/assets/event-page.js',
    });
  });

  it('gives an anonymous reader one article a day in the HTML too', async () => {
    const first = await page('/blog/pricing-your-recreational-classes');
    expect(bodyText(first.body)).toContain('Most gym owners set tuition by looking at the gym across town');
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).not.toBe('');
    const [other] = (await api<{ items: { slug: string }[] }>('/api/articles')).items.filter(
      (a) => a.slug !== 'pricing-your-recreational-classes',
    );
    const otherFull = await api<{ content: string | null }>(`/api/articles/${other!.slug}`);
    const sentence = bodyText(otherFull.content ?? '')
      .trim()
      .slice(0, 60);
    expect(sentence.length).toBeGreaterThan(20);
    const second = (await page(`/blog/${other!.slug}`, cookie)).body;
    expect(bodyText(second)).not.toContain(sentence);
    expect(second).not.toContain(sentence.slice(0, 30));
  });

  it('never renders a Zoom link for a visitor, and renders the page for a signed-in member', async () => {
    const [withZoom] = await api<{ id: number }[]>('/api/events');
    const link = 'https://zoom.us/j/5550001111';
    await t.db.update(events).set({ zoomLink: link }).where(eq(events.id, withZoom!.id));
    expect((await page(`/events/${withZoom!.id}`)).body).not.toContain(link);

    const member = await createUser(t.db, { firstName: 'Rendered', lastName: 'Member' });
    const session = await signIn(t, member.id);
    const html = (await page(`/events/${withZoom!.id}`, session)).body;
    const state = JSON.parse(/id="render-state">([\s\S]*?)<\/script>/.exec(html)![1]!);
    const user = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === '/api/user');
    expect(user.state.data.username).toBe(member.username);
  });

  it('keeps a visitor page until a write changes the data', async () => {
    const [event] = await api<{ id: number; spotsLeft: number }[]>('/api/events');
    const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} left`;
    expect(bodyText((await page(`/events/${event!.id}`)).body)).toContain(seats(event!.spotsLeft));
    const member = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event!.id}/rsvp`,
      payload: { mode: 'in-person' },
      headers: { cookie: await signIn(t, member.id) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(bodyText((await page(`/events/${event!.id}`)).body)).toContain(seats(event!.spotsLeft - 1));
  });

  it('leaves a page it cannot render to the browser', async () => {
    const html = (await page('/blog/no-such-article')).body;
    expect(html).toContain('Drawn before the script');
    expect(html).not.toContain('id="render-state"');
  });
});
