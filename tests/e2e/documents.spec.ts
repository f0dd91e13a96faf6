import type { APIRequestContext, Page } from '@playwright/test';
import { approveGymAccess, newMember } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A smallest real PDF (one empty page): the server checks uploads by their bytes. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Registers an owner at the demo seed's gym number `gymIndex` and signs the request context in. */
async function ownerAt(request: APIRequestContext, gymIndex: number) {
  const gyms = (await (await request.get('/api/gyms')).json()) as { id: number }[];
  const gym = gyms[gymIndex];
  expect(gym, `the demo seed has a gym number ${gymIndex}`).toBeTruthy();
  const member = newMember('doc');
  const res = await request.post('/api/register', { data: { ...member, role: 'Owner', gymId: gym!.id } });
  expect(res.status(), await res.text()).toBe(201);
  await approveGymAccess(member.username);
  return member;
}

async function signIn(page: Page, member: { username: string; password: string }) {
  const res = await page.request.post('/api/login', { data: { username: member.username, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The folder tree: beside the list on a laptop, behind "Browse folders" on a phone. */
async function folderTree(page: Page) {
  const toggle = page.getByRole('button', { name: /Browse folders/ });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('navigation', { name: 'Folders' });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test(
  'an owner uploads a PDF, watches it finish, finds it by search, and another gym cannot reach it',
  { tag: '@phone' },
  async ({ page, request }) => {
    const owner = await ownerAt(request, 0);
    await request.post('/api/logout');
    await signIn(page, owner);
    const word = `waiver${unique()}`;

    await page.goto('/repository');
    await expect(page.getByRole('heading', { level: 1, name: 'All documents' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The server's answer waits a moment, so the sent bar and its "checking" state are seen.
    await page.route('**/api/repository/documents/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a document' });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('Choose a file to upload')).toBeVisible();
    await dialog
      .getByLabel('File *')
      .setInputFiles({ name: 'waiver.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await dialog.getByLabel('Title *').fill(`Trampoline ${word}`);
    await dialog.getByLabel('Type').selectOption('Form');
    await dialog.getByLabel('Tags').fill('waivers, front desk');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading waiver.pdf' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Upload complete', { exact: true })).toBeVisible();

    await page.getByLabel('Search documents').fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 document found')).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Trampoline ${word}` }) });
    await expect(row).toContainText('Form');
    await expect(row).toContainText('#waivers');
    // Download sits in the row's actions menu.
    await row.getByRole('button', { name: `Actions for Trampoline ${word}` }).click();
    const fileUrl = await row.getByRole('menuitem', { name: 'Download' }).getAttribute('href');
    expect(fileUrl).toMatch(/^\/api\/repository\/documents\/\d+\/file$/);
    await page.keyboard.press('Escape');
    const own = await page.request.get(fileUrl!);
    expect(own.status()).toBe(200);
    expect((await own.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await expectNoSeriousA11yViolations(page);

    // The title opens the preview: the same file, served inline.
    await row.getByRole('button', { name: `Trampoline ${word}`, exact: true }).click();
    const preview = page.getByRole('dialog', { name: `Trampoline ${word}` });
    await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('href', fileUrl!);
    expect((await page.request.get(`${fileUrl}?inline=true`)).headers()['content-disposition']).toMatch(/^inline;/);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // An owner at another gym: the file, the document and the search all answer as if it did not exist.
    const stranger = await ownerAt(request, 1);
    expect((await request.get(fileUrl!)).status()).toBe(404);
    expect((await request.get(fileUrl!.replace(/\/file$/, ''))).status()).toBe(404);
    await page.request.post('/api/logout');
    await signIn(page, stranger);
    await page.goto(`/repository?q=${word}`);
    await expect(page.getByRole('heading', { name: 'No documents match your search' })).toBeVisible();
    await expect(page.getByText(`Trampoline ${word}`)).toHaveCount(0);
  },
);

test('an owner creates, renames and moves a folder, links and edits a Google Doc in it, and deletes the folder with it', async ({
  page,
  request,
}) => {
  const owner = await ownerAt(request, 0);
  await signIn(page, owner);
  const name = `Front desk ${unique()}`;

  await page.goto('/repository?scope=gym');
  await page.getByRole('button', { name: 'New folder' }).click();
  const create = page.getByRole('dialog', { name: 'New folder' });
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(create.getByText('Folder name is required')).toBeVisible();
  await create.getByLabel('Folder name *').fill(name);
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No documents here yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Rename folder' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' });
  await rename.getByLabel('Folder name *').fill(`${name} (kids)`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (kids)` })).toBeVisible();
  const tree = await folderTree(page);
  await expect(tree.getByRole('link', { name: `${name} (kids)` })).toHaveAttribute('aria-current', 'page');

  // The empty state's call to action opens the dialog, filed in this folder.
  await page.getByRole('button', { name: 'Add a document' }).click();
  const add = page.getByRole('dialog', { name: 'Add a document' });
  await add.getByRole('tab', { name: 'Google Doc link' }).click();
  await add.getByLabel('Title *').fill('Birthday party script');
  await add.getByRole('textbox', { name: 'Google Doc link' }).fill('not a link');
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(add.getByText('Must be a valid URL')).toBeVisible();
  await add.getByRole('textbox', { name: 'Google Doc link' }).fill('docs.google.com/document/d/birthday-script');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(add).toBeHidden();
  const open = page.getByRole('link', { name: 'Birthday party script', exact: true });
  await expect(open).toHaveAttribute('href', 'https://docs.google.com/document/d/birthday-script');
  await expect(open).toHaveAttribute('target', '_blank');

  // Edited: a new title and tags, and the row follows.
  await page.getByRole('button', { name: 'Actions for Birthday party script' }).click();
  await page.getByRole('menuitem', { name: 'Edit or move' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit document' });
  await edit.getByLabel('Title *').fill('Birthday party host script');
  await edit.getByLabel('Tags').fill('parties, front desk');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Birthday party host script' }) });
  await expect(row).toContainText('#parties');

  // Moved into another of the gym's folders (made through the API: not what is under test).
  const parentName = `Events ${unique()}`;
  expect((await request.post('/api/repository/folders', { data: { name: parentName } })).status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Move folder' }).click();
  const move = page.getByRole('dialog', { name: `Move “${name} (kids)”` });
  await move.getByLabel('Move to').selectOption({ label: parentName });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(`${parentName} / ${name} (kids)`)).toBeVisible();

  await page.getByRole('button', { name: 'Delete folder' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${name} (kids)”?` });
  await expect(confirm).toContainText('It holds 1 document');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete folder and contents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: parentName })).toBeVisible();
  await expect((await folderTree(page)).getByRole('link', { name: `${name} (kids)` })).toHaveCount(0);
});

test('a member finds a page of the user guide by search and opens it by its link', async ({ page, request }) => {
  const owner = await ownerAt(request, 0);
  await signIn(page, owner);
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search the guide').fill('wizard');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('navigation', { name: 'Guide pages' });
  await expect(page.getByText('2 pages mention “wizard”')).toBeVisible();
  await results.getByRole('link', { name: /My Tasks and the task wizard/ }).click();
  await expect(page).toHaveURL(/page=my-tasks-and-task-wizard/);
  await expect(page.getByRole('heading', { level: 2, name: 'My Tasks and the task wizard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/documentation?page=docs-repository');
  await expect(page.getByRole('heading', { level: 2, name: 'Docs', exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Next.*Business tasks/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Business tasks' })).toBeVisible();
});

test('an admin changes a document type colour and the badge follows', async ({ page }, testInfo) => {
  // Each project edits its own type, so the two runs never race on one row.
  const type = testInfo.project.name === 'phone' ? 'Tip' : 'Video';
  const colour = `#${(0x100000 + Math.floor(Math.random() * 0xefffff)).toString(16)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/document-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Document types' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: type, exact: true }) });
  const hex = row.getByLabel(`${type} colour hex`);
  const before = await hex.inputValue();
  await hex.fill('blue');
  await row.getByRole('button', { name: `Save ${type}` }).click();
  await expect(row.getByText('Colour must be a hex colour such as #2563eb')).toBeVisible();
  await hex.fill(colour);
  await row.getByRole('button', { name: `Save ${type}` }).click();
  await expect(page.getByText(`${type} is updated.`, { exact: true })).toBeVisible();
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  await expect(row.locator('span', { hasText: new RegExp(`^${type}$`) })).toHaveCSS(
    'background-color',
    `rgb(${r}, ${g}, ${b})`,
  );

  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: type, exact: true }) })
      .getByLabel(`${type} colour hex`),
  ).toHaveValue(colour);
  const types = (await (await page.request.get('/api/document-types')).json()) as {
    id: number;
    name: string;
    colour: string;
  }[];
  const saved = types.find((t) => t.name === type)!;
  expect(saved.colour).toBe(colour);
  // Put it back for the other journeys' screenshots.
  await page.request.patch(`/api/admin/document-types/${saved.id}`, { data: { colour: before } });
});
