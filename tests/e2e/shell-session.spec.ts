import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { member, signInAs } from './support/session';

test.describe('signing out from the user menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone signs out from the mobile menu');

  test('a failed logout shows one destructive toast that F8 reaches', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    await signInAs(page, member);
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    await page.goto('/my-tasks');
    await page.getByRole('button', { name: 'Account menu for Jordan' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Logout failed' });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Logout failedLogout failed');
    await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  });

  test('a logout clears the user and the signed-in page sends the visitor to /auth', async ({ page }) => {
    await signInAs(page, member);
    await page.route('**/api/logout', (route) => route.fulfill({ status: 204 }));
    await page.goto('/my-tasks');
    await page.getByRole('button', { name: 'Account menu for Jordan' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
  });
});
