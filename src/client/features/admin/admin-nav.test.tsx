import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminNav } from './admin-nav';

const session = vi.hoisted(() => ({ isAdmin: true, permissions: [] as string[] }));

vi.mock('@/features/accounts', () => ({
  useAuth: () => ({ user: { isAdmin: session.isAdmin }, isLoading: false }),
  usePermissions: () => ({
    isLoading: false,
    hasPermission: (name: string) => session.permissions.includes(name),
  }),
}));

const counts: Record<string, number> = {
  '/api/admin/gym-submissions': 4,
  '/api/admin/gym-access-requests': 0,
  '/api/admin/chapter-applications': 2,
  '/api/admin/chapter-join-requests': 1,
};

function render(pathname: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [path, total] of Object.entries(counts))
    client.setQueryData([`${path}?status=pending&page=1&pageSize=1`], { items: [], total });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[pathname]}>
        <AdminNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Each link's address, text and aria-current, read from the markup (no DOM in the unit tests).
  const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    current: /aria-current="([^"]*)"/.exec(attributes)?.[1],
    text: inner.replace(/<[^>]+>/g, ''),
  }));
  return { html, links };
}

beforeEach(() => {
  session.isAdmin = true;
  session.permissions = [];
});

describe('the admin navigation', () => {
  it('names itself Admin and links every admin screen, the people first and the system last', () => {
    const { html, links } = render('/admin/events');
    expect(html).toMatch(/^<nav aria-label="Admin"/);
    const hrefs = links.map((l) => l.href);
    expect(hrefs[0]).toBe('/admin');
    expect(hrefs[1]).toBe('/admin/users');
    expect(hrefs).toEqual(expect.arrayContaining(['/admin/events', '/admin/breakfast-club', '/business-listings']));
    expect(hrefs.at(-1)).toBe('/admin/component-importer');
    expect(links.filter((l) => l.current === 'page').map((l) => l.href)).toEqual(['/admin/events']);
  });

  it('counts what waits where the product counts it, the breakfast club adding its two queues', () => {
    const { links } = render('/admin');
    const text = (href: string) => links.find((l) => l.href === href)?.text;
    expect(text('/admin/gym-submissions')).toBe('Gym submissions4 pending');
    expect(text('/admin/breakfast-club')).toBe('Breakfast club3 pending');
    expect(text('/admin/gym-access')).toBe('Gym access requests');
    expect(links.filter((l) => l.current === 'page').map((l) => l.href)).toEqual(['/admin']);
  });

  it('marks the screen a deeper address belongs to', () => {
    const { links } = render('/admin/articles/12/edit');
    expect(links.filter((l) => l.current === 'page').map((l) => l.href)).toEqual(['/admin/articles']);
  });

  it('shows someone who is no admin only the screens their permissions open, and only their counts', () => {
    session.isAdmin = false;
    session.permissions = ['events.manage', 'chapters.manage'];
    const { html, links } = render('/admin/events');
    expect(links.map((l) => l.href)).toEqual(['/admin', '/admin/breakfast-club', '/admin/events']);
    expect(links[1]?.text).toBe('Breakfast club3 pending');
    expect(html).not.toContain('People');
  });
});
