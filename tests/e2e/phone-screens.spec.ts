import type { Page } from '@playwright/test';
import { loginInBrowser } from './support/accounts';
import { DEMO_PASSWORD } from './support/accounts-env';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The phone runs each area's main journey (tagged @phone); every other screen a member opens is
 * swept here at 390 px: it shows its heading, nothing scrolls sideways, and axe finds nothing
 * serious (decision 0146). The laptop runs every journey in full, so the sweep is the phone's.
 */
test.skip(({ isMobile }) => !isMobile, 'the laptop runs every journey in full');

async function sweep(page: Page, paths: readonly string[]) {
  // Sixteen screens with an axe check each: more than one journey's minute on a busy machine.
  test.setTimeout(150_000);
  await loginInBrowser(page, 'demo_owner', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test(
  'every member screen fits a phone: account, community, learning and resources',
  { tag: '@phone' },
  async ({ page }) => {
    await sweep(page, [
      '/about',
      '/profile',
      '/my-gym/access',
      '/blog',
      '/breakfast-club',
      '/breakfast-club/chapters',
      '/my-events',
      '/learning-hub',
      '/books',
      '/podcasts',
      '/repository',
      '/documentation',
      '/business-tasks',
      '/my-tasks',
      '/task-wizard',
    ]);
  },
);

test('every business tool fits a phone', { tag: '@phone' }, async ({ page }) => {
  await sweep(page, [
    '/tools/marketing-cost',
    '/tools/lead-conversion',
    '/tools/churn-rate',
    '/tools/price-increase',
    '/tools/payroll',
    '/tools/camp-profit',
    '/tools/growth-forecast',
    '/tools/revenue-sqft',
    '/revenue-per-sqft',
    '/arps-calculator',
    '/pro-shop-pricing',
    '/pricing-capacity',
    '/students-per-class',
    '/meet-expenses',
    '/meet-expenses/history',
    '/gym-capacity-planner',
  ]);
});

test('every planning tool fits a phone', { tag: '@phone' }, async ({ page }) => {
  // The demo seed's rows: demo_owner's second time audit and first feasibility study (the market page
  // opens on demo_owner's analysis list).
  await sweep(page, [
    '/time-audit',
    '/time-audit/results/2',
    '/feasibility',
    '/feasibility/1/wizard',
    '/feasibility/1/dashboard',
    '/certificates',
    '/certificates/verify',
    '/tools/market-intelligence',
  ]);
});
