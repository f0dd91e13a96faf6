import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const sections: Record<string, [string, string][]> = {
  About: [['About', '/about']],
  Community: [
    ['Breakfast Club', '/breakfast-club'],
    ['Gym Network', '/gym-network'],
    ['Events', '/events'],
  ],
  Resources: [
    ['Blog', '/blog'],
    ['Books', '/books'],
    ['Podcasts', '/podcasts'],
  ],
};

test('the footer has its three sections, their links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const [section, links] of Object.entries(sections)) {
    const nav = footer.getByRole('navigation', { name: section });
    for (const [name, href] of links)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoSeriousA11yViolations(page);

  await footer.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: 'Gym Network' }).click();
  await expect(page).toHaveURL('/gym-network');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym network' })).toBeVisible();
});
