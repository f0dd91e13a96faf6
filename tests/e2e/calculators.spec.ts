import type { Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A result figure of a calculator page (data-result on its value). */
const result = (page: Page, id: string) => page.locator(`[data-result="${id}"]`);

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Example numbers — replace them with yours')).toBeVisible();
}

test('a member works through the five calculators, each answering as they type', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // Loan: $100,000 at 6% over 120 months → 100,000 × 0.005 ÷ (1 − 1.005^−120) = 1,110.21 → $1,110
  // (whole dollars from $1,000: decision 0155).
  await open(page, '/tools/loan', 'Loan calculator');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Loan amount ($)').fill('100,000');
  await expect(result(page, 'monthly-payment')).toHaveText('$1,110');
  // Ten years of 12 payments; every month on request.
  await expect(page.getByRole('region', { name: 'Amortization by year' }).getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Show every month' }).click();
  await expect(page.getByRole('region', { name: 'Amortization by month' }).getByRole('row')).toHaveCount(121);
  // The same term in years.
  await page.getByText('Years', { exact: true }).click();
  await expect(page.getByLabel('Term (years)')).toHaveValue('10');
  await expect(result(page, 'monthly-payment')).toHaveText('$1,110');
  await page.getByLabel('Annual interest rate (%)').fill('120');
  await expect(page.getByText('Interest rate must be between 0 and 100')).toBeVisible();
  await expect(result(page, 'monthly-payment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset to example' }).click();
  await expect(page.getByLabel('Loan amount ($)')).toHaveValue('150,000');

  // Break-even: fixed $20,000, variable $15, tuition $115 → 20,000 ÷ 100 = 200 students, $23,000.
  await open(page, '/tools/breakeven', 'Break-even calculator');
  await page.getByLabel('Average tuition per student ($ per month)').fill('115');
  await expect(result(page, 'fixed-costs')).toHaveText('$20,000');
  await expect(result(page, 'break-even-students')).toHaveText('200');
  await expect(result(page, 'break-even-revenue')).toHaveText('$23,000');
  await page.getByLabel('Average tuition per student ($ per month)').fill('15');
  await expect(page.getByText('This price never breaks even')).toBeVisible();
  await expect(result(page, 'break-even-students')).toHaveText('—');
  await expectNoSeriousA11yViolations(page);

  // Churn: 300 at start, 15 lost → 5% a month; $125 tuition → $1,875 lost a month, LTV 125 ÷ 0.05 = $2,500.
  await open(page, '/tools/churn-rate', 'Churn rate calculator');
  await page.getByLabel('Members lost during the month').fill('15');
  await expect(result(page, 'monthly-churn')).toHaveText('5%');
  await expect(result(page, 'lost-monthly-revenue')).toHaveText('$1,875');
  await expect(result(page, 'lifetime-value')).toHaveText('$2,500');
  await expect(result(page, 'members-at-end')).toHaveText('300');
  await page.getByLabel('Members lost during the month').fill('0');
  await expect(result(page, 'lifetime-value')).toHaveText('—');
  await expect(page.getByText(/members never leave/).first()).toBeVisible();
  await page.getByLabel('Members lost during the month').fill('301');
  await expect(page.getByText('Members lost cannot exceed members at start')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Lead conversion: 120 inquiries, 60 trials, 30 enrollments → 25% overall; 30 × $125 = $3,750 a month.
  await open(page, '/tools/lead-conversion', 'Lead conversion calculator');
  await page.getByLabel('Enrollments').fill('30');
  await expect(result(page, 'overall-conversion')).toHaveText('25%');
  await expect(result(page, 'lost-after-trial')).toHaveText('30');
  await expect(result(page, 'monthly-revenue')).toHaveText('$3,750');
  await expect(result(page, 'annual-revenue')).toHaveText('$45,000');
  await expectNoSeriousA11yViolations(page);

  // Marketing: Facebook ads $1,500 for 60 leads and 10 members → $25 a lead, $150 a member, 10 ÷ 60 = 16.7%;
  // all channels $3,550 for 35 members → $101.43.
  await open(page, '/tools/marketing-cost', 'Marketing cost calculator');
  await page.getByLabel('Spend ($)').first().fill('1500');
  await page.getByLabel('New members').first().fill('10');
  const facebook = page.locator('tr[data-channel="Facebook ads"]');
  await expect(facebook.getByRole('cell')).toHaveText(['$25.00', '$150.00', '16.7%']);
  await expect(result(page, 'total-cost-per-new-member')).toHaveText('$101.43');
  await page.getByRole('button', { name: 'Add a channel' }).click();
  await expect(page.getByText('Channel name is required')).toBeVisible();
  await page.getByLabel('Channel', { exact: true }).last().fill('Summer camp booth');
  await expect(page.locator('tr[data-channel="Summer camp booth"]').getByRole('cell')).toHaveText(['—', '—', '0%']);
  await expectNoSeriousA11yViolations(page);
});
