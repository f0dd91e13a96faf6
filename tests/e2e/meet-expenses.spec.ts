import fs from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const total = (page: Page, line: string) => page.locator(`[data-total="${line}"]`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function download(page: Page, link: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await fs.readFile((await file.path())!);
  return { download: file, bytes };
}

test('a member budgets a meet, saves it, edits it from the history and downloads both exports', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const meetName = `Spring State ${Date.now().toString(36)}`;

  // The form: the meet, one level, travel, hotel, sessions, team and other costs, the card fee.
  await page.goto('/meet-expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet expense calculator' })).toBeVisible();
  await expect(total(page, 'Total')).toHaveText('$0.00');
  await expect(page.getByText('Add gymnasts to share the total')).toBeVisible();
  await fill(page, {
    'Meet name *': meetName,
    Date: '2026-03-14',
    Location: 'Springfield, IL',
    'Level name *': 'Level 4',
    Gymnasts: '6',
    'Fee per gymnast ($)': '95',
  });
  await expect(total(page, 'Entry fees')).toHaveText('$570.00');
  await expect(page.getByText('6 gymnasts in 1 level × each level’s entry fee')).toBeVisible();
  await fill(page, {
    'Miles per round trip (mi)': '120',
    'Round trips': '2',
    'Mileage rate ($ per mile)': '0.67',
    'Tolls per trip ($)': '5.50',
    Nights: '-2',
    'Cost per night ($)': '139',
    Sessions: '3',
    'Coach cost per session ($)': '40',
    'Food per session ($)': '25',
    Teams: '1',
    'Fee per team ($)': '150',
    'Other expenses ($)': '35',
    'Miscellaneous expenses ($)': '20',
  });
  await expect(total(page, 'Travel')).toHaveText('$171.80');
  await expect(page.getByText('120 mi × 2 trips × $0.67/mi + $5.50 tolls × 2 trips')).toBeVisible();
  await expect(field(page, 'Card fee (%)')).toBeDisabled();
  await field(page, 'Add a credit card fee').check();
  await expect(page.getByText('3% of the subtotal')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A negative count is refused on its field with the shared message; fixed, the totals are complete.
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Number of nights cannot be negative')).toBeVisible();
  await expect(field(page, 'Nights')).toBeFocused();
  await field(page, 'Nights').fill('2');
  // Whole dollars from $1,000, cents below (decision 0155): 1,419.80 → $1,420, 1,462.39 → $1,462.
  await expect(total(page, 'Lodging')).toHaveText('$278.00');
  await expect(total(page, 'Subtotal')).toHaveText('$1,420');
  await expect(total(page, 'Card fee')).toHaveText('$42.59');
  await expect(total(page, 'Total')).toHaveText('$1,462');
  await expect(total(page, 'Per gymnast')).toHaveText('$243.73');

  // Saved: the budget opens as a saved one, with its exports and the history at hand.
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page).toHaveURL(/\/meet-expenses\/\d+\/edit$/);
  const saved = page.getByRole('status').filter({ hasText: `Saved: ${meetName}` });
  await expect(saved).toBeVisible();
  const id = Number(/\/meet-expenses\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(saved.getByRole('link', { name: 'Download .xlsx' })).toHaveAttribute(
    'href',
    `/api/meet-expenses/${id}/export?format=xlsx`,
  );
  await expect(saved.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', '');
  await expectNoSeriousA11yViolations(page);

  // The history: the new budget with its figures; Edit opens it.
  await saved.getByRole('link', { name: 'Meet budget history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet budget history' })).toBeVisible();
  const row = page.getByRole('listitem', { name: meetName });
  await expect(row).toContainText('Mar 14, 2026 · Springfield, IL');
  await expect(row).toContainText('$1,462');
  await expect(row).toContainText('$243.73');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: `Edit ${meetName}` }).click();

  // The edit: filled from the saved budget; a second level brings the totals to the worked example.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit meet budget' })).toBeVisible();
  await expect(field(page, 'Meet name *')).toHaveValue(meetName);
  await expect(field(page, 'Cost per night ($)')).toHaveValue('139');
  await expect(field(page, 'Add a credit card fee')).toBeChecked();
  await page.getByRole('button', { name: 'Add level' }).click();
  await field(page, 'Level name *').nth(1).fill('Level 5');
  await field(page, 'Gymnasts').nth(1).fill('4');
  await field(page, 'Fee per gymnast ($)').nth(1).fill('110');
  await expect(total(page, 'Entry fees')).toHaveText('$1,010');
  await expect(total(page, 'Total')).toHaveText('$1,916');
  await expect(total(page, 'Per gymnast')).toHaveText('$191.56');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved: ${meetName}` })).toBeVisible();
  const stored = (await (await page.request.get(`/api/meet-expenses/${id}`)).json()) as {
    levels: unknown[];
    totals: { total: number };
  };
  expect(stored.levels).toHaveLength(2);
  expect(stored.totals.total).toBe(1915.59);

  // Both exports from the history: a workbook and a PDF, named after the meet.
  await page.getByRole('link', { name: 'All meet budgets' }).click();
  const edited = page.getByRole('listitem', { name: meetName });
  await expect(edited).toContainText('$1,916');
  const xlsx = await download(page, edited.getByRole('link', { name: `Download .xlsx of ${meetName}` }));
  expect(xlsx.download.suggestedFilename()).toMatch(/^meet-budget-spring-state-.+-2026-03-14\.xlsx$/);
  expect(xlsx.bytes.length).toBeGreaterThan(0);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await download(page, edited.getByRole('link', { name: `Download PDF of ${meetName}` }));
  expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Delete, confirmed: the budget leaves the history.
  await edited.getByRole('button', { name: `Delete ${meetName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this meet budget?' });
  await expect(dialog).toContainText(meetName);
  await dialog.getByRole('button', { name: 'Delete budget' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: meetName })).toHaveCount(0);
});

test('an empty history leads to the form; a budget that is not there is the not-found page', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // The member's gym may hold demo budgets: the history is answered empty here.
  await page.route(/\/api\/meet-expenses(\?.*)?$/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } })
      : route.fallback(),
  );
  await page.goto('/meet-expenses/history');
  await expect(page.getByRole('heading', { level: 2, name: 'No meet budgets yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Budget a meet' }).click();
  await expect(page).toHaveURL(/\/meet-expenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet expense calculator' })).toBeVisible();

  await page.goto('/meet-expenses/999999/edit');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('on a phone the total stays in view halfway down the form @phone', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'on a laptop the whole totals panel stays beside the form');
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/meet-expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet expense calculator' })).toBeVisible();
  await fill(page, { 'Level name *': 'Level 4', Gymnasts: '6', 'Fee per gymnast ($)': '95' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const bar = page.getByRole('complementary', { name: 'Meet total' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('$570.00');
  await expect(bar).toContainText('$95.00 per gymnast');
  // Its link goes to the full breakdown under the form.
  await bar.getByRole('link', { name: 'Breakdown' }).click();
  await expect(page.getByRole('heading', { name: 'Meet totals' })).toBeInViewport();
});
