import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const card = (page: Page) => page.getByTestId('submit-gym-card');

/** A gym name no seeded or earlier gym resembles. */
function uniqueGymName() {
  const word = () =>
    Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
      .join('')
      .replace(/^./, (c) => c.toUpperCase());
  return `${word()} ${word()} Tumbling`;
}

async function goToStep2(page: Page, name: string) {
  await page.goto('/');
  await card(page).scrollIntoViewIfNeeded(); // the form loads when the card comes near the viewport
  await card(page).getByLabel('Gym Name *').fill(name);
  await card(page).getByRole('button', { name: 'Next' }).click();
  await expect(card(page).getByRole('button', { name: 'Submit Gym' })).toBeVisible();
}

async function fillDetails(c: Locator) {
  await c.getByLabel('Address Line 1 *').fill('  12 Market St ');
  await c.getByLabel('City *').fill('Springfield');
  await c.getByLabel('State *').fill('IL');
  await c.getByLabel('ZIP Code *').fill('62701');
  await c.getByLabel('Website').fill('   ');
  await c.getByLabel('Email', { exact: true }).fill('front@flips.example');
  await c.getByLabel('Your Name *').fill(' Riley Owner ');
  await c.getByLabel('Your Email *').fill('riley@flips.example');
}

test('step 1 checks for similar gyms; picking one stores preselectedGymId and opens registration', async ({
  page,
  request,
}) => {
  const name = 'Lone Star Gymnastics';
  const { duplicates } = (await (
    await request.post('/api/gym-submissions/check-duplicate', { data: { name } })
  ).json()) as {
    duplicates: { id: number; name: string; addressLine1: string | null; city: string | null; state: string }[];
  };
  expect(duplicates.length).toBeGreaterThan(0);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/gym-submissions/check-duplicate', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await card(page).scrollIntoViewIfNeeded(); // the form loads when the card comes near the viewport
  const c = card(page);
  await expect(c.getByRole('heading', { name: 'Submit a Gym' })).toBeVisible();
  await c.getByLabel('Gym Name *').fill(name);
  await c.getByRole('button', { name: 'Next' }).click();
  await expect(c.getByRole('button', { name: 'Checking...' })).toBeDisabled();
  release();

  const dialog = page.getByRole('dialog', { name: 'Is this your gym?' });
  await expect(dialog).toContainText(
    `We found ${duplicates.length} similar gym(s) in our network. If one of them is yours, click it to register with that gym. Otherwise, continue with your submission.`,
  );
  const list = dialog.getByRole('list', { name: 'Similar gyms' });
  await expect(list.getByRole('listitem')).toHaveCount(duplicates.length);
  await expect(list).toHaveCSS('overflow-y', 'auto');
  const first = duplicates[0]!;
  const item = list.getByRole('button', { name: new RegExp(first.name) }).first();
  await expect(item).toContainText(first.addressLine1 ?? '');
  await expect(item).toContainText(`${first.city}, ${first.state}`);
  await expectNoSeriousA11yViolations(page);

  await item.click();
  await expect(page).toHaveURL('/auth?mode=register');
  expect(await page.evaluate(() => localStorage.getItem('preselectedGymId'))).toBe(String(first.id));
});

