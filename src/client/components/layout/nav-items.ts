import { COMMUNITY_LINKS } from '@/lib/site-config';

export interface NavChild {
  label: string;
  to: string;
  /** Opens in a new tab (outside the site). */
  external?: boolean;
}

export interface NavItem {
  label: string;
  to: string;
  children?: NavChild[];
}

/** Links for everyone (spec §2, navigation bar). */
export const publicNav: NavItem[] = [
  {
    label: 'Learn',
    to: '/books',
    children: [
      { label: 'Books', to: '/books' },
      { label: 'Podcasts', to: '/podcasts' },
      { label: 'Playbooks', to: '/learning?tab=playbooks' },
      { label: 'Videos', to: '/learning?tab=videos' },
      { label: 'Best Practices', to: '/learning?tab=best-practices' },
    ],
  },
  { label: 'Fuel', to: '/blog' },
  {
    label: 'Connect',
    to: '/events',
    children: [
      { label: 'Events', to: '/events' },
      { label: 'Owners', to: COMMUNITY_LINKS.owners, external: true },
      { label: 'Breakfast Club', to: COMMUNITY_LINKS.breakfastClub, external: true },
    ],
  },
];

/** Additional links once signed in. */
export const signedInNav: NavItem[] = [
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
      { label: 'Profile', to: '/profile' },
    ],
  },
];

/** Whether the current pathname belongs to an item (its link or any inside sub-item). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.children ?? []).filter((c) => !c.external).map((c) => c.to)];
  return paths.some((to) => {
    const path = to.split('?')[0] ?? to;
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}
