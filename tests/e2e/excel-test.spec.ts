import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const BAD_ROSTER = path.resolve(import.meta.dirname, '../fixtures/spreadsheets/bad-roster.xlsx');

test(
  'a visitor checks a class roster before importing it and sees each of its problems',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/excel-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Spreadsheet check' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the check looks at' })).toBeVisible();
    await expect(page.getByText('Nothing is uploaded', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The file button is the drop zone's keyboard way in; the workbook is read in the page and sent nowhere.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') uploads.push(request.url());
    });
    await page.getByLabel('Choose a spreadsheet').setInputFiles(BAD_ROSTER);

    await expect(page.getByRole('heading', { name: 'bad-roster.xlsx' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('2 sheets, 6 problems found.')).toBeVisible();
    const problems = page.getByRole('region', { name: 'Problems found' });
    const row = (where: string) =>
      problems.getByRole('row').filter({ has: page.getByRole('cell', { name: where, exact: true }) });
    await expect(row('B1')).toContainText('Column B has no header, but 6 values under it.');
    await expect(row('C1, H1')).toContainText('The header “Email” / “EMAIL” appears 2 times (columns C, H)');
    await expect(row('Row 6')).toContainText('1 row is entirely empty');
    await expect(row('D7')).toContainText('Column D “Joined” holds dates, but 1 cell is not a date: “TBD”.');
    await expect(row('E2, E3, E4, E5, E7, E8')).toContainText('Column E “Monthly fee” has 6 numbers stored as text');
    await expect(row('G5')).toContainText('The formula =E5/F5 gives #DIV/0!.');
    for (const where of ['B1', 'C1, H1', 'Row 6', 'D7', 'G5']) await expect(row(where)).toContainText('Roster');

    // Each sheet with its counts and first rows; the clean sheet has none.
    const roster = page.getByRole('region', { name: 'Sheet Roster' });
    await expect(roster.getByText('6 problems')).toBeVisible();
    await expect(roster.getByRole('region', { name: 'First rows of Roster' })).toContainText('Maya Chen');
    await expect(page.getByRole('region', { name: 'Sheet Coaches' }).getByText('No problems')).toBeVisible();

    expect(uploads).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  },
);
