import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an owner filters the class listings, builds a class table and gets its embed snippet', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // The shipped sample schedule (JACKRABBIT_ORG_ID unset), filtered to Saturday's ninja classes.
  await page.goto('/class-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Class listings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mini Cheer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('group', { name: 'Filter by day' }).getByRole('button', { name: 'Sat' }).click();
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Ninja' }).click();
  await expect(page.getByRole('heading', { name: 'Ninja Warriors' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mini Cheer' })).toHaveCount(0);
  await expect(page.getByText('Full').first()).toBeVisible();

  // The generator: Saturday only, with the tuition column, saved to get the one-line embed code.
  await page.goto('/class-table-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Class table generator' })).toBeVisible();
  await page.getByLabel('Table title').fill('Saturday classes');
  await page.getByRole('group', { name: 'Days' }).getByLabel('Sat').check();
  await page.getByRole('group', { name: 'Columns' }).getByLabel('Tuition').check();
  const preview = page.getByRole('table');
  await expect(preview.getByRole('columnheader', { name: 'Tuition' })).toBeVisible();
  await expect(preview.getByText('Mini Cheer')).toBeVisible();
  await expect(preview.getByText('Girls Beginner Gymnastics')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save table' }).click();
  const snippet = page.getByLabel('Embed code for “Saturday classes”').first();
  await expect(snippet).toHaveValue(/^<iframe src="http[^"]+\/embed\/classes\/\d+" title="Saturday classes"/);
  await expect(page.getByRole('button', { name: 'Copy embed code for Saturday classes' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
