import { accountMessages as m } from '../../src/shared/accounts';
import { firstGym, newMember } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.describe('registering with a gym from the list', () => {
  test('/auth?mode=register opens the Register tab; an empty form shows every rule', async ({ page }) => {
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Club' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Turn your gym business into a brand' })).toBeVisible();

    await page.getByLabel('Mobile number', { exact: true }).fill('12ab');
    await page.getByLabel('Password', { exact: true }).fill('lowercase1');
    await page.getByLabel('Confirm password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      m.firstNameTooShort,
      m.lastNameTooShort,
      m.emailTooShort,
      m.usernameTooShort,
      m.phoneInvalid,
      m.passwordUppercase,
      m.passwordsDontMatch,
      m.gymRequired,
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the role list hides admin, super and member roles and preselects the first', async ({ page }) => {
    const roles = page.waitForResponse('**/api/roles');
    await page.goto('/auth?mode=register');
    await roles;
    const role = page.getByLabel('Your role', { exact: true });
    const options = await role.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options).toEqual(['Owner', 'Director', 'Manager']);
    for (const name of options) expect(name.toLowerCase()).not.toMatch(/admin|super|member/);
    await expect(role.locator('option:checked')).toHaveText(options[0]!);
  });

  test(
    'a new owner finds their gym in the searchable list, registers and is signed in',
    { tag: '@phone' },
    async ({ page, request, isMobile }) => {
      const gym = await firstGym(request);
      const member = newMember('gym');
      await page.goto('/auth?mode=register');
      await page.getByLabel('First name', { exact: true }).fill(member.firstName);
      await page.getByLabel('Last name', { exact: true }).fill(member.lastName);
      await page.getByLabel('Email', { exact: true }).fill(member.email);
      await page.getByLabel('Username', { exact: true }).fill(member.username);
      await page.getByLabel('Mobile number', { exact: true }).fill(member.mobile);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByLabel('Confirm password', { exact: true }).fill(member.password);

      await page.getByRole('combobox', { name: 'Your gym' }).click();
      const search = page.getByRole('combobox', { name: 'Search gyms...' });
      await search.fill('zzqx no such gym');
      await expect(page.getByText(m.noGymsFound, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: m.addGymHere })).toBeVisible();
      const popover = page.locator('[data-radix-popper-content-wrapper] > *');
      if (!isMobile) expect((await popover.boundingBox())?.width).toBe(400);

      await search.fill(gym.name.slice(0, 6));
      const list = page.getByRole('listbox');
      await expect(list).toHaveCSS('max-height', '200px');
      await list
        .getByRole('option', { name: new RegExp(`^${gym.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .first()
        .click();
      await expect(page.getByRole('combobox', { name: 'Your gym' })).toContainText(gym.name);

      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL('/');
      const me = await page.request.get('/api/user');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ username: member.username, gymId: gym.id });

      // Spec §2: a signed-in user opening /auth goes to /.
      await page.goto('/auth');
      await expect(page).toHaveURL('/');
    },
  );

  test('a gym preselected in browser storage is already chosen', async ({ page, request }) => {
    const gym = await firstGym(request);
    await page.addInitScript((id) => window.localStorage.setItem('preselectedGymId', String(id)), gym.id);
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('combobox', { name: 'Your gym' })).toContainText(gym.name);
  });

  test('a duplicate username answers with a clear message under the form and in a toast', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const gym = await firstGym(request);
    const taken = newMember('dup');
    const res = await request.post('/api/register', { data: { ...taken, role: 'Owner', gymId: gym.id } });
    expect(res.status()).toBe(201);

    const member = { ...newMember('dup2'), username: taken.username };
    await page.addInitScript((id) => window.localStorage.setItem('preselectedGymId', String(id)), gym.id);
    await page.goto('/auth?mode=register');
    await page.getByLabel('First name', { exact: true }).fill(member.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(member.lastName);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Username', { exact: true }).fill(member.username);
    await page.getByLabel('Mobile number', { exact: true }).fill(member.mobile);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    const toast = page.getByRole('status').filter({ hasText: m.registrationFailed });
    await expect(toast).toContainText(m.usernameTaken);
    await expect(page.getByRole('alert').filter({ hasText: m.usernameTaken })).toBeVisible();
  });
});
