import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/accounts-env';

const FIRST = {
  slug: 'pricing-your-recreational-classes',
  title: 'Pricing Your Recreational Classes Without Guesswork',
};
const SECOND = { slug: 'the-first-90-days-retention', title: 'The First 90 Days: Where Retention Is Won or Lost' };
const SUFFIX = ' - Gymnastics Business Resources';
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const SHORT_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const body = (page: Page) => page.getByTestId('article-body');
const upgrade = (page: Page) => page.getByRole('dialog', { name: "You've read today's free article" });

/** Clicks a star as a pointer user does (the radio itself is visually hidden). */
async function rate(page: Page, stars: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: stars }) })
    .click();
  await expect(page.getByRole('radio', { name: stars })).toBeChecked();
}

async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Opens an article from the blog's list, so the browser loads it (a page opened by its address
 * arrives rendered with its data, and a call the test makes fail would not be made).
 */
async function openFromBlog(page: Page, slug: string) {
  await page.goto('/blog');
  await page.locator(`a[href="/blog/${slug}"]`).first().click();
  await expect(page).toHaveURL(`/blog/${slug}`);
}

test.describe('the coffee corner as a visitor', () => {
  test(
    'reads one article, is locked out of a second the same day, and may reopen the first',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'The Coffee Corner' })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(FIRST.title) }).click();

      await expect(page.getByRole('heading', { level: 1, name: FIRST.title })).toBeVisible();
      await expect(page).toHaveTitle(`${FIRST.title}${SUFFIX}`);
      await expect(body(page)).toContainText('Hi you. Most gym owners');
      await expect(body(page)).toContainText('at your gym');
      await expect(page.locator('article header time')).toHaveText(LONG_DATE);
      await expect(page.getByText('Dana Whitfield', { exact: true })).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${FIRST.title}${SUFFIX}`);
      await expectNoSeriousA11yViolations(page);

      const record = await page.evaluate(() => JSON.parse(localStorage.getItem('articleAccess') ?? 'null'));
      expect(record).toEqual({ date: new Date().toISOString().slice(0, 10), slugs: [FIRST.slug] });

      await page.goto(`/blog/${SECOND.slug}`);
      await expect(upgrade(page)).toBeVisible();
      await expect(upgrade(page)).toContainText('17+ business calculators');
      await expect(page.getByTestId('article-locked')).toContainText(
        'Most families who quit decide in the first three months.',
      );
      await expect(body(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      // The server keeps the same rule in its signed cookie: the API gives no body either.
      const api = await (await page.request.get(`/api/articles/${SECOND.slug}`)).json();
      expect(api).toMatchObject({ locked: true, reason: 'daily_limit_reached', content: null });

      await upgrade(page).getByRole('button', { name: 'Maybe later' }).click();
      await expect(upgrade(page)).toHaveCount(0);
      // Changing the slug (in-app navigation) resets the locked state; the first article reopens.
      await page.getByRole('link', { name: 'Back to Blog' }).first().click();
      await page.getByRole('link', { name: new RegExp(FIRST.title) }).click();
      await expect(body(page)).toContainText('Hi you.');
      await expect(upgrade(page)).toHaveCount(0);
    },
  );

  test('sees the loading text, then the not-found state with a way back', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.route('**/api/articles/no-such-article', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fallback();
    });
    await page.goto('/blog/no-such-article');
    await expect(page.getByText('Loading article...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('shares on Facebook and Twitter in 600x400 popups', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { opened: string[][] }).opened = [];
      window.open = (url?: string | URL, target?: string, features?: string) => {
        (window as unknown as { opened: string[][] }).opened.push([String(url), target ?? '', features ?? '']);
        return null;
      };
    });
    await page.goto(`/blog/${FIRST.slug}`);
    await page.getByRole('button', { name: 'Facebook' }).click();
    await page.getByRole('button', { name: 'Twitter' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    const here = encodeURIComponent(new URL(`/blog/${FIRST.slug}`, page.url()).toString());
    expect(opened[0]![0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${here}`);
    expect(opened[1]![0]).toContain(`https://twitter.com/intent/tweet?url=${here}&text=`);
    for (const call of opened) expect(call[2]).toContain('width=600,height=400');
  });

  test('searches and filters the blog by tag', async ({ page }) => {
    await page.goto('/blog');
    // Listed before filtering, so its absence below means the filters removed it.
    await expect(page.getByRole('link', { name: new RegExp(FIRST.title) }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('meet that');
    await expect(page.getByRole('link', { name: /Hosting a Meet That Actually Makes Money/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(FIRST.title) })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
    await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'retention' }).click();
    await expect(page.getByRole('link', { name: new RegExp(SECOND.title) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(FIRST.title) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('writes a review with a name, with every message of the form on the way', async ({ page }) => {
    await page.goto('/blog/reading-your-monthly-numbers');
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Please select a rating')).toContainText('Click on the stars to rate this article');

    // Keyboard: the stars are a radio group named "1 star" ... "5 stars".
    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Name required')).toContainText('Please enter your name to submit a review');

    const name = `Visitor ${test.info().project.name}`;
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel(/Your review/).fill('Short and useful.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted')).toContainText('Thank you for your feedback!');
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    const mine = page.getByRole('listitem').filter({ hasText: name });
    await expect(mine).toContainText('Short and useful.');
    await expect(mine.locator('time')).toHaveText(SHORT_DATE);
    await expect(mine).not.toContainText('Verified member');
  });

  test('is told when reviews cannot load or a review cannot be saved', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of (500|429)/);
    await page.route('**/api/articles/*/reviews*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'boom' } })
        : route.fulfill({
            status: 429,
            json: { message: 'Too many reviews from this address. Please try again later.' },
          }),
    );
    await openFromBlog(page, FIRST.slug);
    await expect(toast(page, 'Failed to fetch reviews')).toBeVisible();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await rate(page, '5 stars');
    await page.getByLabel('Your name').fill('Sam');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Error')).toContainText('Too many reviews from this address. Please try again later.');
  });
});

test.describe('the coffee corner as a member', () => {
  test('is told when the review stats or their own review cannot load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    await signIn(page, 'demo_manager', 'Breakfast2024');
    await page.route('**/api/articles/*/review-stats', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await openFromBlog(page, SECOND.slug);
    await expect(toast(page, 'Failed to fetch review stats')).toBeVisible();
    await page.unroute('**/api/articles/*/review-stats');
    await page.route('**/api/articles/*/my-review', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await openFromBlog(page, FIRST.slug);
    await expect(toast(page, 'Failed to fetch user review')).toBeVisible();
  });

  test('reads many articles that speak to them by name and gym, and reviews one', async ({ page }) => {
    await signIn(page, 'demo_owner', 'Breakfast2024');
    await page.goto(`/blog/${FIRST.slug}`);
    await expect(body(page)).toContainText('Hi Olivia. Most gym owners');
    await expect(body(page)).toContainText('at Prairie State Gymnastics Academy');
    for (const slug of [SECOND.slug, 'hosting-a-meet-that-makes-money', 'cash-flow-in-a-seasonal-business']) {
      await page.goto(`/blog/${slug}`);
      await expect(body(page)).toBeVisible();
      await expect(upgrade(page)).toHaveCount(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('articleAccess'))).toBeNull();

    const slug =
      test.info().project.name === 'phone' ? 'safety-culture-and-insurance' : 'building-a-front-desk-that-sells';
    await page.goto(`/blog/${slug}`);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByLabel('Your name')).toHaveCount(0);
    await rate(page, '5 stars');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted')).toContainText('Thank you for your feedback!');
    await expect(page.getByText('Thank you for your review!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Olivia Owner' })).toContainText('Verified member');
  });
});

test.describe('article admin', () => {
  test('an admin writes, previews and publishes an article that then shows on the blog', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const title = `Scholarship Programs That Pay Off ${test.info().project.name} ${Date.now()}`;
    await page.goto('/admin/articles');
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(/^scholarship-programs-that-pay-off-/);
    await page.getByLabel('Author').fill('E2E Editor');
    await page.getByLabel('Excerpt').fill('How a small scholarship fund grows loyalty.');
    await page.getByLabel('Tags').fill('community, finance');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Dear reader at ');
    await page.getByRole('combobox', { name: 'Insert placeholder' }).selectOption('gym_name');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview).toContainText('Dear reader at');
    await expect(preview).not.toContainText('{{');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Publish' }).click();
    // The new article is saved published and the editor moves to its edit address.
    await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(body(page)).toContainText('Dear reader at');
  });
});
