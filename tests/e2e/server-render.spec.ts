import { expect, test } from './support/fixtures';

/**
 * The public pages arrive rendered (docs/decisions/0149-server-rendering.md): their content is in
 * the HTML before any script runs, and the browser takes them over without a hydration warning,
 * in a zone other than the one the server rendered in too.
 */
const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/blog/pricing-your-recreational-classes',
  '/events',
  '/breakfast-club',
  '/breakfast-club/chapters',
];

test.describe('server-rendered public pages', () => {
  test.use({ timezoneId: 'America/Denver' });

  test('hydrate without a warning, then show times in the reader’s zone', async ({ page, request }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|#41[89]|#42[35]/i.test(message.text())) warnings.push(message.text());
    });
    page.on('pageerror', (error) => warnings.push(error.message));
    const [event] = (await (await request.get('/api/events')).json()) as { id: number; title: string }[];
    const [chapter] = (await (await request.get('/api/chapters')).json()) as { id: number; name: string }[];
    for (const path of [...PUBLIC_PAGES, `/events/${event!.id}`, `/chapter/${chapter!.id}`]) {
      const res = await page.goto(path, { waitUntil: 'networkidle' });
      expect(await res!.text(), path).toContain('id="render-state"');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    expect(warnings).toEqual([]);
    // The first page was rendered in UTC (no zone cookie yet); the browser shows the reader's.
    await page.goto('/events', { waitUntil: 'networkidle' });
    await expect(page.getByText(/\d{1,2}:\d{2} [AP]M M[SD]T/).first()).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'tz')?.value).toBe('America%2FDenver');
    expect(warnings).toEqual([]);
  });

  test('a first visit shows times in the reader’s zone without drawing the page twice', async ({ browser }) => {
    // A new reader (no zone cookie): the server renders without the reader's zone and the browser
    // adds the reader's times where they stand. The page's heading is never taken out of the page (a
    // remount would lose the reader's place, focus and anything typed; decision 0182).
    const context = await browser.newContext({ timezoneId: 'America/Denver' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
              removed.push(node.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    // Events are told on the venue's clock; the reader's own is added where it differs (an event
    // outside the mountain zone), once the browser knows it: never in the server's HTML.
    const response = await page.goto('/events');
    expect(await response!.text()).not.toContain('your time');
    await expect(page.getByText(/\d{1,2}:\d{2} [AP]M M[SD]T your time/).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
    await context.close();
  });

  test('the events and the coffee corner read without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [event] = (await (await request.get('/api/events')).json()) as { title: string }[];
    await page.goto('/events');
    await expect(page.getByRole('link', { name: event!.title })).toBeVisible();
    const articles = (await (await request.get('/api/articles')).json()) as { items: { title: string }[] };
    await page.goto('/blog');
    await expect(page.getByText(articles.items[0]!.title).first()).toBeVisible();
    await context.close();
  });

  test(
    'a click on an event title in a rendered /events opens the event',
    { tag: '@phone' },
    async ({ page, request }) => {
      const [event] = (await (await request.get('/api/events')).json()) as { id: number; title: string }[];
      await page.goto('/events');
      await page.getByRole('link', { name: event!.title }).first().click();
      await expect(page).toHaveURL(`/events/${event!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
    },
  );
});
