import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a page whose code fails to load shows the error screen, and Reload Page recovers', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED|events-page/);
  await page.route('**/assets/events-page-*.js', (route) => route.abort());
  await page.goto('/events');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText(/dynamically imported module|events-page/);
  await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  // The bar and footer stay usable around a failed page.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/assets/events-page-*.js');
  await alert.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
});
