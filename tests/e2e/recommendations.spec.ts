import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a visitor filters the books by business type and is sent to sign in to vote', async ({ page }) => {
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The E-Myth Revisited' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ninja', exact: true }).click();
  await expect(page).toHaveURL(/businessType=ninja/);
  // A business book is for every gym; a book on another sport leaves the list.
  await expect(page.getByRole('heading', { level: 2, name: 'Profit First' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Total Immersion' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vote Profit First up' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbooks%3FbusinessType%3Dninja/);
});

test(
  'a member votes a book up and back, comments and deletes the comment, then votes a podcast',
  { tag: '@phone' },
  async ({ page, request }) => {
    const member = await registerViaApi(request);
    await loginInBrowser(page, member.username, member.password);
    await expect(page).not.toHaveURL(/\/auth/);
    // Each width votes on its own book, so the two runs never move each other's score.
    const phone = test.info().project.name === 'phone';
    const [title, seeded, podcast] = phone
      ? ['The Ideal Team Player', 'We added the “hungry” questions', 'The Diary of a CEO']
      : ['Traction', 'Our weekly scorecard now has enrollment', 'How I Built This'];
    const note = `We read it as a leadership team (${member.username}).`;
    await page.goto(`/books?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const up = card.getByRole('button', { name: `Vote ${title} up` });
    const score = card.getByLabel(/^Score /);
    const before = Number(await score.textContent());
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(score).toHaveText(String(before + 1));
    await page.reload();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await up.click();
    await expect(score).toHaveText(String(before));

    await card.getByRole('button', { name: /comment/ }).click();
    const dialog = page.getByRole('dialog', { name: `Comments on ${title}` });
    await expect(dialog.getByText(seeded)).toBeVisible();
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Comment is required');
    await dialog.getByLabel('Your comment').fill(note);
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText(note)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /Delete comment by/ }).click();
    await dialog
      .getByRole('group', { name: 'Confirm deletion' })
      .getByRole('button', { name: 'Delete comment' })
      .click();
    await expect(dialog.getByText(note)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Books or podcasts' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    const pod = page.getByRole('button', { name: `Vote ${podcast} down` });
    await pod.click();
    await expect(pod).toHaveAttribute('aria-pressed', 'true');
  },
);
