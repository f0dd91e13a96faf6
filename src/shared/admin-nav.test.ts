import { describe, expect, it } from 'vitest';
import { adminGroups, currentAdminPath, isAdminScreen } from './admin-nav';
import { siteRoutes } from './site-routes';

describe('the admin area groups', () => {
  const listed = adminGroups.flatMap((g) => g.screens.map((s) => s.path));

  it('lists every admin screen of the route table exactly once', () => {
    const screens = siteRoutes.filter(isAdminScreen).map((r) => r.path);
    expect([...listed].sort()).toEqual([...screens].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('runs from the people to the system, with no empty group', () => {
    expect(adminGroups.map((g) => g.name)).toEqual(['People', 'Content', 'Community', 'Tools', 'System']);
    for (const group of adminGroups) expect(group.screens.length, group.name).toBeGreaterThan(0);
    expect(listed[0]).toBe('/admin/users');
  });

  it('carries each screen’s title and permission from the route table', () => {
    const events = adminGroups.flatMap((g) => g.screens).find((s) => s.path === '/admin/events');
    expect(events).toEqual({ path: '/admin/events', title: 'Events', permission: 'events.manage' });
  });

  it('finds the screen an address belongs to, the longest match winning', () => {
    expect(currentAdminPath('/admin')).toBe('/admin');
    expect(currentAdminPath('/admin/events')).toBe('/admin/events');
    expect(currentAdminPath('/admin/articles/7/edit')).toBe('/admin/articles');
    expect(currentAdminPath('/admin/learning/create')).toBe('/admin/learning');
    expect(currentAdminPath('/business-listings/urls')).toBe('/business-listings/urls');
    expect(currentAdminPath('/business-listings')).toBe('/business-listings');
    expect(currentAdminPath('/admin/gyms-archive')).toBe('/admin');
    expect(currentAdminPath('/events')).toBeUndefined();
  });
});
