import { accountMessages as m } from '../../src/shared/accounts';
import { loginInBrowser, registerViaApi, resetLinkFor } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('forgot password → the emailed link → a new password → sign in with it', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(m.usernameOrEmailRequired)).toBeVisible();
  await page.getByLabel('Username or email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.forgotSentTitle })).toContainText(m.forgotSent);
  await expectNoSeriousA11yViolations(page);

  const link = await resetLinkFor(member.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const newPassword = 'Fresh-Start-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Mismatch-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(m.passwordsDontMatch)).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('status').filter({ hasText: m.resetSuccessTitle })).toContainText(m.resetSuccess);

  await loginInBrowser(page, member.username, newPassword);
  await expect(page).toHaveURL('/');
});

test('a used reset link fails with the server message', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  const member = await registerViaApi(request);
  await request.post('/api/forgot-password', { data: { usernameOrEmail: member.username } });
  const link = await resetLinkFor(member.email);
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/reset-password', { data: { token, newPassword: 'First-Use-2026' } })).status()).toBe(
    200,
  );

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Second-Use-2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Second-Use-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.resetFailedTitle })).toContainText(m.resetTokenInvalid);
});

test('a failed reset request shows the server message, else the status line', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 429|status of 500/);
  let answer = { status: 429, json: { message: 'Too many requests. Please try again later.' } as object };
  await page.route('**/api/forgot-password', (route) => route.fulfill(answer));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Username or email', { exact: true }).fill('someone');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.forgotFailedTitle })).toContainText(
    'Too many requests. Please try again later.',
  );

  answer = { status: 500, json: {} };
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '500' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
