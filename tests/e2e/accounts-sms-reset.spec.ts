import { accountMessages as m } from '../../src/shared/accounts';
import { loginInBrowser, registerViaApi, smsCodeFor } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('reset by text message: a code to the mobile number, then code and new password', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.goto('/reset-password-sms');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(m.usernameOrMobileRequired)).toBeVisible();
  await page.getByLabel('Username or mobile number', { exact: true }).fill(member.username);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(m.smsSent).first()).toBeVisible();

  const code = await smsCodeFor(member.mobile);
  await page.getByLabel('6-digit code', { exact: true }).fill('12');
  const newPassword = 'Texted-Reset-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(m.smsCodeFormat)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('status').filter({ hasText: m.resetSuccessTitle })).toContainText(m.resetSuccess);

  await loginInBrowser(page, member.username, newPassword);
  await expect(page).toHaveURL('/');
});
