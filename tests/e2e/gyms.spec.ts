import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A name no other gym resembles, so the similar-gym check stays quiet. */
function uniqueName(suffix: string) {
  const word = () =>
    Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
      .join('')
      .replace(/^./, (c) => c.toUpperCase());
  return `${word()} ${word()} ${suffix}`;
}

async function submitGym(request: APIRequestContext, name: string) {
  const res = await request.post('/api/gym-submissions', {
    data: {
      name,
      addressLine1: '400 Elm St',
      addressLine2: null,
      city: 'Peoria',
      state: 'IL',
      province: null,
      zip: '61602',
      country: 'United States',
      phone: null,
      website: null,
      email: null,
      submitterName: 'Sam Submitter',
      submitterEmail: 'sam@example.com',
    },
  });
  expect(res.status()).toBe(201);
}

/** The queue card of one submission. */
const submission = (page: Page, name: string) => page.getByRole('article', { name });

test.beforeEach(async ({ page }) => {
  // A real session through POST /api/login.
  await signInAsAdmin(page);
});

test('an admin approves a submission and the gym is at once in GET /api/gyms and the metrics', async ({
  page,
  request,
}) => {
  const name = uniqueName('Gymnastics');
  await submitGym(request, name);
  const before = (await (await request.get('/api/dashboard/metrics')).json()) as { totalGyms: number };

  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Admin areas' })
    .getByRole('link', { name: /Gym submissions/ })
    .click();
  await expect(page).toHaveURL('/admin/gym-submissions');
  await expect(page.getByRole('button', { name: 'pending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(submission(page, name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A seeded look-alike: the approve dialog names the similar gym already in the directory.
  await submission(page, 'Prairie State Gymnastics').getByRole('button', { name: 'Approve' }).click();
  const lookAlike = page.getByRole('dialog', { name: 'Approve submission' });
  await expect(lookAlike.getByTestId('approve-context')).toContainText(
    'Prairie State Gymnastics Academy — Springfield, IL',
  );
  await lookAlike.getByRole('button', { name: 'Cancel' }).click();

  await submission(page, name).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve submission' });
  await dialog.getByLabel('Admin notes (optional)').fill('Checked their website.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The gym was added to the directory.', { exact: true })).toBeVisible();
  await expect(submission(page, name)).toBeHidden();

  await page.getByRole('button', { name: 'approved' }).click();
  await expect(submission(page, name)).toContainText('Checked their website.');

  const gyms = (await (await request.get('/api/gyms')).json()) as { name: string }[];
  expect(gyms.map((g) => g.name)).toContain(name);
  const after = (await (await request.get('/api/dashboard/metrics')).json()) as { totalGyms: number };
  // Other journeys may add gyms at the same time: at least this one was counted.
  expect(after.totalGyms).toBeGreaterThanOrEqual(before.totalGyms + 1);
});

test('rejecting needs notes; marking a duplicate links an existing gym', async ({ page, request }) => {
  const rejected = uniqueName('Tumbling');
  const duplicate = uniqueName('Academy');
  await submitGym(request, rejected);
  await submitGym(request, duplicate);
  await page.goto('/admin/gym-submissions');

  await submission(page, rejected).getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject submission' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Admin notes are required')).toBeVisible();
  await reject.getByLabel('Admin notes *').fill('Not a gym business.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(submission(page, rejected)).toBeHidden();

  await submission(page, duplicate).getByRole('button', { name: 'Mark duplicate' }).click();
  const dup = page.getByRole('dialog', { name: 'Mark as duplicate' });
  await dup.getByRole('button', { name: 'Mark' }).click();
  await expect(dup.getByText('Please select a gym')).toBeVisible();
  await dup.getByLabel('Search the directory').fill('Lone Star');
  await dup.getByRole('radio', { name: /Lone Star Gymnastics/ }).check();
  await dup.getByRole('button', { name: 'Mark' }).click();
  await expect(dup).toBeHidden();

  await page.getByRole('button', { name: 'rejected' }).click();
  await expect(submission(page, rejected)).toContainText('Not a gym business.');
  await page.getByRole('button', { name: 'duplicate', exact: true }).click();
  await expect(submission(page, duplicate)).toBeVisible();
});

test('an admin searches, creates and edits gyms with the Gym rules', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('region', { name: 'Admin areas' }).getByRole('link', { name: /^Gyms/ }).click();
  await expect(page).toHaveURL('/admin/gyms');
  await page.getByLabel('Search gyms').fill('Lone Star');
  await expect(page.getByRole('button', { name: 'Edit Lone Star Gymnastics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add gym' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a gym' });
  await dialog.getByLabel('Building size (sq ft)').fill('-5');
  await dialog.getByLabel('Email', { exact: true }).fill('nope');
  await dialog.getByRole('button', { name: 'Save gym' }).click();
  for (const message of [
    'Club number is required',
    'Gym name is required',
    'State is required',
    'Building size must be a positive whole number',
    'Please enter a valid email',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  const name = uniqueName('Flyers');
  const club = `E2E-${Date.now()}`;
  await dialog.getByLabel('Club number *').fill(club);
  await dialog.getByLabel('Gym name *').fill(name);
  await dialog.getByLabel('State *').fill('WI');
  await dialog.getByLabel('Building size (sq ft)').fill('12000');
  await dialog.getByLabel('Email', { exact: true }).fill('hi@flyers.example');
  await dialog.getByLabel('AAU').check();
  await dialog.getByRole('button', { name: 'Save gym' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search gyms').fill(club);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit gym' });
  await expect(edit.getByLabel('AAU')).toBeChecked();
  await expect(edit.getByLabel('Building size (sq ft)')).toHaveValue('12000');
  await edit.getByLabel('City').fill('Madison');
  await edit.getByRole('button', { name: 'Save gym' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Madison, WI, United States', { exact: true }).filter({ visible: true })).toBeVisible();
});
