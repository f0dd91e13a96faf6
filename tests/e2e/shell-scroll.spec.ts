import { expect, test } from './support/fixtures';

test('the bar shrinks once scrolled and a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL('/books');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});
