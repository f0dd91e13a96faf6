import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A 1×1 transparent PNG: the map's tiles, answered in the browser (the journeys run offline). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner analyses a zip code and reads its score, its parts and the gyms within reach', async ({
  page,
  request,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/tools/market-intelligence');
  await expect(page.getByRole('heading', { level: 1, name: 'Market intelligence' })).toBeVisible();
  await page.getByLabel('Zip code').fill('627');
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByText('Enter a 5-digit US zip code')).toBeVisible();
  await page.getByLabel('Zip code').fill('62704');
  await page.getByRole('button', { name: 'Analyse' }).click();

  await expect(page.getByRole('heading', { level: 3, name: "The score's parts" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: /62704 · 15 minutes/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Gyms within a 15-minute drive/ })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  // The map (Leaflet, loaded on this page only) draws the drive-time circle around the location.
  const map = page.getByRole('region', { name: /^Map of 62704/ });
  await expect(map.locator('.leaflet-interactive').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Past analyses' })).toContainText('62704');
  await expectNoSeriousA11yViolations(page);
});
