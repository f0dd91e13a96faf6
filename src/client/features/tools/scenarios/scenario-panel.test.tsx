import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScenarioPanel } from './scenario-panel';

const account = vi.hoisted(() => ({ gymAccess: 'approved' as 'approved' | 'pending' }));
vi.mock('@/features/accounts/use-auth', () => ({
  useAuth: () => ({ user: { gymId: 1, gym: { id: 1, name: 'Alpha Gymnastics', slogan: null }, ...account } }),
}));
beforeEach(() => {
  account.gymAccess = 'approved';
});

/** The panel with the gym's list already answered (empty), and the client, to see what was asked. */
function draw() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(['/api/tool-scenarios?tool=loan&pageSize=5'], {
    pages: [{ items: [], total: 0, page: 1, pageSize: 5 }],
    pageParams: [1],
  });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ScenarioPanel tool="loan" inputs={null} onLoad={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html;
}

describe("a calculator's saved scenarios and the gym's approval (decision 0192)", () => {
  it('offers saving and lists the gym’s scenarios once the member’s access is approved', () => {
    const html = draw();
    expect(html).toContain('Save scenario');
    expect(html).toContain('No saved scenarios yet');
    expect(html).not.toContain('approves you');
  });

  it('says saving opens at approval, without a form or a refused list, while access waits', () => {
    account.gymAccess = 'pending';
    const html = draw();
    expect(html).toContain('Saving opens once Alpha Gymnastics approves you');
    expect(html).not.toContain('Save scenario');
    expect(html).not.toContain('No saved scenarios yet');
  });
});
