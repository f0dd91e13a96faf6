import { accountMessages as m } from '../../src/shared/accounts';
import { adminRequest, newMember } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a new owner whose gym is missing submits it inline and registers', async ({ page, playwright, baseURL }) => {
  const member = newMember('inline');
  const gymName = `Riverbend Tumbling ${member.username.slice(-6)}`;
  await page.goto('/auth?mode=register');

  await page.getByRole('combobox', { name: 'Your gym' }).click();
  await page.getByRole('combobox', { name: 'Search gyms...' }).fill('zzqx nothing matches');
  await page.getByRole('button', { name: m.addGymHere }).click();

  const inline = page.getByRole('group', { name: 'Add your gym' });
  await inline.getByLabel('Gym name *', { exact: true }).fill(gymName);
  await inline.getByRole('button', { name: 'Submit Gym' }).click();
  const missing = page.getByRole('status').filter({ hasText: m.missingInformation });
  await expect(missing).toContainText(m.inlineGymFieldsRequired);
  await expectNoSeriousA11yViolations(page);

  await inline.getByLabel('State *', { exact: true }).fill('ILX');
  await expect(inline.getByLabel('State *', { exact: true })).toHaveValue('IL');
  await inline.getByLabel('Gym email *', { exact: true }).fill(`front-desk.${member.username}@example.com`);
  await inline.getByRole('button', { name: 'Submit Gym' }).click();
  await expect(page.getByRole('status').filter({ hasText: m.gymSubmittedTitle })).toContainText(
    m.gymSubmittedDescription,
  );
  await expect(page.getByText(`${gymName} (IL) is pending review`)).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill(member.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(member.lastName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Mobile number', { exact: true }).fill(member.mobile);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(
    'Your gym submission has been received and is pending review.',
  );

  // The submission is pending on the server, named as typed.
  const admin = await adminRequest(await playwright.request.newContext({ baseURL }));
  const res = await admin.get('/api/admin/gym-submissions?status=pending&pageSize=100');
  expect(res.status()).toBe(200);
  expect(JSON.stringify(await res.json())).toContain(gymName);
  await admin.dispose();
});

test('a gym name carried in browser storage opens the inline form with it', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pendingGymSubmissionName', 'Summit Flips'));
  await page.goto('/auth?mode=register');
  await expect(page.getByRole('group', { name: 'Add your gym' }).getByLabel('Gym name *', { exact: true })).toHaveValue(
    'Summit Flips',
  );
});
