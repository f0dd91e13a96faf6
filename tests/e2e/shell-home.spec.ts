import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the home hero leads to events and the about page', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/The Breakfast Club/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'View Upcoming Events' }).click();
  await expect(page).toHaveURL('/events');
  await page.goBack();
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL('/about');
});

test('the skip link moves focus to the page content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard journey');
  await page.goto('/');
  // The app has rendered (on a busy machine the first Tab could otherwise come before the link exists).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
