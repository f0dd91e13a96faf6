import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, resetFakeSession } from '@/lib/fake-permissions';
import type { PageProps } from '@/lib/page-props';
import { gatedTool } from './tool-gate';

vi.mock('@/features/accounts/use-permissions', () =>
  import('@/lib/fake-permissions').then((m) => m.fakePermissionsModule),
);
const account = vi.hoisted(() => ({ gymAccess: 'approved' as 'approved' | 'pending' }));
vi.mock('@/features/accounts/use-auth', () => ({
  useAuth: () => ({ user: { gym: { id: 1, name: 'Alpha Gymnastics', slogan: null }, ...account } }),
}));
beforeEach(() => {
  resetFakeSession();
  account.gymAccess = 'approved';
});

const Tool = gatedTool(({ path }: PageProps) => <p>The tool at {path}</p>);
const History = gatedTool(() => <p>The meet history</p>, { tool: 'meet-expenses', gymRecords: true });

function draw(element: React.ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a tool's page behind the tools policy", () => {
  it('shows a member without tools.use the tool’s name and a notice, not the tool', () => {
    const html = draw(<Tool path="/tools/marketing-cost" />);
    expect(html).toContain('Marketing cost calculator');
    expect(html).toContain('Your role does not include this tool');
    expect(html).toContain('href="/tools"');
    expect(html).not.toContain('The tool at');
  });

  it('opens a tool to tools.use, and a financial one only with tools.financial besides', () => {
    fakeSession.permissions = ['tools.use'];
    expect(draw(<Tool path="/tools/marketing-cost" />)).toContain('The tool at /tools/marketing-cost');
    expect(draw(<Tool path="/tools/breakeven" />)).toContain('Your role does not include this tool');
    fakeSession.permissions = ['tools.use', 'tools.financial'];
    expect(draw(<Tool path="/tools/breakeven" />)).toContain('The tool at /tools/breakeven');
  });

  it('opens a tool of another area by that area’s own permission', () => {
    fakeSession.permissions = ['tools.use'];
    expect(draw(<Tool path="/equipment-maintenance" />)).toContain('Your role does not include this tool');
    fakeSession.permissions = ['equipment.manage'];
    expect(draw(<Tool path="/equipment-maintenance" />)).toContain('The tool at /equipment-maintenance');
  });

  it('gates a page by the tool it names, and waits for the permissions before deciding', () => {
    expect(draw(<History path="/meet-expenses/history" />)).toContain('Your role does not include this tool');
    fakeSession.permissions = ['tools.use'];
    expect(draw(<History path="/meet-expenses/history" />)).toContain('The meet history');
    fakeSession.loading = true;
    const html = draw(<History path="/meet-expenses/history" />);
    expect(html).toContain('Loading page');
    expect(html).not.toContain('The meet history');
  });

  it('a page of the gym’s records says it opens at approval while the member’s gym access waits', () => {
    fakeSession.permissions = ['tools.use'];
    account.gymAccess = 'pending';
    const html = draw(<History path="/meet-expenses/history" />);
    expect(html).toContain('This opens once Alpha Gymnastics approves you');
    expect(html).not.toContain('The meet history');
    // A calculator (no records of its own) still opens.
    expect(draw(<Tool path="/tools/marketing-cost" />)).toContain('The tool at /tools/marketing-cost');
  });
});
