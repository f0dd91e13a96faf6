import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, resetFakeSession } from '@/lib/fake-permissions';
import MyGymAccessPage from './my-gym-access-page';

const account = vi.hoisted(() => ({ gymAccess: 'approved' as 'approved' | 'pending' }));
vi.mock('@/features/accounts/use-auth', () => ({
  useAuth: () => ({ user: { isAdmin: false, gym: { id: 1, name: 'Alpha Gymnastics', slogan: null }, ...account } }),
}));
vi.mock('@/features/accounts/use-permissions', () =>
  import('@/lib/fake-permissions').then((m) => m.fakePermissionsModule),
);
beforeEach(() => {
  resetFakeSession();
  account.gymAccess = 'approved';
});

function draw() {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MyGymAccessPage path="/my-gym/access" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/my-gym/access', () => {
  it('tells a member who does not approve who decides, instead of a refused list', () => {
    const html = draw();
    expect(html).toContain('The owner of Alpha Gymnastics decides who joins');
    expect(html).not.toContain('wait here until you approve them');
  });

  it('gives the gym’s approvers the page of requests', () => {
    fakeSession.permissions = ['gym.manage'];
    const html = draw();
    expect(html).toContain('wait here until you approve them');
    expect(html).not.toContain('decides who joins');
  });

  it('tells an approver whose own access waits that the requests come once it is approved', () => {
    fakeSession.permissions = ['gym.manage'];
    account.gymAccess = 'pending';
    const html = draw();
    expect(html).toContain('Your own access to Alpha Gymnastics is waiting for approval');
    expect(html).not.toContain('wait here until you approve them');
  });
});
