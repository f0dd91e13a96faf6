/**
 * What the app shell needs of the site's routes without the route table (src/shared/site-routes.ts):
 * the kinds of access and sections, the site's names, the tab title and the permissions that open
 * the admin area. Small and bounded: a new route adds nothing here, so it adds nothing to a first
 * visit (src/client/route-table-weight.test.ts).
 */

/**
 * Who may open a route: anyone, a signed-in user (else /auth), or an admin or a holder of the
 * route's permission (else /).
 */
export type Access = 'public' | 'signed-in' | 'admin';

/** The area a screen belongs to (the navigation's groups). */
export type Section =
  'Home' | 'Account' | 'Community' | 'Learn' | 'Fuel' | 'Tools' | 'Resources' | 'My Space' | 'Admin';

export const SITE_TITLE = 'The Breakfast Club';
export const SITE_NAME = 'Gymnastics Business Resources';

/** The tab and share title of a screen: '{title} | The Breakfast Club', or the site's own for home. */
export function documentTitle(title: string): string {
  return title === SITE_TITLE ? `${SITE_TITLE} - ${SITE_NAME}` : `${title} | ${SITE_TITLE}`;
}

/**
 * The paths drawn without the site's navigation and footer: the `frameless` routes of the table
 * (routes.test.ts checks the two agree), kept here so the shell knows them without the table.
 */
export const framelessPaths: readonly string[] = ['/jr-kiosk'];

/**
 * The permissions that open an admin screen: holding any of them opens the /admin area. Each is
 * the `permission` of some admin route of the table (site-routes.test.ts checks the two agree).
 */
export const adminScreenPermissions: readonly string[] = [
  'gyms.manage',
  'users.manage',
  'events.manage',
  'learning.manage',
  'articles.manage',
  'tools.manage',
  'documents.library',
  'tasks.manage',
  'chapters.manage',
  'listings.manage',
  'market.manage',
  'certificates.manage',
  'roles.manage',
  'imports.manage',
];
