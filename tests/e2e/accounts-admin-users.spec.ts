import { accountMessages as m } from '../../src/shared/accounts';
import { E2E_ADMIN, loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an admin finds a member, locks the account with a reason, and reads the login log', async ({
  page,
  request,
  browser,
}) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');

  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Admin areas' })
    .getByRole('link', { name: /^Users/ })
    .click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByLabel('Search by name, username or email', { exact: true }).fill(member.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `${member.firstName} ${member.lastName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('definition').filter({ hasText: member.username })).toBeVisible();
  await dialog.getByLabel('First name', { exact: true }).fill('Rowan');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog.getByRole('heading', { name: `Rowan ${member.lastName}` })).toBeVisible();

  await dialog.getByLabel('Action', { exact: true }).selectOption('lock_account');
  await dialog.getByRole('button', { name: 'Apply action' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason', { exact: true }).fill('Card declined three times');
  await dialog.getByRole('button', { name: 'Apply action' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Lock account:' })).toBeVisible();
  await expect(dialog.getByText('Card declined three times')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Login log' }).click();
  const log = page.getByRole('table', { name: 'Login log' });
  await expect(log.getByRole('row').filter({ hasText: E2E_ADMIN.username }).first()).toContainText('Signed in');
  await expectNoSeriousA11yViolations(page);

  // The locked member is told why at the login form.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await loginInBrowser(memberPage, member.username, member.password);
  await expect(memberPage.getByRole('status').filter({ hasText: m.loginFailed })).toContainText(m.accountLockedByAdmin);
  await expect(memberPage.getByRole('alert').filter({ hasText: m.accountLockedByAdmin })).toBeVisible();
  await memberContext.close();
});
