import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { member, signInAs } from './support/session';

for (const path of ['/tools', '/profile', '/learning/some-module/some-section']) {
  test(`a visitor opening signed-in ${path} lands on /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Club' })).toBeVisible();
  });
}

for (const path of ['/admin', '/admin/users', '/business-listings']) {
  test(`a visitor opening admin-only ${path} lands on /`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'View Upcoming Events' })).toBeVisible();
  });
}

test('a signed-in member sees signed-in routes but not admin ones', async ({ page }) => {
  await signInAs(page, member);
  await page.goto('/customer-connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer connect' })).toBeVisible();
  // The fake member holds no gym permission: the page says who it is for and asks for nothing.
  await expect(page.getByText("Customer connect is for your gym's front desk")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/users');
  await expect(page).toHaveURL('/');
});

test('a public route is open to visitors', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
  await expect(page).toHaveTitle('Event calendar | The Breakfast Club');
  await expectNoSeriousA11yViolations(page);
});
