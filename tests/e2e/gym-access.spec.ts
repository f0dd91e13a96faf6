import type { APIRequestContext, Page } from '@playwright/test';
import { gymAccessMessages as m } from '../../src/shared/gym-access-texts';
import { loginInBrowser, newMember, type NewMember } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const DEMO_PASSWORD = 'Breakfast2024';

/** The demo owner's gym (Olivia Owner approves its requests). */
async function demoOwnersGym(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/login', { data: { username: 'demo_owner', password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await request.get('/api/user')).json()) as { gymId: number };
  await request.post('/api/logout');
  return me.gymId;
}

/** Registers a new Manager with a gym; the gym has not approved them yet. */
async function registerPending(request: APIRequestContext, gymId: number, prefix: string): Promise<NewMember> {
  const member = newMember(prefix);
  const res = await request.post('/api/register', { data: { ...member, role: 'Manager', gymId } });
  expect(res.status(), await res.text()).toBe(201);
  await request.post('/api/logout');
  return member;
}

async function searchRequests(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test(
  'a member the gym has not approved yet is told so, with whom it waits, and the gym’s data stays closed',
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    // The gym-private calls of the tool page answer 403 while the request waits.
    consoleGuard.allow(/status of 403/);
    const member = await registerPending(request, await demoOwnersGym(request), 'wait');
    await loginInBrowser(page, member.username, member.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/meet-expenses');
    const notice = page.getByRole('status').filter({ hasText: m.pending });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Olivia Owner (Owner) can approve it.');
    await expect(notice).toContainText('requested');
    await expectNoSeriousA11yViolations(page);

    // Member content is open meanwhile.
    await page.goto('/learning');
    await expect(page.getByRole('status').filter({ hasText: m.pending })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  'the gym’s owner approves a new member at their own screen',
  { tag: '@phone' },
  async ({ page, request, browser, isMobile }) => {
    const member = await registerPending(request, await demoOwnersGym(request), 'join');
    await loginInBrowser(page, 'demo_owner', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$|\/home/);
    if (isMobile) {
      await page.goto('/my-gym/access');
    } else {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Gym access' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Gym access' })).toBeVisible();
    await searchRequests(page, member.username);
    const name = `${member.firstName} ${member.lastName}`;
    await expect(page.getByText(member.email, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${name} now has access`).first()).toBeVisible();
    await expect(page.getByText('No request matches that search.')).toBeVisible();

    // The member now reads the gym's private data, and the notice is gone.
    const context = await browser.newContext();
    const theirPage = await context.newPage();
    await loginInBrowser(theirPage, member.username, member.password);
    await expect(theirPage).not.toHaveURL(/\/auth/);
    await theirPage.goto('/meet-expenses');
    await expect(theirPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(theirPage.getByText(m.pending)).toHaveCount(0);
    await context.close();
  },
);

test('an admin declines a request with a reason at /admin/gym-access', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'admin screens are checked at laptop width');
  const member = await registerPending(request, await demoOwnersGym(request), 'deny');
  await signInAsAdmin(page);
  await page.goto('/admin/gym-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym access requests' })).toBeVisible();
  await searchRequests(page, member.username);
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('button', { name: `Decline ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText(m.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Not on our staff list');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`${name} was declined`).first()).toBeVisible();
  await page.getByRole('button', { name: 'declined', exact: true }).click();
  await expect(page.getByText('Reason: Not on our staff list')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
