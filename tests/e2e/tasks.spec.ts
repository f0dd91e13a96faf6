import type { Page } from '@playwright/test';
import { adminRequest, loginInBrowser, registerViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

interface LibraryTask {
  id: number;
  task: string;
  frequency: string;
  enhancedText: string | null;
  myTaskId: number | null;
}
interface MyTaskRow {
  id: number;
  status: string;
  task: { task: string; frequency: string };
}

const libraryRow = (page: Page, task: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: task, exact: true }) });
/** A row of My Tasks, found by its title link. */
const taskRow = (page: Page, task: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: task, exact: true }) });
async function statusOf(page: Page, id: number) {
  const list = (await (await page.request.get('/api/my-tasks')).json()) as MyTaskRow[];
  return list.find((m) => m.id === id)?.status;
}

test('a new member runs the wizard, adds the picks, works through My Tasks and adds one more from the library', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The duplicate add is a deliberate 409.
  consoleGuard.allow(/status of 409/);
  const member = await registerViaApi(request);
  await loginInBrowser(page, member.username, member.password);
  await expect(page).not.toHaveURL(/\/auth/);

  // The wizard: four steps with back and next.
  await page.goto('/task-wizard');
  await expect(page.getByRole('heading', { level: 1, name: 'Task wizard' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose your role: Owner, Director or Manager');
  await page.getByText('Director', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('$500k a year', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByText('Grow enrollment', { exact: true }).click();
  await page.getByText('Run a safer facility', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: /Grow enrollment/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('No, we are established', { exact: true }).click();
  await page.getByRole('button', { name: 'Show my tasks' }).click();

  // The picks, each with its reason; add them all.
  await expect(page.getByRole('heading', { name: 'Your 25 recommended tasks' })).toBeVisible();
  await expect(page.getByText(/priority at \$500k revenue/).first()).toBeVisible();
  await expect(page.getByText(/supports your goal "(Grow enrollment|Run a safer facility)"/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add all 25' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 25 tasks to My Tasks' })).toBeVisible();
  await page.getByRole('link', { name: 'Open My Tasks' }).click();

  // My Tasks: one to in progress through its "⋯" menu, one recurring ticked done (its next occurrence comes back).
  await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const mine = (await (await page.request.get('/api/my-tasks')).json()) as MyTaskRow[];
  expect(mine).toHaveLength(25);
  const recurring = mine.find((m) => m.task.frequency !== 'One-time')!;
  const other = mine.find((m) => m.id !== recurring.id && m.task.task !== recurring.task.task)!;
  await page.getByRole('button', { name: `Actions: ${other.task.task}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await expect(taskRow(page, other.task.task)).toContainText('In progress');
  await expect.poll(async () => statusOf(page, other.id)).toBe('in_progress');
  await page.getByRole('checkbox', { name: `Done: ${recurring.task.task}`, exact: true }).check();
  const notice = page.getByRole('status').filter({ hasText: `Done: ${recurring.task.task}` });
  await expect(notice).toContainText(/The next one was added to the list, due [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expect.poll(async () => statusOf(page, recurring.id)).toBe('done');
  // The ticked one stays in place, ticked; the next occurrence sits beside it, open.
  const ticks = page.getByRole('checkbox', { name: `Done: ${recurring.task.task}`, exact: true });
  await expect(ticks).toHaveCount(2);

  // The library, filtered: the tier comes from the wizard; add one more; a duplicate says so.
  await page.goto('/business-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Business task library' })).toBeVisible();
  await expect(page.getByLabel('Revenue tier')).toHaveValue('500k');
  await page.getByLabel('Function', { exact: true }).selectOption('finance');
  await expect(page).toHaveURL(/function=finance/);
  const finance = (await (
    await page.request.get('/api/business-tasks?function=finance&tier=500k')
  ).json()) as LibraryTask[];
  const free = finance.filter((t) => t.myTaskId === null);
  const [toAdd, raced] = [free[0]!, free[1]!];
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toHaveCount(
    Math.min(25, finance.length),
  );
  await expectNoSeriousA11yViolations(page);
  // Added elsewhere meanwhile (another tab): the server's 409 reads as "Already in My Tasks".
  expect((await page.request.post('/api/my-tasks', { data: { taskId: raced.id } })).status()).toBe(201);
  await page.getByRole('button', { name: `Add to my tasks: ${raced.task}`, exact: true }).click();
  await expect(libraryRow(page, raced.task)).toContainText('Already in My Tasks');
  await page.getByRole('button', { name: `Add to my tasks: ${toAdd.task}`, exact: true }).click();
  await expect(libraryRow(page, toAdd.task)).toContainText('Added to My Tasks');

  // A task's details: the description and, when written, the step-by-step guide.
  const guided = finance.find((t) => t.enhancedText);
  if (guided) {
    await page.getByRole('button', { name: `Details: ${guided.task}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: guided.task });
    await expect(dialog.getByRole('heading', { name: 'Priority by annual revenue' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Steps', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('an admin enhances a task, watches the job complete, edits the task, and adds and deletes a theme', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const library = (await (await page.request.get('/api/business-tasks')).json()) as LibraryTask[];
  // Each project takes its own task, so the two runs side by side do not meet.
  const task = library.filter((t) => !t.enhancedText)[testInfo.project.name === 'phone' ? 1 : 0]!;

  await page.goto('/admin/business-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Business tasks' })).toBeVisible();
  await page.getByLabel('Search tasks').fill(task.task);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Enhance ${task.task}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enhancement: Completed' })).toBeVisible({
    timeout: 20_000,
  });
  const row = page.getByRole('listitem').filter({ has: page.getByText(task.task, { exact: true }) });
  await expect(row).toContainText('Guide written');

  await page.getByRole('link', { name: `Edit ${task.task}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit business task' })).toBeVisible();
  await expect(page.getByLabel('Step-by-step guide')).toHaveValue(/^Steps\n1\. /);
  await expectNoSeriousA11yViolations(page);
  const taskField = page.getByLabel('Task *', { exact: true });
  await taskField.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task is required')).toBeVisible();
  await taskField.fill(task.task);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Checked by the admin journey: a clear, current description.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task saved').first()).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/business-tasks/${task.id}`)).json()) as {
    description: string;
  };
  expect(saved.description).toBe('Checked by the admin journey: a clear, current description.');

  // A theme added and deleted again, after the confirmation.
  const theme = `Journey theme ${testInfo.project.name}`;
  await page.goto('/admin/business-tasks');
  await page.getByLabel('Name of the new theme').fill(theme);
  await page.getByRole('button', { name: 'Add theme' }).click();
  await page.getByRole('button', { name: `Delete theme ${theme}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the theme “${theme}”?` });
  await confirm.getByRole('button', { name: 'Delete theme' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Theme deleted').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete theme ${theme}` })).toHaveCount(0);
});

test(
  'a member ticks a task off My Tasks, sees it done, unticks it, and edits and removes one from its menu',
  { tag: '@phone' },
  async ({ page, request }) => {
    const member = await registerViaApi(request);
    await loginInBrowser(page, member.username, member.password);
    await expect(page).not.toHaveURL(/\/auth/);
    const library = (await (await page.request.get('/api/business-tasks')).json()) as LibraryTask[];
    const [first, second] = library.filter((t) => t.frequency === 'One-time');
    for (const task of [first!, second!]) {
      expect((await page.request.post('/api/my-tasks', { data: { taskId: task.id } })).status()).toBe(201);
    }
    const mine = (await (await page.request.get('/api/my-tasks')).json()) as MyTaskRow[];
    const ticked = mine.find((m) => m.task.task === first!.task)!;

    await page.goto('/my-tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
    // One-time tasks have no due date: both wait in Later.
    const later = page.getByRole('region', { name: /^Later/ });
    await expect(later.getByRole('checkbox')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const box = page.getByRole('checkbox', { name: `Done: ${first!.task}`, exact: true });
    await box.check();
    await expect(box).toBeChecked();
    await expect.poll(async () => statusOf(page, ticked.id)).toBe('done');
    await expect(page.getByText('1 open.')).toBeVisible();

    // After a reload it sits in the folded Done group.
    await page.reload();
    const done = page.getByRole('region', { name: /^Done/ });
    await done.getByRole('button', { name: 'Show 1 done' }).click();
    await expect(done.getByRole('checkbox', { name: `Done: ${first!.task}`, exact: true })).toBeChecked();
    // Unticked, it leaves the Done group at once (so a click, not Playwright's uncheck, which would
    // look for the box where it was).
    await done.getByRole('checkbox', { name: `Done: ${first!.task}`, exact: true }).click();
    await expect.poll(async () => statusOf(page, ticked.id)).toBe('todo');
    await expect(page.getByRole('checkbox', { name: `Done: ${first!.task}`, exact: true })).not.toBeChecked();

    // The "⋯" menu from the keyboard: edit the due date and notes, then remove the other task.
    const actions = page.getByRole('button', { name: `Actions: ${second!.task}`, exact: true });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit due date and notes' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit: ${second!.task}` });
    await dialog.getByLabel('Notes').fill('Ask the bookkeeper first.');
    await dialog.getByRole('button', { name: /Save/ }).click();
    await expect(dialog).toBeHidden();
    await expect(taskRow(page, second!.task)).toContainText('Ask the bookkeeper first.');

    await actions.click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this task?' });
    await confirm.getByRole('button', { name: 'Remove task' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('checkbox', { name: `Done: ${second!.task}`, exact: true })).toHaveCount(0);
    expect((await (await page.request.get('/api/my-tasks')).json()) as MyTaskRow[]).toHaveLength(1);
  },
);

test('a member whose role keeps no task list and opens no tool reads the library and is told so', async ({
  page,
  request,
}) => {
  // Given the "member" role by an admin (registration offers only the staff roles), which holds no
  // tasks.use: every task call the pages made would be a 403, and the console guard fails on one.
  const member = await registerViaApi(request);
  const admin = await adminRequest(request);
  const roles = (await (await admin.get('/api/admin/roles')).json()) as { id: number; name: string }[];
  const roleId = roles.find((r) => r.name === 'member')?.id;
  const patched = await admin.patch(`/api/admin/users/${member.id}`, { data: { roleId } });
  expect(patched.status(), await patched.text()).toBe(200);
  const login = await page.request.post('/api/login', {
    data: { username: member.username, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);

  await page.goto('/');
  const day = page.getByRole('region', { name: `Welcome back, ${member.firstName}` });
  await expect(day.getByRole('region', { name: 'Keep learning' })).toBeVisible();
  await expect(day.getByRole('region', { name: 'Due this week' })).toHaveCount(0);

  await page.goto('/business-tasks');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to my tasks/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Task wizard' })).toHaveCount(0);

  await page.goto('/my-tasks');
  await expect(page.getByText("A task list is for your gym's staff")).toBeVisible();
  await expect(page.getByRole('link', { name: 'task library' })).toHaveAttribute('href', '/business-tasks');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/task-wizard');
  await expect(page.getByText("A task list is for your gym's staff")).toBeVisible();

  // The role holds no tools.use either: a calculator's page names the tool and says so (decision 0191).
  await page.goto('/tools/marketing-cost');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing cost calculator' })).toBeVisible();
  await expect(page.getByText('Your role does not include this tool')).toBeVisible();
  await expect(page.getByRole('link', { name: 'tools page' })).toHaveAttribute('href', '/tools');
  await expectNoSeriousA11yViolations(page);
});
