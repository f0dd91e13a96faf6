import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, resetFakeSession } from '@/lib/fake-permissions';
import type { MyTask } from '@shared/tasks';
import { MY_TASKS_PATH } from './api';
import type { ReactNode } from 'react';
import { AddToMyTasks } from './add-button';
import LibraryPage from './library-page';
import MyTasksPage from './my-tasks-page';
import WizardPage from './wizard-page';

vi.mock('@/features/accounts/use-permissions', () =>
  import('@/lib/fake-permissions').then((m) => m.fakePermissionsModule),
);
beforeEach(resetFakeSession);

const task: MyTask = {
  id: 5,
  taskId: 9,
  status: 'todo',
  dueDate: null,
  notes: null,
  completedAt: null,
  overdue: false,
  createdAt: '2026-05-01T12:00:00.000Z',
  task: {
    id: 9,
    function: 'finance',
    functionLabel: 'Finance',
    task: 'Reconcile the bank account',
    description: null,
    frequency: 'Monthly',
    owner: 'Owner',
    startupCritical: false,
  },
};

/** An element as drawn, with My Tasks already answered unless `answered` is false. */
function draw(element: ReactNode, answered = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (answered) client.setQueryData([MY_TASKS_PATH], [task]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const render = (answered = true) => draw(<MyTasksPage path="/my-tasks" />, answered);
const NOTICE = 'A task list is for your gym&#x27;s staff';

describe('My Tasks, the wizard and the library by the tasks.use permission', () => {
  it('shows the list and its actions to a member who keeps a task list', () => {
    fakeSession.permissions = ['tasks.use'];
    const html = render();
    expect(html).toContain('Reconcile the bank account');
    expect(html).toContain('Add from the library');
    expect(html).not.toContain('A task list is for your gym&#x27;s staff');
  });

  it('explains, instead of a 403, that a task list comes with a staff role, and leads to the library', () => {
    const html = render();
    expect(html).toContain('A task list is for your gym&#x27;s staff');
    expect(html).toContain('href="/business-tasks"');
    expect(html).not.toContain('Reconcile the bank account');
    expect(html).not.toContain('Add from the library');
  });

  it('draws the loading list, not the notice, while the permissions are still on their way', () => {
    fakeSession.loading = true;
    const html = render(false);
    expect(html).toContain('Loading your tasks');
    expect(html).not.toContain('A task list is for your gym&#x27;s staff');
  });

  it('the task wizard explains the same, without its questions, to a member without tasks.use', () => {
    const html = draw(<WizardPage path="/task-wizard" />);
    expect(html).toContain(NOTICE);
    expect(html).not.toContain('Step 1 of 4');
    fakeSession.permissions = ['tasks.use'];
    expect(draw(<WizardPage path="/task-wizard" />)).not.toContain(NOTICE);
  });

  it('the library offers the wizard, My Tasks and "Add to my tasks" only to members who keep a list', () => {
    const add = <AddToMyTasks taskId={9} task="Reconcile the bank account" inMyTasks={false} />;
    expect(draw(add)).toBe('');
    expect(draw(<LibraryPage path="/business-tasks" />)).not.toContain('href="/task-wizard"');
    fakeSession.permissions = ['tasks.use'];
    expect(draw(add)).toContain('Add to my tasks');
    expect(draw(<LibraryPage path="/business-tasks" />)).toContain('href="/task-wizard"');
  });
});
