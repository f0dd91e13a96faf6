import { accountMessages as m } from '../../src/shared/accounts';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a member edits their details (the current password for a new mobile) and changes their password with the current one', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  const details = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  // A name alone needs no password: the field is not there.
  await details.getByLabel('First name', { exact: true }).fill('Robyn');
  await expect(details.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await details.getByLabel('Mobile number', { exact: true }).fill('12');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(m.phoneInvalid)).toBeVisible();
  // A new mobile number asks for the current password, and is refused without it.
  await details.getByLabel('Mobile number', { exact: true }).fill('+1 312 555 0199');
  const current = details.getByLabel('Current password', { exact: true });
  await expect(current).toHaveAttribute('type', 'password');
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText(m.currentPasswordForContact)).toBeVisible();
  await current.fill(member.password);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.profileUpdated })).toBeVisible();
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({
    firstName: 'Robyn',
    mobile: '+1 312 555 0199',
  });
  // Saved: the field goes away again.
  await expect(details.getByLabel('Current password', { exact: true })).toHaveCount(0);

  await page.getByLabel('Current password', { exact: true }).fill('Wrong-Current-1');
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-New-Pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.currentPasswordWrong })).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.passwordChanged })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
