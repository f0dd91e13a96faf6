import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The admins' screens for businesses for sale, at laptop width (admin editors). The analyser reads
// a recorded listing page from a server of this test; the app's server may fetch from loopback
// because the journeys start it with LISTING_FETCH_ALLOW_PRIVATE=true.

let pages: http.Server;
let origin: string;
const recorded = fs.readFileSync(
  path.join(import.meta.dirname, '../fixtures/listings/labelled-gymnastics.html'),
  'utf8',
);

test.beforeAll(async () => {
  pages = http.createServer((req, res) => {
    // /listing/<name>: the recorded page, retitled so each run files a listing of its own.
    const name = decodeURIComponent(/^\/listing\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '');
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    const title = `${name.replace(/-/g, ' ')} Gymnastics`;
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(recorded.replaceAll('Established Gymnastics Center with Competitive Team', title));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => pages.close(resolve)));

test('an admin queues a listing page, runs the analyser on it and opens the listing it filed', async ({ page }) => {
  await signInAsAdmin(page);
  const run = `Hilltop-${Date.now().toString(36)}`;
  const url = `${origin}/listing/${run}`;

  await page.goto('/business-listings/urls');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing sources' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listing pages' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The form checks the address with the server's schema before it is sent.
  await page.getByLabel('Listing page URL').fill('bizbuysell listing');
  await page.getByLabel('State').fill('TX');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();

  await page.getByLabel('Listing page URL').fill(url);
  await page.getByLabel('Business type').selectOption('gymnastics');
  await page.getByRole('button', { name: 'Add page' }).click();
  const row = page.getByRole('listitem').filter({ hasText: url });
  await expect(row.getByText('Waiting to be analysed')).toBeVisible();

  await row.getByRole('button', { name: `Analyse ${url}` }).click();
  const title = `${run.replace(/-/g, ' ')} Gymnastics`;
  const filed = row.getByRole('link', { name: title });
  await expect(filed).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(/^Analysed /)).toBeVisible();
  await page.getByRole('button', { name: 'Analysed', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: url })).toBeVisible();

  await filed.click();
  await expect(page).toHaveURL(/\/business-listings\?listing=\d+/);
  const panel = page.getByRole('complementary', { name: 'Listing analysis' });
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(panel.getByText('$1,150,000')).toBeVisible();
  await expect(panel.getByText('3.54×', { exact: true })).toBeVisible();
  await expect(panel.getByText('22.9%', { exact: true })).toBeVisible();
  await expect(panel.getByText('Above the typical range of price to cash flow')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Features' }).getByText('Foam pit or in-ground pit')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an admin filters the listings, reads an analysis, adds a listing and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/business-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business listings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listings' })).toBeVisible();

  await page.getByLabel('Type').selectOption('swim');
  await page.getByLabel('Highest price').fill('1000000');
  const listings = page.getByRole('list', { name: 'Listings' });
  await expect(listings.getByRole('button', { name: /Swim Academy with Two Leased Pools/ })).toBeVisible();
  await expect(listings.getByRole('button', { name: /Learn-to-Swim School with Indoor Pool/ })).toBeHidden();
  await expect(listings.getByRole('button', { name: /Ninja/ })).toHaveCount(0);

  await listings.getByRole('button', { name: /Swim Academy with Two Leased Pools/ }).click();
  const panel = page.getByRole('complementary', { name: 'Listing analysis' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Swim Academy with Two Leased Pools' })).toBeVisible();
  await expect(panel.getByText('Typical 2.5–4× for swim')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Risks' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new listing: the form shows the spec's message, then files it with its analysis.
  const title = `Riverbend Swim School ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'New listing' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Business type *').selectOption('swim');
  await dialog.getByLabel('Location *').fill('Spokane, WA');
  await dialog.getByLabel('Asking price *').fill('0');
  await dialog.getByLabel('Cash flow *').fill('$150,000');
  await dialog.getByLabel('Gross revenue').fill('600000');
  await dialog.getByLabel('Listing URL *').fill('https://www.bizbuysell.com/business-opportunity/riverbend/2399001/');
  await dialog
    .getByLabel('Description *')
    .fill('Learn-to-swim lessons with recurring tuition at a leased indoor pool.');
  await dialog.getByRole('button', { name: 'Add listing' }).click();
  await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();
  await dialog.getByLabel('Asking price *').fill('450,000');
  await dialog.getByRole('button', { name: 'Add listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(panel.getByText('3×', { exact: true })).toBeVisible();
  await expect(panel.getByText('25%', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: /^Delete “Riverbend/ })
    .getByRole('button', { name: 'Delete listing' })
    .click();
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeHidden();
  await expect(listings.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});
