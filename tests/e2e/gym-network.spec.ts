import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// /gym-network for a visitor: the directory filtered by a state shows that state's gyms and the
// state's links (associations, licensing, insurance, resources), a gym's neighbours, and the map.

test('a visitor filters the network by a state and sees its gyms and its links', async ({ page, request }) => {
  const gyms = (await (await request.get('/api/gyms?state=IL')).json()) as {
    items: { id: number; name: string }[];
    total: number;
  };
  const links = (await (await request.get('/api/state-links?state=IL')).json()) as { title: string }[];
  expect(gyms.total).toBeGreaterThan(1);
  expect(links.length).toBeGreaterThan(0);

  await page.goto('/gym-network');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym network' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('State or province').selectOption('IL');
  await expect(page).toHaveURL(/[?&]state=IL/);
  await expect(page.getByRole('heading', { name: 'Resources for gyms in Illinois' })).toBeVisible();
  for (const link of links) await expect(page.getByRole('link', { name: link.title })).toBeVisible();
  await expect(page.getByText(`${gyms.total} gyms found`)).toBeVisible();
  for (const gym of gyms.items) await expect(page.getByRole('article', { name: gym.name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lone Star Gymnastics' })).toHaveCount(0);

  // The gyms near one of them, 5 miles around unless changed.
  const card = page.getByRole('article', { name: 'Windy City Tumbling & Cheer' });
  await card.getByRole('button', { name: 'Gyms near this one' }).click();
  const nearby = card.getByRole('region', { name: 'Gyms near Windy City Tumbling & Cheer' });
  await expect(nearby.getByRole('listitem').first()).toContainText('Logan Square Gymnastics');
  await expect(nearby).toContainText('0.85 mi');
  await expectNoSeriousA11yViolations(page);

  // The same network on the map, its gyms as markers (clustered where they crowd).
  await page.getByRole('link', { name: 'See the map' }).click();
  await expect(page).toHaveURL('/map');
  const map = page.getByRole('region', { name: "Map of the network's gyms" });
  await expect(map.locator('.marker-cluster, .gym-map-pin').first()).toBeVisible();
});
