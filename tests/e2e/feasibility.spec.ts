import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an owner walks the feasibility wizard to the dashboard, locks it and a signed-out partner opens the shared link', async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/feasibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Feasibility projects' })).toBeVisible();
  await expect(page.getByText('No study yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start the study' }).click();
  await expect(page.getByText('Project name is required')).toBeVisible();
  await page.getByLabel('Project name').fill('Second site in Cedar Park');
  await page.getByLabel('Kind of project').selectOption('new_location');
  await page.getByLabel('Location').fill('Cedar Park, TX');
  await page.getByRole('button', { name: 'Start the study' }).click();

  await expect(page).toHaveURL(/\/feasibility\/\d+\/wizard$/);
  await expect(page.getByText('Step 1 of 7: Site.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Floor space (sq ft)').fill('-3');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Must be a whole number of 0 or more')).toBeVisible();
  await page.getByLabel('Floor space (sq ft)').fill('14000');
  await page.getByLabel('Clear ceiling height (ft)').fill('18');
  await page.getByLabel('Parking spaces').fill('45');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 2 of 7: Programs.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add a program' }).click();
  const programs = page.getByRole('list', { name: 'Programs' }).getByRole('listitem');
  await programs.last().getByLabel('Program', { exact: true }).fill('Ninja');
  await programs.last().getByLabel('Monthly tuition ($)').fill('110');
  await programs.last().getByLabel('Students when full').fill('80');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  for (const step of ['Staffing', 'Lease and finance', 'Operating costs', 'Market']) {
    await expect(page.getByText(`: ${step}.`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(page.getByText('Step 7 of 7: Assumptions.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save and see the results' }).click();

  await expect(page).toHaveURL(/\/feasibility\/\d+\/dashboard$/);
  for (const scenario of ['Conservative', 'Base', 'Optimistic']) {
    await expect(page.getByRole('heading', { level: 3, name: scenario, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: `${scenario} scenario` })).toBeVisible();
  }
  await expect(page.getByText('A 18 ft ceiling is low for bars', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create a read-only link' }).click();
  const link = await page.getByLabel('Read-only link (no sign-in needed)').inputValue();
  expect(link).toMatch(/\/feasibility\/shared\/[\w-]{32}$/);
  await page.getByRole('button', { name: 'Lock the study' }).click();
  await page.getByRole('dialog', { name: 'Lock this study?' }).getByRole('button', { name: 'Lock the study' }).click();
  await expect(page.getByText(/Locked [A-Z][a-z]{2} \d/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit the figures' })).toHaveCount(0);

  // A banker with the link and no account sees the same projections, read-only.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: 'Second site in Cedar Park' })).toBeVisible();
  await expect(shared.getByRole('table', { name: 'Base scenario' })).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Lock the study' })).toHaveCount(0);
  await visitor.close();
});
