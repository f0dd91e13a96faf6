import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminRequest, approveGymAccess, loginInBrowser, newMember } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const result = (page: Page, id: string) => page.locator(`[data-result="${id}"]`);
const channel = (page: Page, index: number) => page.getByLabel('Channel', { exact: true }).nth(index);

/**
 * A member of a gym of their own (made by the admin for this run), so the laptop and phone runs
 * never see each other's scenarios, and the churn benchmark starts without the gym's figure.
 */
async function ownerOfNewGym(request: APIRequestContext) {
  const member = newMember('scen');
  const stamp = member.username.slice(-8);
  const admin = await adminRequest(request);
  const gym = await admin.post('/api/admin/gyms', {
    data: {
      clubNumber: `E2E-${stamp}`,
      name: `Scenario Springs Gymnastics ${stamp}`,
      state: 'IL',
      country: 'United States',
      status: 'active',
      buildingSqFt: 15000,
      email: `front-desk.${stamp}@example.com`,
    },
  });
  expect(gym.status(), await gym.text()).toBe(201);
  await admin.post('/api/logout');
  const { password, ...rest } = member;
  const res = await request.post('/api/register', {
    data: { ...rest, password, role: 'Owner', gymId: (await gym.json()).id },
  });
  expect(res.status(), await res.text()).toBe(201);
  await request.post('/api/logout');
  await approveGymAccess(member.username);
  return member;
}

async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await fs.readFile((await file.path())!) };
}

async function save(page: Page, name: string) {
  await page.getByLabel('Scenario name').fill(name);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

test('a member saves two marketing mixes, loads, compares, exports and deletes one; the churn benchmark places the gym', async ({
  page,
  request,
}) => {
  const member = await ownerOfNewGym(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/tools/marketing-cost');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing cost calculator' })).toBeVisible();
  await expect(page.getByText('No saved scenarios yet.')).toBeVisible();

  // Spring: the example with Facebook ads at $1,500 for 10 members → $3,550 ÷ 35 members = $101.43.
  await page.getByLabel('Spend ($)').first().fill('1500');
  await page.getByLabel('New members').first().fill('10');
  await expect(result(page, 'total-cost-per-new-member')).toHaveText('$101.43');
  await save(page, 'Spring push');
  await expect(page.getByRole('listitem', { name: 'Spring push' })).toContainText('Cost per new member:$101.43');

  // Fall: flyers out ($300, 1 member), a camp booth in ($450, 20 leads, 5 members)
  // → $3,550 − 300 + 450 = $3,700 for 35 − 1 + 5 = 39 members = $94.87.
  await page.getByRole('button', { name: 'Remove Flyers' }).click();
  await page.getByRole('button', { name: 'Add a channel' }).click();
  await channel(page, 4).fill('Summer camp booth');
  await page.getByLabel('Spend ($)').nth(4).fill('450');
  await page.getByLabel('Leads').nth(4).fill('20');
  await page.getByLabel('New members').nth(4).fill('5');
  await expect(result(page, 'total-cost-per-new-member')).toHaveText('$94.87');
  await save(page, 'Fall push');

  // Loading spring puts its five channels back, flyers included, and its answer.
  await page.getByRole('button', { name: 'Load Spring push' }).click();
  await expect(page.getByLabel('Channel', { exact: true })).toHaveCount(5);
  await expect(channel(page, 2)).toHaveValue('Flyers');
  await expect(channel(page, 4)).toHaveValue('Open house');
  await expect(page.getByLabel('Spend ($)').first()).toHaveValue('1,500');
  await expect(result(page, 'total-cost-per-new-member')).toHaveText('$101.43');

  // Spring against fall, figure by figure: $101.43 → $94.87 is −$6.56; spend +$150.00.
  const compare = page.getByRole('region', { name: 'Compare two scenarios' });
  await compare.getByLabel('First scenario').selectOption({ label: 'Spring push' });
  await compare.getByLabel('Second scenario').selectOption({ label: 'Fall push' });
  const perMember = compare.locator('[data-figure="costPerNewMember"]:visible');
  await expect(perMember).toContainText('$101.43');
  await expect(perMember).toContainText('$94.87');
  await expect(perMember).toContainText('−$6.56');
  await expect(compare.locator('[data-figure="spend"]:visible')).toContainText('+$150.00');
  await expectNoSeriousA11yViolations(page);

  // Both files of the fall mix.
  const fall = page.getByRole('listitem', { name: 'Fall push' });
  const xlsx = await download(page, fall.getByRole('link', { name: 'Download Fall push as a spreadsheet' }));
  expect(xlsx.name).toBe('marketing-cost-fall-push.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await download(page, fall.getByRole('link', { name: 'Download Fall push as a PDF' }));
  expect(pdf.name).toBe('marketing-cost-fall-push.pdf');
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Deleting spring asks first; one scenario left, nothing to compare.
  await page.getByRole('button', { name: 'Delete Spring push' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Spring push”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete scenario' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Spring push' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Fall push' })).toBeVisible();
  await expect(compare).toHaveCount(0);

  // Churn: the demo gyms' quartiles and where the figure on screen falls; once a month is saved (12 of 300
  // left = 4%), it is the gym's own.
  await page.goto('/tools/churn-rate');
  const benchmark = page.getByRole('region', { name: 'Where you stand in the network' });
  await expect(benchmark.locator('[data-benchmark="p50"]')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(benchmark.locator('[data-benchmark-summary]')).toContainText(/The figure on screen, [\d.]+%, would put/);
  await expect(benchmark.locator('[data-benchmark-summary]')).toContainText('Save a scenario to count your gym among');
  await page.getByLabel('Members lost during the month').fill('12');
  await expect(result(page, 'monthly-churn')).toHaveText('4%');
  await save(page, 'November 2026');
  await expect(benchmark.locator('[data-benchmark-summary]')).toContainText(
    /Your monthly churn of 4% puts your gym in the \d\w\w quartile \((top|bottom) (quarter|half)\)/,
  );
  await expectNoSeriousA11yViolations(page);
});
