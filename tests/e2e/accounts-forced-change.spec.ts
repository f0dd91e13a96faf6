import { accountMessages as m } from '../../src/shared/accounts';
import { adminRequest, loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test(
  'a temporary password forces a change on /profile before anything else',
  { tag: '@phone' },
  async ({ page, request, playwright, baseURL, isMobile }) => {
    const member = await registerViaApi(request);
    const admin = await adminRequest(await playwright.request.newContext({ baseURL }));
    const res = await admin.post(`/api/admin/users/${member.id}/actions`, {
      data: { action: 'generate_temp_password', reason: 'Locked out at the front desk' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { tempPassword } = (await res.json()) as { tempPassword: string };
    await admin.dispose();

    await loginInBrowser(page, member.username, tempPassword);
    await expect(page).toHaveURL('/profile?changePassword=required');
    await expect(page.getByRole('status').filter({ hasText: m.passwordChangeRequiredTitle })).toContainText(
      m.passwordChangeRequired,
    );
    await expect(page.getByRole('alert').filter({ hasText: m.passwordChangeRequiredTitle })).toContainText(
      m.passwordChangeRequired,
    );
    // The flag is in session storage (spec 000 §4); the temporary password stays in memory only.
    expect(
      await page.evaluate(() => [sessionStorage.getItem('mustChangePassword'), sessionStorage.getItem('tempPassword')]),
    ).toEqual(['true', null]);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
      tempPassword,
    );
    // The current (temporary) password is filled in from the tab's memory.
    await expect(page.getByLabel('Current (temporary) password', { exact: true })).toHaveValue(tempPassword);
    await expectNoSeriousA11yViolations(page);

    // The page refuses to leave.
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Fuel' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fuel' }).click();
    }
    const dialog = page.getByRole('dialog', { name: m.passwordChangeRequiredTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay and change password' }).click();
    await expect(page).toHaveURL('/profile?changePassword=required');

    // Typing another signed-in address leads back.
    await page.goto('/tools');
    await expect(page).toHaveURL('/profile?changePassword=required');

    // The reload forgot the temporary password (it is never stored): the member types it.
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
    await page.getByLabel('Current password', { exact: true }).fill(tempPassword);
    const newPassword = 'My-Own-Pass-99';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: m.passwordChanged })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: m.passwordChangeRequiredTitle })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('tempPassword'))).toBeNull();

    await page.goto('/blog');
    await expect(page).toHaveURL('/blog');
  },
);
