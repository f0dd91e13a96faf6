import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { admin, signInAs, stubAdminHome } from './support/session';

test.describe('laptop navigation bar', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone uses the mobile menu');

  test('top links and dropdown sub-items are visible and navigable', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'The Breakfast Club home' })).toBeVisible();
    for (const name of ['Learn', 'Fuel', 'Connect'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login/Register' })).toHaveAttribute('href', '/auth');

    await nav.getByRole('button', { name: 'Learn menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Books', 'Podcasts', 'Playbooks', 'Videos', 'Best Practices']) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Best Practices' })).toHaveAttribute(
      'href',
      '/learning?tab=best-practices',
    );
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Podcasts' }).click();
    await expect(page).toHaveURL('/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();

    await nav.getByRole('link', { name: 'Fuel', exact: true }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('the Connect menu works from the keyboard and its community links open a new tab', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Connect menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    // The club's own page first, then the two community groups outside the site, named as such.
    await expect(menu.getByRole('menuitem', { name: 'Breakfast Club', exact: true })).toHaveAttribute(
      'href',
      '/breakfast-club',
    );
    for (const name of ['Owners', 'Breakfast Club']) {
      const link = menu.getByRole('menuitem', { name: new RegExp(`^${name}.*opens in a new tab`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Events' }).press('Enter');
    await expect(page).toHaveURL('/events');
  });

  test('a signed-in admin gets the extra links and the user menu', async ({ page }) => {
    await signInAs(page, admin);
    await stubAdminHome(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Tools', 'Resources', 'My Space'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'My Space menu' }).click();
    for (const name of ['My Tasks', 'My Events', 'Profile'])
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Chapter' })).toHaveAttribute(
      'href',
      '/breakfast-club/my-chapter',
    );
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Learn menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Learning Hub' })).toHaveAttribute('href', '/learning-hub');
    await page.keyboard.press('Escape');

    const account = nav.getByRole('button', { name: 'Account menu for Casey' });
    await expect(account).toContainText('CM');
    await expect(account).toContainText('Casey');
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  });
});

test.describe('phone menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the laptop shows the full bar');

  test('the menu opens, a group expands and a link navigates', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Fuel' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Podcasts' })).toBeHidden();

    const expand = menu.getByRole('button', { name: 'Show Learn links' });
    await expand.click();
    await expect(menu.getByRole('button', { name: 'Hide Learn links' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Playbooks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'Podcasts' }).click();
    await expect(page).toHaveURL('/podcasts');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu holds the sign-in button for visitors', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Login/Register' }).click();
    await expect(page).toHaveURL('/auth');
  });
});
