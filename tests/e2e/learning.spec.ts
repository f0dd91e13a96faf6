import type { Page } from '@playwright/test';
import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** Follows a link of the Learn menu: the dropdown on a laptop, the expanding menu on a phone. */
async function openLearnLink(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Show Learn links' }).click();
    await menu.getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
  }
}

test('a member reads a playbook section, ticks its checklist, signs in again and resumes where they stopped', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // A new member's hub: no place to resume yet, an invitation to start.
  await page.goto('/learning-hub');
  await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openLearnLink(page, 'Playbooks');
  await expect(page).toHaveURL(/\/learning\?tab=playbooks/);
  await expect(page.getByRole('heading', { level: 1, name: 'Playbooks' })).toBeVisible();
  await page.getByLabel('Search modules').fill('coaches');
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('link', { name: /Hiring your first coaches/ });
  await expect(card).toContainText('3 sections');
  await expect(card).toContainText('Not started');
  await expectNoSeriousA11yViolations(page);
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hiring your first coaches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /Start: Define the role/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Define the role before you post it' })).toBeVisible();
  await expect(page.getByText('Section 1 of 3')).toBeVisible();

  // Tabs: the examples, then the checklist.
  await page.getByRole('tab', { name: 'Examples' }).click();
  await expect(page.getByText('Preschool and Rec Coach, 12–16 hrs/week.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page).toHaveURL(/tab=checklist/);
  await expectNoSeriousA11yViolations(page);
  for (const label of [
    'List the shifts the new coach will cover',
    'Set the pay range and the raise steps',
    'Base hourly rate for a new coach',
    'Raise steps for certifications and tenure',
  ]) {
    await page.getByLabel(label).check();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Section complete' })).not.toBeVisible();
  await page.getByLabel('Write the must-haves and the nice-to-haves').check();
  await expect(page.getByText('Section complete')).toBeVisible();
  await expect(page.getByText('5 of 6 done')).toBeVisible();
  await expect(page.getByText('Module 33% complete')).toBeVisible();

  // Leave, sign out, sign in again: the hub offers to continue in the same section and tab.
  await page.request.post('/api/logout');
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/learning-hub');
  const resume = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(resume).toContainText('Hiring your first coaches');
  await expect(resume).toContainText('Define the role before you post it · Checklist tab');
  await resume.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/learning\/hiring-your-first-coaches\/define-the-role\?tab=checklist/);
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Write the must-haves and the nice-to-haves')).toBeChecked();
  await page.getByRole('link', { name: /Next: Find candidates/ }).click();
  await expect(page.getByText('Section 2 of 3')).toBeVisible();
});

test('a video module shows its poster and loads the player only when played', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const youtube: string[] = [];
  await page.route(/youtube(-nocookie)?\.com/, (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
  });
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/learning?tab=videos');
  await page.getByRole('link', { name: /Start with why/ }).click();
  await page.getByRole('link', { name: /Start: Watch/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Watch: How great leaders inspire action/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(youtube).toEqual([]);
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.locator('iframe[title="Start with why: your gym’s purpose"]')).toBeVisible();
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  expect(youtube[0]).toContain('youtube-nocookie.com/embed/u4ZoJKF_VuA');
});

test(
  'a member completes a section with its Complete button, moves on, and finishes the module',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(request);
    await loginInBrowser(page, member.username, member.password);
    await expect(page).not.toHaveURL(/\/auth/);

    // The hub links the whole catalogue.
    await page.goto('/learning-hub');
    await page.getByRole('link', { name: 'Browse all modules' }).click();
    await expect(page).toHaveURL(/\/learning(\?|$)/);

    await page.goto('/learning/hiring-your-first-coaches/find-and-interview');
    await expect(page.getByText('Section 2 of 3')).toBeVisible();
    // Every tab label shows whole, on a phone too (the tabs wrap).
    const tabList = page.getByRole('tablist');
    await expect(tabList.getByRole('tab', { name: 'Scripts' })).toBeVisible();
    const clipped = await tabList.evaluate(
      (list) =>
        [list, ...Array.from(list.querySelectorAll('[role="tab"]'))].filter(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(clipped).toBe(0);
    // The Complete button is there on every tab.
    await page.getByRole('tab', { name: 'Scripts' }).click();
    const complete = page.getByRole('button', { name: /Complete/ });
    await expect(complete).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await complete.click();

    await expect(page).toHaveURL(/\/learning\/hiring-your-first-coaches\/onboard-and-shadow/);
    await expect(page.getByText('Section 3 of 3')).toBeVisible();
    const detail = await page.request.get('/api/learning/modules/hiring-your-first-coaches');
    const sections = ((await detail.json()) as { sections: { slug: string; isCompleted: boolean }[] }).sections;
    expect(sections.find((s) => s.slug === 'find-and-interview')?.isCompleted).toBe(true);

    // The last section's button finishes on the module page with a confirmation.
    await page.getByRole('button', { name: /Complete and finish the module/ }).click();
    await expect(page).toHaveURL(/\/learning\/hiring-your-first-coaches$/);
    await expect(page.getByRole('status').filter({ hasText: 'You completed' })).toContainText(
      'Onboard and shadow: the first 30 days',
    );
    const row = page.getByRole('link', { name: /Find candidates and interview for coachability/ });
    await expect(row).toContainText('Completed');
    await expectNoSeriousA11yViolations(page);
  },
);
