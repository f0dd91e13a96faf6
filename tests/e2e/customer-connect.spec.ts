import { loginInBrowser, newestOutboxFile, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the front desk texts a family, finds the text in the history by name and tag, and opens the family thread', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/customer-connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer connect' })).toBeVisible();
  await expect(page.getByText('No messages yet. Your first text appears here.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const phone = `217-555-${String(Date.now()).slice(-4)}`;
  await page.getByLabel('Family or contact name').fill('Dana Whitfield');
  await page.getByLabel('Phone number *').fill(phone);
  await page.getByLabel('Message *').fill('Practice is cancelled tonight because of the ice storm.');
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'schedule', exact: true }).click();
  await page.getByRole('button', { name: 'Send text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Text sent' })).toBeVisible();

  const history = page.getByRole('list', { name: 'Messages' });
  await expect(history.getByText('Practice is cancelled tonight because of the ice storm.')).toBeVisible();
  await page.getByLabel('Search messages by name, phone or text').fill('Whitfield');
  await expect(history.getByRole('button', { name: /Dana Whitfield/ })).toBeVisible();
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'billing' }).click();
  await expect(page.getByText('No message matches. Try another name, number or tag.')).toBeVisible();
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'schedule' }).click();
  await history.getByRole('button', { name: /Dana Whitfield/ }).click();

  await expect(page.getByRole('heading', { name: 'Messages with Dana Whitfield' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages with Dana Whitfield' }).getByText(/ice storm/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const sms = await newestOutboxFile('.txt', `-sms-${phone.replace(/\D/g, '')}`);
  expect(sms).toContain('Practice is cancelled tonight because of the ice storm.');
});
