import type { APIRequestContext, Page } from '@playwright/test';
import { adminRequest, registerViaApi, type NewMember } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A chapter name no seeded or earlier chapter has. */
function uniqueChapterName() {
  const word = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${word.replace(/^./, (c) => c.toUpperCase())} Valley Gym Owners Breakfast`;
}

/** Signs the page's browser in (the session cookie and the signed-in hint) through the real login call. */
async function signIn(page: Page, member: Pick<NewMember, 'username' | 'password'>) {
  await page.request.post('/api/logout');
  const res = await page.request.post('/api/login', { data: { username: member.username, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new active chapter made through the API: a member applies, the e2e admin approves; its president is returned. */
async function chapterViaApi(request: APIRequestContext) {
  const president = await registerViaApi(request);
  await request.post('/api/login', { data: { username: president.username, password: president.password } });
  const name = uniqueChapterName();
  const applied = await request.post('/api/chapter-applications', {
    data: { chapterName: name, city: 'Boise', state: 'ID', email: president.email, phone: '208-555-0142', why: null },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  await request.post('/api/logout');
  const admin = await adminRequest(request);
  const approved = await admin.post(`/api/admin/chapter-applications/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { chapterId } = (await approved.json()) as { chapterId: number };
  await admin.post('/api/logout');
  return { president, chapterId, name };
}

test(
  'a visitor reads how the breakfast club works, finds a chapter by its name and opens it',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(120_000); // the chapter is made through the API first (three sign-ins)
    const { name, chapterId } = await chapterViaApi(request);
    const word = name.split(' ')[0]!;

    await page.goto('/breakfast-club');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Breakfast with the people who run gyms');
    await expect(page.getByRole('heading', { name: 'How a breakfast runs' })).toBeVisible();
    const active = page.getByRole('region', { name: 'Active chapters' });
    await expect(active.getByRole('link', { name: /View chapter/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await active.getByRole('link', { name: 'See all chapters' }).click();
    await expect(page).toHaveURL('/breakfast-club/chapters');
    await page.getByLabel('Search chapters').fill(word);
    const found = page.getByRole('link', { name: new RegExp(name) });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Boise, ID');
    await expect(found).toContainText('1 member');
    await expect(found).toContainText('Next breakfast not scheduled yet');
    await expectNoSeriousA11yViolations(page);

    await found.click();
    await expect(page).toHaveURL(`/chapter/${chapterId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'President and board' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/auth?redirect=%2Fchapter%2F${chapterId}`,
    );
    await expectNoSeriousA11yViolations(page);
  },
);

test('a member applies to start a chapter, an admin approves it, and the member presides over it', async ({
  page,
  request,
}) => {
  // Three people (applicant, admin, applicant again) sign in one after the other: more than one journey's time.
  test.setTimeout(120_000);
  const applicant = await registerViaApi(request);
  const name = uniqueChapterName();
  await signIn(page, applicant);

  await page.goto('/breakfast-club/start-chapter');
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
  await page.getByLabel('Chapter name').fill(name);
  await page.getByLabel('City').fill('Boise');
  await page.getByLabel('State').fill('ID');
  await page.getByLabel('Phone').fill('555');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Phone').fill('208-555-0142');
  await page.getByLabel(/Why does your region need a chapter/).fill('Twenty gyms around Boise and no place to meet.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText("Application received — we'll email you within a few days")).toBeVisible();

  await page.request.post('/api/logout');
  await signInAsAdmin(page);
  await page.goto('/admin/breakfast-club');
  const application = page.getByRole('article', { name: name });
  await expect(application).toContainText('Boise, ID');
  await expectNoSeriousA11yViolations(page);
  await application.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
  await confirm.getByRole('button', { name: 'Approve and create the chapter' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: name })).toHaveCount(0);

  await signIn(page, applicant);
  await page.goto('/breakfast-club/my-chapter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('You are the president')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plan a breakfast' })).toHaveAttribute(
    'href',
    '/breakfast-club/create-event',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a member asks to join a chapter and its president approves the request', async ({ page, request }) => {
  test.setTimeout(120_000); // a chapter made through the API, then a member and its president in turn
  const { president, chapterId, name } = await chapterViaApi(request);
  const member = await registerViaApi(request);

  await signIn(page, member);
  await page.goto(`/chapter/${chapterId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('A note to the president (optional)').fill('We run a 300-athlete rec program in Meridian.');
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page.getByText('Request sent — the president will review it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signIn(page, president);
  await page.goto('/breakfast-club/my-chapter');
  const requests = page.getByRole('region', { name: /Requests to join/ });
  await expect(requests).toContainText('We run a 300-athlete rec program in Meridian.');
  await expectNoSeriousA11yViolations(page);
  await requests.getByRole('button', { name: `Approve ${member.firstName} ${member.lastName}` }).click();
  await expect(requests).toContainText('No one is waiting.');
  await expect(page.getByText('2 members')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' })).toContainText(`${member.firstName} ${member.lastName}`);
});
