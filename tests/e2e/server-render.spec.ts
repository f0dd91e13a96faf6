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
