/**
 * The links of the navigation bar's menus, in each menu's order (spec §2, navigation bar). Kept
 * apart from the route table (src/shared/site-routes.ts) so the app shell, which draws the menus
 * on every page, does not carry the table; it grows with the menus, not with the routes.
 * site-nav.test.ts checks every link leads to a route of the table that is not an admin screen.
 */

/** The menus of the navigation bar (src/client/components/layout/nav-items.ts lists them in order). */
export type Menu = 'Learn' | 'Fuel' | 'Connect' | 'Tools' | 'Resources' | 'My Space';

/** A link in a menu; a menu whose only link has the menu's own label is a plain link. */
export interface NavLink {
  menu: Menu;
  label: string;
  /** A route of the table, with a query when the link opens a tab, e.g. '/learning?tab=videos'. */
  to: string;
}

export const siteNav: readonly NavLink[] = [
  { menu: 'Learn', label: 'Books', to: '/books' },
  { menu: 'Learn', label: 'Podcasts', to: '/podcasts' },
  { menu: 'Learn', label: 'Playbooks', to: '/learning?tab=playbooks' },
  { menu: 'Learn', label: 'Videos', to: '/learning?tab=videos' },
  { menu: 'Learn', label: 'Best Practices', to: '/learning?tab=best-practices' },
  // The club's own pages, after the spec's items (issue 25's navigation).
  { menu: 'Learn', label: 'Learning Hub', to: '/learning-hub' },
  { menu: 'Fuel', label: 'Fuel', to: '/blog' },
  { menu: 'Connect', label: 'Events', to: '/events' },
  { menu: 'Connect', label: 'Breakfast Club', to: '/breakfast-club' },
  { menu: 'Tools', label: 'Tools', to: '/tools' },
  { menu: 'Resources', label: 'Docs', to: '/repository' },
  { menu: 'Resources', label: 'All Tasks', to: '/business-tasks' },
  { menu: 'My Space', label: 'My Tasks', to: '/my-tasks' },
  { menu: 'My Space', label: 'My Events', to: '/my-events' },
  { menu: 'My Space', label: 'My Chapter', to: '/breakfast-club/my-chapter' },
  { menu: 'My Space', label: 'Profile', to: '/profile' },
];
