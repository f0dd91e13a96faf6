import { describe, expect, it } from 'vitest';
import { COMMUNITY_LINKS } from '@/lib/site-config';
import { publicNav, signedInNav } from './nav-items';

// Spec 000 §2, navigation bar: the menus built from the route table's nav placements.
describe('navigation menus', () => {
  it('lists the links for everyone', () => {
    expect(publicNav).toEqual([
      {
        label: 'Learn',
        to: '/books',
        children: [
          { label: 'Books', to: '/books' },
          { label: 'Podcasts', to: '/podcasts' },
          { label: 'Playbooks', to: '/learning?tab=playbooks' },
          { label: 'Videos', to: '/learning?tab=videos' },
          { label: 'Best Practices', to: '/learning?tab=best-practices' },
          { label: 'Learning Hub', to: '/learning-hub' },
        ],
      },
      { label: 'Fuel', to: '/blog' },
      {
        label: 'Connect',
        to: '/events',
        children: [
          { label: 'Events', to: '/events' },
          { label: 'Breakfast Club', to: '/breakfast-club' },
          { label: 'Owners', to: COMMUNITY_LINKS.owners, external: true },
          { label: 'Breakfast Club', to: COMMUNITY_LINKS.breakfastClub, external: true },
        ],
      },
    ]);
  });

  it('lists the additional links once signed in', () => {
    expect(signedInNav).toEqual([
      { label: 'Tools', to: '/tools' },
      {
        label: 'Resources',
        to: '/repository',
        children: [
          { label: 'Docs', to: '/repository' },
          { label: 'All Tasks', to: '/business-tasks' },
        ],
      },
      {
        label: 'My Space',
        to: '/my-tasks',
        children: [
          { label: 'My Tasks', to: '/my-tasks' },
          { label: 'My Events', to: '/my-events' },
          { label: 'My Chapter', to: '/breakfast-club/my-chapter' },
          { label: 'Profile', to: '/profile' },
        ],
      },
    ]);
  });
});
