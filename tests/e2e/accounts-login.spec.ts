import { accountMessages as m } from '../../src/shared/accounts';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { DEMO_PASSWORD, DEMO_USERS } from './support/accounts-env';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.describe('signing in', () => {
  test('an empty login form names both required fields', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(m.usernameOrEmailRequired)).toBeVisible();
    await expect(page.getByText(m.passwordRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password says so in a toast and under the form', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    const member = await registerViaApi(request);
    await loginInBrowser(page, member.username, 'Not-The-Password-1');
    const toast = page.getByRole('status').filter({ hasText: m.loginFailed });
    await expect(toast).toContainText(m.invalidCredentials);
    await expect(page.getByRole('alert').filter({ hasText: m.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });

  test(
    'a member signs in with username or email and lands on the home page',
    { tag: '@phone' },
    async ({ page, request }) => {
      const member = await registerViaApi(request);
      await loginInBrowser(page, member.email, member.password);
      await expect(page).toHaveURL('/');
      expect(await (await page.request.get('/api/user')).json()).toMatchObject({ username: member.username });

      // The session survives a reload; a signed-in route opens.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    },
  );

  test('the login tab links to the text-message reset', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Reset your password by text message' }).click();
    await expect(page).toHaveURL('/reset-password-sms');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset by text message' })).toBeVisible();
  });
});

test('a seeded demo director signs in and sees their name in the user menu', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone shows the name inside the mobile menu');
  await loginInBrowser(page, DEMO_USERS[1], DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu for Daniel' })).toBeVisible();
});
