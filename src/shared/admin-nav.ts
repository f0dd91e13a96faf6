/**
 * The admin area's screens in groups, in the order the admin frame's navigation and the /admin
 * home show them (docs/decisions/0152-admin-frame.md): the people first, then what members read,
 * the community, the admin's own tools, and the system last. Each screen's title and permission
 * come from the route table (src/shared/site-routes.ts); admin-nav.test.ts checks every admin
 * screen of the table is in exactly one group.
 */
import { siteRoutes, type SiteRoute } from './site-routes';

export type AdminGroupName = 'People' | 'Content' | 'Community' | 'Tools' | 'System';

const groups: readonly { name: AdminGroupName; paths: readonly string[] }[] = [
  { name: 'People', paths: ['/admin/users', '/admin/gym-access'] },
  {
    name: 'Content',
    paths: [
      '/admin/articles',
      '/admin/learning',
      '/admin/business-tasks',
      '/admin/document-types',
      '/admin/certificates',
    ],
  },
  {
    name: 'Community',
    paths: [
      '/admin/breakfast-club',
      '/admin/events',
      '/admin/gyms',
      '/admin/gym-submissions',
      '/admin/gym-map',
      '/admin/state-links',
    ],
  },
  {
    name: 'Tools',
    paths: [
      '/admin/tool-images',
      '/business-listings',
      '/business-listings/urls',
      '/admin/gym-analysis',
      '/admin/market-data',
      '/admin/domain-finder',
    ],
  },
  { name: 'System', paths: ['/admin/roles-permissions', '/admin/component-importer'] },
];

/** The home of the admin area, linked above the groups. */
export const ADMIN_HOME = '/admin';

/** A screen the admin area links: its address, its title and the permission that opens it. */
export type AdminScreen = Pick<SiteRoute, 'path' | 'title' | 'permission'>;

export interface AdminGroup {
  name: AdminGroupName;
  screens: AdminScreen[];
}

/** The screens the groups list: the table's admin routes without a parameter, bar the home and the create forms. */
export function isAdminScreen({ path, section }: SiteRoute): boolean {
  return section === 'Admin' && path !== ADMIN_HOME && !path.includes(':') && !path.endsWith('/create');
}

/** The groups with their screens, in order. */
export const adminGroups: readonly AdminGroup[] = groups.map(({ name, paths }) => ({
  name,
  screens: paths.flatMap((path) => {
    const route = siteRoutes.find((r) => r.path === path && isAdminScreen(r));
    return route ? [{ path: route.path, title: route.title, permission: route.permission }] : [];
  }),
}));

/**
 * The screen of the admin area an address belongs to: the screen whose address is the longest
 * one starting the pathname ('/admin/articles/7/edit' is under Articles), or the home.
 */
export function currentAdminPath(pathname: string): string | undefined {
  const paths = [ADMIN_HOME, ...adminGroups.flatMap((g) => g.screens.map((s) => s.path))];
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return paths.filter(under).sort((a, b) => b.length - a.length)[0];
}
