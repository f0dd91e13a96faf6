import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, resetFakeSession } from '@/lib/fake-permissions';
import type { User } from '@/features/accounts';
import MemberDay from './member-day';

vi.mock('@/features/accounts/use-auth', () => ({ useAuth: () => ({ user: { isAdmin: false } }) }));
vi.mock('@/features/accounts/use-permissions', () =>
  import('@/lib/fake-permissions').then((m) => m.fakePermissionsModule),
);
beforeEach(resetFakeSession);

const user: User = {
  id: 7,
  username: 'pat',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Brown',
  mobile: null,
  role: 'member',
  roleId: 4,
  gymId: 1,
  gym: null,
  gymAccess: 'approved',
  isAdmin: false,
  status: 'active',
  mustChangePassword: false,
  lastLogin: null,
};

/** The member's day with its cards' answers in place: no events, no tasks, a hub not started. */
function render() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(['/api/my-events?upcoming=1&past=0'], []);
  client.setQueryData(['/api/my-tasks'], []);
  client.setQueryData(['/api/learning/hub'], { resume: null });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MemberDay user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the member's day on the home page", () => {
  it('shows what is due this week to a member who keeps a task list, in three columns', () => {
    fakeSession.permissions = ['tasks.use'];
    const html = render();
    expect(html).toContain('Due this week');
    expect(html).toContain('Nothing due this week.');
    expect(html).toContain('md:grid-cols-3');
  });

  it('leaves the tasks card out, rather than an error, for a member without tasks.use', () => {
    const html = render();
    expect(html).not.toContain('Due this week');
    expect(html).not.toContain('could not be loaded');
    expect(html).toContain('Your next event');
    expect(html).toContain('Keep learning');
    expect(html).toContain('md:grid-cols-2');
  });
});
