import type { Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A result figure of a calculator page (data-result on its value). */
const result = (page: Page, id: string) => page.locator(`[data-result="${id}"]`);

/**
 * Opens a calculator. A page that starts from the gym's facts puts the gym's tuition in place of the
 * example's when they arrive, which would overwrite a figure typed before: it waits for them.
 */
async function open(page: Page, path: string, title: string, { facts = false } = {}) {
  const arrived = facts ? page.waitForResponse((res) => res.url().endsWith('/api/gym-facts')) : null;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (arrived) {
    await arrived;
    await page.waitForLoadState('networkidle');
  }
}

test('a member works through the four planning calculators and saves a camp', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // Tuition: 200 students, $110 → $120, 5 leave: 195 × 120 − 200 × 110 = +$1,400 a month, +$16,800 a year;
  // ⌊200 × 10 ÷ 120⌋ = 16 could leave. No variable cost, so no contribution.
  await open(page, '/tools/price-increase', 'Tuition increase calculator', { facts: true });
  await page.getByLabel('Students today').fill('200');
  await page.getByLabel('Current monthly tuition ($)').fill('110');
  await page.getByLabel('New monthly tuition ($)').fill('120');
  await page.getByLabel('Students expected to leave because of the increase').fill('5');
  await page.getByLabel('Variable cost per student ($ a month, optional)').fill('');
  await expect(result(page, 'monthly-revenue-change')).toHaveText('+$1,400');
  await expect(result(page, 'break-even-leavers')).toHaveText('16');
  await expect(result(page, 'annual-revenue-change')).toHaveText('+$16,800');
  await expect(result(page, 'monthly-contribution-change')).toHaveText('—');
  await expect(page.getByText('The increase pays')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Payroll: the example staff, the head coach raised to $30: wages 2,695 + 12% = 3,018.40 a week,
  // × 52 ÷ 12 = 13,079.73 → $13,080 a month, 34.42 → 34.4% of $38,000; the head coach 1,344 a week →
  // $5,824, $69,888 (whole dollars from $1,000, percentages to one decimal: decision 0155).
  await open(page, '/tools/payroll', 'Coach payroll calculator');
  await expect(result(page, 'monthly-payroll')).toHaveText('$12,109');
  await page.getByLabel('Hourly wage ($)').first().fill('30');
  await expect(result(page, 'monthly-payroll')).toHaveText('$13,080');
  await expect(result(page, 'payroll-share')).toHaveText('34.4%');
  const head = page.locator('tr[data-staff="Head coach"]');
  await expect(head.getByText('$5,824', { exact: true })).toBeVisible();
  await expect(head.getByText('$69,888', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Camp: the example week, 30 campers at $275, 4 coaches 7 h × 5 days at $17, $18 supplies, $600 fixed:
  // 8,250 − (2,380 + 540 + 600) = $4,730 profit; ⌈2,980 ÷ 257⌉ = 12 to break even; 11 campers lose $153.
  await open(page, '/tools/camp-profit', 'Camp and event profit calculator');
  await page.getByLabel('Campers', { exact: true }).fill('11');
  await expect(result(page, 'profit')).toHaveText('−$153.00');
  await page.getByLabel('Campers', { exact: true }).fill('30');
  await expect(result(page, 'profit')).toHaveText('+$4,730');
  await expect(result(page, 'break-even-campers')).toHaveText('12');
  await expect(result(page, 'margin')).toHaveText('57.3%');
  await expectNoSeriousA11yViolations(page);
  // Saved with the server's figures.
  const name = `Summer week ${Date.now().toString(36)}`;
  await page.getByLabel('Scenario name').fill(name);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  const saved = page.getByRole('listitem', { name });
  await expect(saved).toContainText('Profit:$4,730');
  await expect(saved).toContainText('Campers to break even:12');

  // Growth: 160 members, 10 new, 5% churn, $100, 3 months: 162, 163.9 → 164, 165.705 → 166;
  // $16,200 + $16,400 + $16,600 = $49,200; levels off at 10 ÷ 5% = 200.
  await open(page, '/tools/growth-forecast', 'Membership growth forecast', { facts: true });
  await page.getByLabel('Members today').fill('160');
  await page.getByLabel('New members a month').fill('10');
  await page.getByLabel('Monthly churn (%)').fill('5');
  await page.getByLabel('Average monthly tuition ($)').fill('100');
  await page.getByLabel('Months ahead (1 to 60)').fill('3');
  await expect(result(page, 'end-members')).toHaveText('166');
  await expect(result(page, 'end-revenue')).toHaveText('$16,600');
  await expect(result(page, 'cumulative-revenue')).toHaveText('$49,200');
  await expect(result(page, 'level-members')).toHaveText('200');
  await expect(page.getByRole('region', { name: 'Forecast by month' }).getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Months ahead (1 to 60)').fill('61');
  await expect(page.getByText('Months must be a whole number from 1 to 60')).toBeVisible();
  await expect(result(page, 'end-members')).toHaveCount(0);
});
