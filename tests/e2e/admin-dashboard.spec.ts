import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The admin home's dashboard and the roles screen, at laptop width (admin screens).

test('the admin dashboard shows the figures and each leads to its area', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByRole('heading', { name: 'Latest activity' })).toBeVisible();
  await expect(glance.getByRole('heading', { name: 'Latest errors' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await glance.getByRole('link', { name: /Pending gym submissions/ }).click();
  await expect(page).toHaveURL(/\/admin\/gym-submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gym submissions' })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('link', { name: /Failed logins, last 7 days/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/users\?tab=log$/);
  await expect(page.getByRole('tab', { name: 'Login log', selected: true })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('link', { name: /^[\d,]+ Gyms$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/gyms$/);
});

test('an admin grants a permission in the role matrix and it stays saved', async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Event desk ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/roles', {
    data: { name, description: 'Runs the calendar', level: 3, displayOrder: 9, icon: 'calendar' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/roles-permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expectNoSeriousA11yViolations(page);

  // A registration role's platform permission cannot be ticked.
  await expect(page.getByRole('checkbox', { name: 'events.manage for Owner' })).toBeDisabled();

  const box = page.getByRole('checkbox', { name: `events.manage for ${name}` });
  await box.check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved', { exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page.getByRole('checkbox', { name: `events.manage for ${name}` })).toBeChecked();
});
