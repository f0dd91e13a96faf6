import ExcelJS from 'exceljs';
import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Members registered here share the first gym with the other journeys (and this journey's other
// width): every name is unique, and nothing asserts the gym's totals.
const suffix = () => Math.random().toString(36).slice(2, 7);

async function fillAll(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label, { exact: true }).fill(value);
}

/** Removes every row of a planner section (equipment, programs) through its Remove buttons. */
async function removeAll(section: Locator) {
  const remove = section.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
}

test('a member sizes a class program against its coach ratio, then plans a week on the floor and downloads it', async ({
  page,
  request,
}) => {
  // Loading a plan scrolls to the editor: at once with reduced motion, so a click that follows
  // lands where it aims instead of on a page still gliding (a smooth scroll raced the download link).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const run = suffix();

  // Students per class: 45 enrolled over 6 classes = 7.5 a class, 75% of 10; ceil(7.5 ÷ 6) = 2 coaches;
  // 45 × $20 ÷ 6 = $150 a class; 2 coaches × 1 h × $18 = $36; profit $114; one student pays a coach's $18.
  const program = `Tumbling ${run}`;
  await page.goto('/students-per-class');
  await expect(page.getByRole('heading', { level: 1, name: 'Students per class' })).toBeVisible();
  await fillAll(page, {
    'Program name': program,
    'Max students per class': '10',
    'Classes a week': '6',
    'Enrollments a week': '45',
    'Price per class ($)': '20',
    'Students per coach': '6',
    'Class length (minutes)': '60',
    'Coach wage ($ an hour)': '18',
    'Coaches on the program': '2',
    'Hours per coach a week': '10',
  });
  const preview = page.getByRole('region', { name: 'Results preview' });
  await expect(preview).toContainText('7.5 of 10 (75%)');
  await expect(preview).toContainText(/Average students per class\s*7\.5/);
  await expect(preview).toContainText(/Coaches a class needs\s*2/);
  await expect(preview).toContainText(/Profit per class\s*\$114\.00/);
  await expect(preview).toContainText(/Break-even class size\s*1 student/);
  await page.getByRole('button', { name: 'Add program' }).click();
  const card = page.getByRole('listitem', { name: program, exact: true });
  await expect(card).toContainText('7.5 of 10 (75%)');
  await expect(card).toContainText(/Coaches a class\s*2 at 6:1/);
  await expect(card).toContainText(/Revenue per class\s*\$150\.00/);
  await expect(page.getByRole('region', { name: 'Your gym in total' })).toContainText('Average students per class');
  await expect(page.getByRole('heading', { name: 'Where you stand in the network' })).toBeVisible();
  await expect(
    page.getByText(
      /puts your gym in the \d\w\w quartile \((top|bottom) (quarter|half)\) of (5–9|10–24|25\+) other gyms/,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Delete ${program}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this program?' })
    .getByRole('button', { name: 'Delete program' })
    .click();
  await expect(card).toHaveCount(0);

  // The capacity planner: a fresh plan of 1,000 sq ft at 50 a head (20 athletes), no equipment, one
  // program of 8 a class at 4:1 for 90 minutes. Monday 4 PM two classes: 16 athletes, 80%, 4 coaches;
  // 5 PM one more while those are still on: 24, 120%, over; 6 PM its second hour: 8, 40%.
  // Athlete-hours 3 × 8 × 1.5 = 36.
  await page.goto('/gym-capacity-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym capacity planner' })).toBeVisible();
  const plans = page.getByRole('region', { name: 'Saved plans' });
  await expect(plans.getByRole('status', { name: 'Loading saved plans' })).toHaveCount(0);
  await plans.getByRole('button', { name: 'New plan' }).click();
  await expect(page.getByRole('heading', { name: 'New plan' })).toBeVisible();
  await fillAll(page, { 'Usable floor space (sq ft)': '1000', 'Square feet per athlete': '50' });
  await removeAll(page.getByRole('region', { name: 'Equipment' }));
  const programs = page.getByRole('region', { name: 'Programs' });
  await removeAll(programs);
  await programs.getByRole('button', { name: 'Add program' }).click();
  const rec = `Rec ${run}`;
  await fillAll(programs, {
    'Program name (program 1)': rec,
    'Students a class (program 1)': '8',
    'Students per coach (program 1)': '4',
    'Minutes (program 1)': '90',
  });
  const schedule = page.getByRole('region', { name: 'Weekly schedule' });
  await expect(schedule).toContainText('Capacity: 20 athletes at once: the floor holds 20.');

  const setClasses = async (hour: string, classes: string) => {
    await schedule.getByRole('button', { name: new RegExp(`^Monday ${hour}: no athletes`) }).click();
    const dialog = page.getByRole('dialog', { name: `Monday ${hour}` });
    await dialog.getByLabel(`${rec} classes`, { exact: true }).fill(classes);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  };
  await setClasses('4 PM', '2');
  await expect(
    schedule.getByRole('button', { name: 'Monday 4 PM: 16 athletes, 80% of capacity, busy. Set classes' }),
  ).toBeVisible();
  await schedule.getByRole('button', { name: /^Monday 5 PM: 16 athletes/ }).click();
  const five = page.getByRole('dialog', { name: 'Monday 5 PM' });
  await expect(five).toContainText('16 athletes on the floor of 20 (80%), 4 coaches.');
  await expectNoSeriousA11yViolations(page);
  await five.getByLabel(`${rec} classes`, { exact: true }).fill('1');
  await five.getByRole('button', { name: 'Done' }).click();
  await expect(
    schedule.getByRole('button', { name: 'Monday 5 PM: 24 athletes, 120% of capacity, over capacity. Set classes' }),
  ).toBeVisible();
  await expect(
    schedule.getByRole('button', { name: 'Monday 6 PM: 8 athletes, 40% of capacity, light. Set classes' }),
  ).toBeVisible();
  const week = page.getByRole('region', { name: 'The week' });
  await expect(week).toContainText(/Athlete-hours a week\s*36/);
  await expect(week).toContainText(/Hours over capacity\s*1/);
  await expect(week).toContainText(/Busiest hour\s*Mon 5 PM \(24\)/);

  const planName = `Test week ${run}`;
  await page.getByLabel('Plan name', { exact: true }).fill(planName);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('heading', { name: `Editing “${planName}”` })).toBeVisible();
  const row = plans.getByRole('listitem', { name: planName, exact: true });
  await expect(row).toContainText(/Busiest:\s*Mon 5 PM \(24\)/);
  await expectNoSeriousA11yViolations(page);

  // Back later: the saved plan loads into the editor with the server's figures.
  await page.reload();
  await row.getByRole('button', { name: `Load ${planName}` }).click();
  await expect(page.getByRole('heading', { name: `Editing “${planName}”` })).toBeVisible();
  await expect(schedule.getByRole('button', { name: /^Monday 5 PM: 24 athletes, 120% of capacity/ })).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download ${planName} as a spreadsheet` }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`gym-capacity-plan-test-week-${run}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fs.readFile((await file.path())!)) as unknown as ArrayBuffer);
  const cells: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => cells.push((r.values as unknown[]).slice(1)));
  expect(cells).toContainEqual(['Capacity (athletes at once)', 20]);
  // Tuesday to Friday are open and empty at 5 PM; Saturday and Sunday closed.
  expect(cells).toContainEqual(['5 PM', '24 · 120%', '0 · 0%', '0 · 0%', '0 · 0%', '0 · 0%', '—', '—']);

  await row.getByRole('button', { name: `Delete ${planName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${planName}”?` })
    .getByRole('button', { name: 'Delete plan' })
    .click();
  await expect(row).toHaveCount(0);
});
