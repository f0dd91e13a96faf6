import type { Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Members registered here share the first gym with the other journeys: every name is unique.
const suffix = () => Math.random().toString(36).slice(2, 7);
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function fillAll(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('a member prices pro-shop items with percent and amount markups and plans a class program, deleting one of each', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const run = suffix();
  const leotard = `Leotard ${run}`;
  const grips = `Grips ${run}`;

  // Pro-shop pricing: $20 cost, 50% markup, 3% card fee → $30.00 retail, 30 − 20 − 0.90 = $9.10 net.
  await page.goto('/pro-shop-pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pro-shop pricing' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Price preview' });
  await fillAll(page, { 'Item name': leotard, 'Item cost ($)': '20', 'Markup (%)': '50', 'Card fee (%)': '3' });
  await expect(preview).toContainText(/Retail price\s*\$30\.00/);
  await expect(preview).toContainText(/Net profit\s*\$9\.10/);
  await expect(preview).toContainText('Cost $20.00 × (1 + 50% markup).');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(card(page, leotard)).toContainText(/Retail price\s*\$30\.00/);
  await expect(card(page, leotard)).toContainText(/Net profit\s*\$9\.10/);
  await expect(card(page, leotard)).toContainText(/Margin\s*30\.3%/);
  await expect(page.getByLabel('Item name', { exact: true })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // A second item at 100%, then switched to a $5 amount markup: $15.00 retail, 15 − 10 − 0.45 = $4.55.
  await fillAll(page, { 'Item name': grips, 'Item cost ($)': '10', 'Markup (%)': '100', 'Card fee (%)': '3' });
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(card(page, grips)).toContainText(/Retail price\s*\$20\.00/);
  await page.getByRole('button', { name: `Edit ${grips}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${grips}` })).toBeVisible();
  await page.getByText('Amount ($)', { exact: true }).click();
  await page.getByLabel('Markup ($)', { exact: true }).fill('5');
  await expect(preview).toContainText(/Retail price\s*\$15\.00/);
  await expect(preview).toContainText(/Net profit\s*\$4\.55/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, grips)).toContainText(/Markup\s*\$5\.00 \(amount\)/);
  await expect(card(page, grips)).toContainText(/Net profit\s*\$4\.55/);
  await expect(page.getByRole('heading', { name: 'Add an item' })).toBeVisible();

  // Delete, confirmed.
  await page.getByRole('button', { name: `Delete ${leotard}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete item' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, leotard)).toHaveCount(0);
  await expect(card(page, grips)).toBeVisible();

  // Capacity: 8 a class × 10 classes = 80 seats; 60 enrolled is 75% full; 60 × $20 × 12 weeks = $14,400.
  const program = `Preschool ${run}`;
  await page.goto('/pricing-capacity');
  await expect(page.getByRole('heading', { level: 1, name: 'Class program capacity planner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your gym' })).toBeVisible();
  await fillAll(page, {
    'Program name': program,
    'Students per class': '8',
    'Total classes a week': '10',
    'Class length (minutes)': '45',
    'Students per instructor': '4',
    'Enrollments a week': '60',
    'Enrollment target (%)': '85',
    'Price per class ($)': '20',
    Weeks: '12',
    Instructors: '2',
    'Hours per instructor a week': '10',
    'Instructor wage ($ an hour)': '18',
    'Office manager ($ a week)': '0',
    'General manager ($ a week)': '0',
  });
  const results = page.getByRole('region', { name: 'Results preview' });
  await expect(results).toContainText(/Capacity\s*80 seats a week/);
  await expect(results).toContainText('75% full');
  await expect(results).toContainText(/Revenue\s*\$14,400(?!\.\d)/);
  // 2 × 10 h × $18 × 12 = $4,320 of coaching: $10,080 margin, 70%.
  await expect(results).toContainText(/Gross margin\s*\$10,080(?!\.\d)/);
  await expect(results).toContainText(/Margin\s*70%/);
  await page.getByRole('button', { name: 'Add program' }).click();
  await expect(card(page, program)).toContainText(/Capacity\s*80 seats a week/);
  await expect(card(page, program)).toContainText('75% full');
  await expectNoSeriousA11yViolations(page);

  // And out again, confirmed.
  await page.getByRole('button', { name: `Delete ${program}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this program?' })
    .getByRole('button', { name: 'Delete program' })
    .click();
  await expect(card(page, program)).toHaveCount(0);
});
