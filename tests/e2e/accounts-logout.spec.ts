import { loginInBrowser, registerViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test(
  'a signed-in member logs out and signed-in pages send them to /auth',
  { tag: '@phone' },
  async ({ page, request, isMobile }) => {
    const member = await registerViaApi(request);
    await loginInBrowser(page, member.username, member.password);
    await expect(page).toHaveURL('/');
    // The member's home finishes loading first: a load still queued when the session ends answers 401.
    await page.waitForLoadState('networkidle');

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: `Account menu for ${member.firstName}` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    await expect(page.getByRole('link', { name: 'Login/Register' }).first()).toBeAttached();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await page.goto('/profile');
    await expect(page).toHaveURL('/auth');
  },
);
