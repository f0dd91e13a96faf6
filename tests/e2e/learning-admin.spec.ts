import { loginInBrowser, registerViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an admin creates a module with a section, a tab and a nested checklist, publishes it, and a member reads it', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name === 'phone', 'the editors are laptop work; the phone journey covers the hub');
  test.setTimeout(120_000);
  const title = `Front desk scripts ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/learning');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning content' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'New module' }).click();
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('best-practices');
  await page.getByLabel('Description').fill('What to say at the desk when a parent calls about a missed class.');
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/admin\/learning\/modules\/\d+\/edit/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('New section title').fill('Missed class calls');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('link', { name: 'Edit section Missed class calls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit learning section' })).toBeVisible();
  await page.getByRole('button', { name: 'Add overview tab' }).click();
  await page.getByRole('textbox', { name: 'Overview content' }).fill('Offer a make-up class before anything else.');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item 1 text').fill('Offer a make-up class');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item 2 text').fill('Log the call');
  await page.getByRole('button', { name: 'Nest item 2', exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByText('Section saved').first()).toBeVisible();

  const member = await registerViaApi(request);
  await page.request.post('/api/logout');
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/learning?tab=best-practices');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('link', { name: /Start: Missed class calls/ }).click();
  await expect(page.getByText('Offer a make-up class before anything else.')).toBeVisible();
  await page.getByLabel('Offer a make-up class', { exact: true }).check();
  await page.getByLabel('Log the call').check();
  await expect(page.getByText('Section complete')).toBeVisible();
});
