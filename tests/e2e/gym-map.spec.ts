import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The public gym map at both widths. Its tiles come from the run's tile server on loopback
// (tests/e2e/support/tile-server.mjs; playwright.config.ts sets MAP_TILE_URL), so it draws offline.

test('a visitor sees the network on the map, finds a gym in the list and opens its popup @phone', async ({ page }) => {
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym map' })).toBeVisible();

  const map = page.getByRole('region', { name: "Map of the network's gyms" });
  await expect(map).toBeVisible();
  // Markers, clustered where gyms crowd, on tiles of the configured server with their attribution.
  await expect(map.locator('.marker-cluster, .gym-map-pin').first()).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  // The list beside the map reaches every gym without the map.
  const list = page.getByRole('list', { name: 'Gyms on the map' });
  await expect(list).toContainText('Prairie State Gymnastics Academy');
  await page.getByLabel('Find a gym by name, city or state').fill('Springfield');
  await expect(page.getByText(/^\d+ gyms? found$/)).toBeVisible();
  await list.getByRole('button', { name: /Prairie State Gymnastics Academy/ }).click();

  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Prairie State Gymnastics Academy');
  await expect(popup).toContainText('Springfield, IL');
  await expect(popup.getByRole('link', { name: 'See it in the gym network' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
