import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an owner takes the time audit, step by step, to a grade and the changes that would move it', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/time-audit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Locations').selectOption('1');
  await page.getByLabel('Staff, coaches included').selectOption('16-30');
  await page.getByLabel('Yearly revenue').selectOption('1m-2m');
  await page.getByLabel('Your role').selectOption('owner');
  await page.getByLabel('Years in business').selectOption('8-15');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Strategic work', { exact: true }).fill('13');
  await page.getByLabel('Coaching', { exact: true }).fill('9');
  await page.getByLabel('Admin', { exact: true }).fill('12');
  await page.getByLabel('Firefighting', { exact: true }).fill('6');
  await expect(page.getByText('Total: 40 hours a week')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Recurring tasks in running the gym').fill('30');
  await page.getByLabel('Of those, tasks someone else owns').fill('19');
  await page.getByLabel('Your biggest time drain (optional)').fill('Meet travel planning');
  await page.getByRole('button', { name: 'Next' }).click();

  const boxes = page.getByRole('checkbox');
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await expect(boxes.nth(3)).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();

  const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (let i = 0; i < count; i++) await questions.nth(i).getByText('Often', { exact: true }).click();
  await page.getByRole('button', { name: 'See my results' }).click();

  await expect(page).toHaveURL(/\/time-audit\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time audit results' })).toBeVisible();
  await expect(page.getByText(/^Grade [A-F]: \d+ out of 100$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The changes that would move your grade most' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
