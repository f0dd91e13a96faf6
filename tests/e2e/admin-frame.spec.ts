import type { Page } from '@playwright/test';
import { firstGym } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The admin frame (docs/decisions/0152-admin-frame.md): every admin screen carries the admin
 * navigation, a column beside the page on a laptop and one "Admin menu" button on a phone.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Three events of one tag, made out of order through the admin API: in 40 days, in 3 days, 5 days ago. */
async function eventsOfOneTag(page: Page) {
  const tag = `Frame ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const gym = await firstGym(page.request);
  for (const [label, days] of [
    ['later', 40],
    ['sooner', 3],
    ['earlier', -5],
  ] as const) {
    const res = await page.request.post('/api/admin/events', {
      data: {
        gymId: gym.id,
        title: `${tag} ${label}`,
        description: 'Owners compare their spring schedules.',
        location: '1200 Main St, Austin, TX',
        date: inDays(days),
        capacity: 20,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return tag;
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: /Admin/ });

test('an admin moves between admin screens through the admin navigation; events come soonest first', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const tag = await eventsOfOneTag(page);

  await page.goto(`/admin/events?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const nav = adminNav(page);
  for (const href of ['/admin', '/admin/users', '/admin/events', '/admin/breakfast-club'])
    await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  // Beside the page, not above it.
  const navBox = (await nav.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1, name: 'Events' }).boundingBox())!;
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);

  // The list opens on the upcoming events, soonest first; all of them put the past one last.
  const rows = page.getByRole('listitem').filter({ hasText: tag });
  await expect(rows).toHaveText([new RegExp(`${tag} sooner`), new RegExp(`${tag} later`)]);
  await page.getByLabel('Show', { exact: true }).selectOption('all');
  await expect(rows).toHaveText([
    new RegExp(`${tag} sooner`),
    new RegExp(`${tag} later`),
    new RegExp(`${tag} earlier`),
  ]);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const href of ['/admin/users', '/admin/events', '/admin/breakfast-club'])
    await expect(adminNav(page).locator(`a[href="${href}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the laptop shows the navigation as a column');

  test('the admin navigation is one button that opens from the keyboard', { tag: '@phone' }, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/events');
    const heading = page.getByRole('heading', { level: 1, name: 'Events' });
    await expect(heading).toBeVisible();
    const nav = adminNav(page);
    const toggle = nav.getByRole('button', { name: 'Admin menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('a[href="/admin/users"]')).toBeHidden();
    // The page starts near the top: the button takes one row.
    expect((await heading.boundingBox())!.y).toBeLessThan(320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Users', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(adminNav(page).getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
