import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The admin tools at laptop width (admin editors). The domain finder has no journey: it checks
// real domains by DNS and on the web, which a journey cannot do offline, and no setting swaps in
// the recorded fixture its API tests use (decision 0171).

test('an admin maps a CSV of books, checks it with a dry run, then imports it', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const csv = [
    'Title,author,rating,Shelf notes',
    `"Front Desk Systems, revised ${run}",Mara Quinn,4.5,front office`,
    `The Coach's Playbook ${run},Dana Reyes,4,gym floor`,
  ].join('\n');

  await signInAsAdmin(page);
  await page.goto('/admin/component-importer');
  await expect(page.getByRole('heading', { level: 1, name: 'Component importer' })).toBeVisible();
  await page.getByLabel('What to import').selectOption('books');
  await page.getByLabel('CSV or .xlsx file').setInputFiles({
    name: 'books.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // The columns are matched to the fields by name; the one the importer does not know is left out.
  await expect(page.getByRole('heading', { name: '2. Map the columns (2 rows)' })).toBeVisible();
  await expect(page.getByLabel('Column "Title"')).toHaveValue('title');
  await expect(page.getByLabel('Column "Shelf notes"')).toHaveValue('');
  await expect(page.getByRole('cell', { name: `The Coach's Playbook ${run}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('The file passed the check')).toBeVisible();
  await expect(
    page.getByText('Importing it will create 2 and update 0 records; nothing has been written yet.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import complete')).toBeVisible();
  await expect(page.getByText('Created 2 and updated 0 records.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import' })).toHaveAttribute('aria-valuenow', '100');

  // The same file again changes nothing.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created 0 and updated 0 records.')).toBeVisible();
});
