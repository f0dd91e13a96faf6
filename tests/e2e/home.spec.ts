import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

interface Metrics {
  totalMembers: number;
  totalGyms: number;
  upcomingEvents: number;
}

const n = (value: number) => value.toLocaleString('en-US');

test('the home page shows the live numbers under the hero', async ({ page }) => {
  // The numbers the page was rendered with, as the server handed them over (other journeys
  // may add gyms meanwhile).
  await page.goto('/');
  const state = JSON.parse((await page.locator('#render-state').textContent()) ?? '{}') as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const metrics = state.queries.queries.find((q) => q.queryKey[0] === '/api/dashboard/metrics')?.state.data as Metrics;
  expect(metrics.totalMembers).toBeGreaterThan(0);

  await expect(page.getByText(`Join ${n(metrics.totalMembers)} Members Nationwide`)).toBeVisible();
  const stats = page.getByRole('region', { name: 'Club in numbers' }).getByRole('listitem');
  await expect(stats).toHaveText([
    `${n(metrics.totalMembers)}Active Members`,
    `${n(metrics.totalGyms)}Gyms in Network`,
    `${n(metrics.upcomingEvents)}Upcoming Events`,
  ]);
  await expect(page.getByRole('link', { name: /Gyms in Network/ })).toHaveAttribute('href', '/gym-network');

  await expect(page.getByRole('link', { name: 'View Upcoming Events' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
});

test(
  'the home page has the community, video, resources, gym intake and final call to action',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const community = page.getByRole('region', { name: "You don't have to figure it out alone" });
    await expect(community.getByRole('listitem')).toHaveCount(4);

    // The e2e server sets INTRO_VIDEO_ID (playwright.config.ts), so the player's poster shows.
    await expect(page.getByRole('button', { name: 'Play the intro video' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the playbooks' })).toHaveAttribute(
      'href',
      '/learning?tab=playbooks',
    );

    const resources = page.getByRole('region', { name: 'Everything a gym leader needs, in one club' });
    for (const title of ['Learning Hub', 'Business Tools', 'Peer Network', 'Events']) {
      await expect(resources.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    // The demo content publishes 31 modules, so the card's count keeps the spec's claim.
    await expect(resources.getByText('30+ educational modules')).toBeVisible();
    await expect(resources.getByRole('link', { name: /Learning Hub/ })).toHaveAttribute('href', '/learning-hub');
    await expect(resources.getByText('Financial calculators')).toBeVisible();
    await expect(resources.getByText('Monthly gatherings')).toBeVisible();

    const grow = page.getByRole('region', { name: 'Grow Our Network' });
    // The card's form loads when the card comes near the viewport.
    await expect(grow.getByLabel('Gym Name *')).toHaveCount(0);
    await grow.scrollIntoViewIfNeeded();
    await expect(grow.getByLabel('Gym Name *')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    // A visitor has no profile yet: the last call to action offers an account (decision 0154).
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    await expectNoSeriousA11yViolations(page);
  },
);

test('the stat cards show skeletons while the numbers load', async ({ page }) => {
  // A page opened by its address arrives with its numbers; one reached in the app loads them.
  await page.goto('/about');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/metrics', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'The Breakfast Club home' }).click();
  await expect(page.getByRole('region', { name: 'Club in numbers' }).getByRole('list')).toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();
  await expect(page.getByRole('region', { name: 'Club in numbers' }).getByRole('list')).toHaveAttribute(
    'aria-busy',
    'false',
  );
});

test('the headline types Directors, then Managers', async ({ page }) => {
  await page.goto('/');
  const headline = page.getByTestId('typing-headline');
  await expect(headline).toHaveText('Built for Gym Owners & Directors', { timeout: 15_000 });
  await expect(headline).toHaveText('Built for Gym Owners & Managers', { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Built for Gym Owners & Directors, Managers, Leaders' }),
  ).toBeVisible();
});

test('with reduced motion the headline stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const headline = page.getByTestId('typing-headline');
  await expect(headline).toHaveText('Built for Gym Owners & Directors');
  await page.waitForTimeout(2_500);
  await expect(headline).toHaveText('Built for Gym Owners & Directors');
});

test('the intro video loads from youtube-nocookie only after a click', async ({ page }) => {
  const videoRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Play the intro video' }).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await page.getByRole('button', { name: 'Play the intro video' }).click();
  const frame = page.locator('iframe[title="The Breakfast Club intro video"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

test('the about page tells what the club is', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A club for the people who run gyms');
  for (const title of [
    'The breakfast club',
    'The coffee corner',
    'The gym directory',
    'Local chapters',
    'Events',
    'Tools',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Read the coffee corner' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'Browse the gym network' })).toHaveAttribute('href', '/gym-network');
  await expectNoSeriousA11yViolations(page);
});
