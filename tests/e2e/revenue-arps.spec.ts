import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A result figure of a calculator page (data-result on its value). */
const result = (page: Page, id: string) => page.locator(`[data-result="${id}"]`);

/** Removes row cards (areas, programs, fees) from the end until `keep` are left. */
async function keepRows(page: Page, label: RegExp, keep: number) {
  const remove = page.getByRole('button', { name: label });
  for (let n = await remove.count(); n > keep; n--) await remove.nth(n - 1).click();
  await expect(remove).toHaveCount(keep);
}

test('a member checks revenue per square foot, breaks the building down by area, works out ARPS and sees the network', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;

  // Quick check: $600,000 over 8,000 usable sq ft → 600,000 ÷ 8,000 = $75.00 a year, 75 ÷ 12 = $6.25 a month.
  await page.goto('/tools/revenue-sqft');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue per square foot' })).toBeVisible();
  await page.getByLabel('Annual revenue ($)').fill('600,000');
  await page.getByLabel('Usable square feet').fill('8000');
  await expect(result(page, 'annual-per-sqft')).toHaveText('$75.00');
  await expect(result(page, 'monthly-per-sqft')).toHaveText('$6.25');
  const check = `Quick ${tag}`;
  await page.getByLabel('Summary name').fill(check);
  await page.getByRole('button', { name: 'Save summary' }).click();
  const saved = page.getByRole('listitem', { name: check });
  await expect(saved).toContainText(/a year:\s*\$75\.00/);
  await expect(saved).toContainText('8,000 usable sq ft');
  await expect(page.locator('[data-benchmark="p50"]')).toHaveText(/^\$\d/);
  await expectNoSeriousA11yViolations(page);

  // Facility breakdown: a 6,000 sq ft team floor earning $300,000 and a 2,000 sq ft lobby, $480,000 in the year.
  // Usable 6,000 of 8,000 → 480,000 ÷ 6,000 = $80.00 a year, 80 ÷ 12 = 6.666… → $6.67 a month;
  // 480,000 ÷ 8,000 = $60.00 a total sq ft. Team floor: 75% of the space, 62.5% of the revenue, $50.00 a sq ft.
  await page.goto('/revenue-per-sqft');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue per square foot by area' })).toBeVisible();
  await keepRows(page, /^Remove /, 2);
  await page.getByLabel('Annual revenue ($)').fill('480000');
  const area = (field: string, row: number) => page.getByLabel(field, { exact: true }).nth(row);
  await area('Area', 0).fill('Team floor');
  await area('Square feet', 0).fill('6,000');
  await area('Revenue ($ a year)', 0).fill('300000');
  await area('Class space (usable)', 0).check();
  await area('Area', 1).fill('Lobby');
  await area('Square feet', 1).fill('2000');
  await area('Revenue ($ a year)', 1).fill('');
  await area('Class space (usable)', 1).uncheck();
  await expect(result(page, 'annual-per-sqft')).toHaveText('$80.00');
  await expect(result(page, 'monthly-per-sqft')).toHaveText('$6.67');
  await expect(result(page, 'annual-per-total-sqft')).toHaveText('$60.00');
  await expect(page.locator('[data-area-bar="Team floor"]')).toContainText('75% · 62.5%');
  await expect(page.locator('tr[data-area="Team floor"]')).toContainText('$50.00');
  // The network line speaks of the figure on screen, not of the quick check saved above ($75.00).
  const summary = page.locator('[data-benchmark-summary]');
  await expect(summary).toContainText('The figure on screen, $80.00, would put your gym in the');
  await expect(summary).not.toContainText('$75.00');
  // More revenue in the areas than in the year is refused on the year's field.
  await page.getByLabel('Annual revenue ($)').fill('250000');
  await expect(page.getByText('Revenue of the areas cannot exceed annual revenue')).toBeVisible();
  await page.getByLabel('Annual revenue ($)').fill('480000');
  const breakdown = `Areas ${tag}`;
  await page.getByLabel('Summary name').fill(breakdown);
  await page.getByRole('button', { name: 'Save summary' }).click();
  const row = page.getByRole('listitem', { name: breakdown });
  await expect(row).toContainText('2 areas · 6,000 usable sq ft');
  await expect(row).toContainText(/a month:\s*\$6\.67/);
  await expectNoSeriousA11yViolations(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download ${breakdown} as a spreadsheet` }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^revenue-per-sqft-areas-.+\.xlsx$/);
  const bytes = await fs.readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // ARPS: 100 students at $90 and 20 at $250 → 9,000 + 5,000 = $14,000 a month; registration $50 × 120 =
  // $6,000 a year; 14,000 × 12 + 6,000 = $174,000 a year, $14,500 a month over 120 students
  // → 14,500 ÷ 120 = 120.833… → $120.83 a month, 174,000 ÷ 120 = $1,450 a year (whole dollars from $1,000).
  await page.goto('/arps-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Average revenue per student' })).toBeVisible();
  const programs = page.getByRole('button', { name: /^Remove / });
  await expect(programs.first()).toBeVisible();
  const field = (label: string, n: number) => page.getByLabel(label, { exact: true }).nth(n);
  // Two programs and one fee: drop the rest (the fees' remove buttons come after the programs').
  while ((await page.getByLabel('Program', { exact: true }).count()) > 2)
    await page
      .getByRole('button', { name: /^Remove / })
      .nth(2)
      .click();
  while ((await page.getByLabel('Fee', { exact: true }).count()) > 1)
    await page
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
  await field('Program', 0).fill('Recreational');
  await field('Students', 0).fill('100');
  await field('Monthly tuition ($)', 0).fill('90');
  await field('Program', 1).fill('Team');
  await field('Students', 1).fill('20');
  await field('Monthly tuition ($)', 1).fill('250');
  await field('Fee', 0).fill('Registration');
  await field('Amount ($ a year)', 0).fill('50');
  await field('Students paying', 0).fill('120');
  await expect(result(page, 'monthly-tuition-revenue')).toHaveText('$14,000');
  await expect(result(page, 'annual-fee-revenue')).toHaveText('$6,000');
  await expect(result(page, 'annual-revenue')).toHaveText('$174,000');
  await expect(result(page, 'arps-monthly')).toHaveText('$120.83');
  await expect(result(page, 'arps-annual')).toHaveText('$1,450');
  const season = `Season ${tag}`;
  await page.getByLabel('Calculation name').fill(season);
  await page.getByRole('button', { name: 'Save calculation' }).click();
  await expect(page.getByRole('listitem', { name: season })).toContainText(/a month:\s*\$120\.83/);
  // The network's ARPS, and the quartile of the figure on screen, now the gym's saved one too.
  const network = page.getByRole('region', { name: 'Where you stand in the network' });
  await expect(network.locator('[data-benchmark="p25"]')).toHaveText(/^\$\d/);
  await expect(network).toContainText('Your average monthly revenue per student of $120.83 puts your gym in the');
  await expectNoSeriousA11yViolations(page);
});