test(
  "'Not Listed - Continue with Submission' goes to step 2, and Change goes back",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await card(page).scrollIntoViewIfNeeded(); // the form loads when the card comes near the viewport
    const c = card(page);
    await c.getByLabel('Gym Name *').fill('Lone Star Gymnastics');
    await c.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Is this your gym?' });
    await dialog.getByRole('button', { name: 'Not Listed - Continue with Submission' }).click();
    await expect(dialog).toBeHidden();

    await expect(c.getByTestId('submission-gym-name')).toHaveText('Lone Star Gymnastics');
    // The seeded pending 'Lone Star Gym LLC' is similar, but a visitor is never shown someone
    // else's pending submission.
    await expect(c.getByRole('group', { name: 'Your Information' })).toBeVisible();
    await expect(c.getByTestId('pending-similar')).toHaveCount(0);
    await expect(c).not.toContainText('Lone Star Gym LLC');
    await expect(c.getByRole('group', { name: 'Gym Address' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Your Information' })).toBeVisible();
    await expect(c.getByLabel('Address Line 2')).toHaveAttribute('placeholder', 'Suite 100');
    await expect(c.getByLabel('Your Email *')).toHaveAttribute('type', 'email');
    await expect(c.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    for (const label of ['Address Line 1 *', 'City *', 'Phone', 'Website', 'Your Name *']) {
      await expect(c.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await c.getByRole('button', { name: 'Change' }).click();
    await expect(c.getByLabel('Gym Name *')).toHaveValue('Lone Star Gymnastics');
    await expect(c.getByRole('button', { name: 'Next' })).toBeVisible();
  },
);

test('the region and postal fields follow the country', async ({ page }) => {
  await goToStep2(page, uniqueGymName());
  const c = card(page);
  const country = c.getByLabel('Country *');
  await expect(country).toHaveValue('United States');
  await expect(country.locator('option')).toHaveText([
    'United States',
    'Canada',
    'Australia',
    'United Kingdom',
    'Mexico',
    'Other',
  ]);

  const cases = [
    { country: 'United States', region: 'State *', regionPh: 'IL', postal: 'ZIP Code *', postalPh: '62701' },
    { country: 'Canada', region: 'Province *', regionPh: 'ON', postal: 'Postal Code *', postalPh: 'M5H 2N2' },
    { country: 'Australia', region: 'State/Territory *', regionPh: 'NSW', postal: 'ZIP Code *', postalPh: '62701' },
    { country: 'United Kingdom', region: 'State *', regionPh: 'IL', postal: 'Postcode *', postalPh: 'SW1A 1AA' },
    { country: 'Mexico', region: 'State *', regionPh: 'IL', postal: 'ZIP Code *', postalPh: '62701' },
    { country: 'Other', region: 'State *', regionPh: 'IL', postal: 'ZIP Code *', postalPh: '62701' },
  ];
  for (const k of cases) {
    await country.selectOption(k.country);
    const region = c.getByLabel(k.region, { exact: true });
    await expect(region).toHaveAttribute('placeholder', k.regionPh);
    await expect(region).toHaveAttribute('maxlength', '3');
    await expect(c.getByLabel(k.postal, { exact: true })).toHaveAttribute('placeholder', k.postalPh);
  }
  const region = c.getByLabel('State *', { exact: true });
  await region.pressSequentially('ABCD');
  await expect(region).toHaveValue('ABC');
});

test('the card shows every validation message', async ({ page }) => {
  await page.goto('/');
  await card(page).scrollIntoViewIfNeeded(); // the form loads when the card comes near the viewport
  const c = card(page);
  await c.getByRole('button', { name: 'Next' }).click();
  await expect(c.getByText('Gym name is required')).toBeVisible();

  await c.getByLabel('Gym Name *').fill(uniqueGymName());
  await c.getByRole('button', { name: 'Next' }).click();
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  for (const message of [
    'Address line 1 is required',
    'City is required',
    'State/Province is required',
    'Postal code is required',
    'Your name is required',
    'Your email is required',
  ]) {
    await expect(c.getByText(message, { exact: true })).toBeVisible();
  }
  await c.getByLabel('Your Email *').fill('riley@');
  await c.getByLabel('Email', { exact: true }).fill('not-an-email');
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(c.getByText('Please enter a valid email', { exact: true })).toHaveCount(2);
});

test('a submission is sent trimmed with blanks as null, then Register with this Gym carries the name', async ({
  page,
}) => {
  const name = uniqueGymName();
  await goToStep2(page, `  ${name} `);
  const c = card(page);
  await fillDetails(c);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/gym-submissions', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/gym-submissions') && r.method() === 'POST');
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(c.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect((await sent).postDataJSON()).toEqual({
    name,
    addressLine1: '12 Market St',
    addressLine2: null,
    city: 'Springfield',
    state: 'IL',
    province: null,
    zip: '62701',
    country: 'United States',
    phone: null,
    website: null,
    email: 'front@flips.example',
    submitterName: 'Riley Owner',
    submitterEmail: 'riley@flips.example',
  });
  release();

  await expect(c.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
  await expect(c).toContainText(`Thank you for submitting ${name}. Our team will review it shortly.`);
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your gym submission has been received and is pending review.', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await c.getByRole('button', { name: 'Register with this Gym' }).click();
  await expect(page).toHaveURL('/auth?mode=register');
  expect(await page.evaluate(() => localStorage.getItem('pendingGymSubmissionName'))).toBe(name);
});

test('Submit Another Gym hides the success card and clears the name', async ({ page }) => {
  await goToStep2(page, uniqueGymName());
  const c = card(page);
  await fillDetails(c);
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(c.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();

  await c.getByRole('button', { name: 'Submit Another Gym' }).click();
  await expect(c.getByRole('heading', { name: 'Submission Received!' })).toBeHidden();
  await expect(c.getByLabel('Gym Name *')).toHaveValue('');
  await expect(c.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingGymSubmissionName'))).toBeNull();
});

test('failed calls show the spec toasts', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of (500|400)|ERR_FAILED/);
  await page.route('**/api/gym-submissions/check-duplicate', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.goto('/');
  await card(page).scrollIntoViewIfNeeded(); // the form loads when the card comes near the viewport
  const c = card(page);
  await c.getByLabel('Gym Name *').fill(uniqueGymName());
  await c.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Failed to check for duplicates. Please try again.', { exact: true })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();

  await page.unroute('**/api/gym-submissions/check-duplicate');
  await c.getByRole('button', { name: 'Next' }).click();
  await fillDetails(c);

  await page.route('**/api/gym-submissions', (route) =>
    route.fulfill({ status: 400, json: { message: 'Gym name is required' } }),
  );
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('400: Gym name is required', { exact: true })).toBeVisible();

  await page.unroute('**/api/gym-submissions');
  await page.route('**/api/gym-submissions', (route) => route.abort());
  await c.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(page.getByText('Failed to submit gym. Please try again.', { exact: true })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Submit Gym' })).toBeEnabled();
});
