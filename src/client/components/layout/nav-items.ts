import { siteNav, type Menu } from '@shared/site-nav';
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

interface MenuSpec {
  label: Menu;
  /** Links outside the site, after the menu's routes. */
  external?: NavChild[];
}

/** The menus for everyone (spec §2, navigation bar), in order; their links are in src/shared/site-nav.ts. */
const publicMenus: MenuSpec[] = [
  { label: 'Learn' },
  { label: 'Fuel' },
  {
    label: 'Connect',
    external: [
      { label: 'Owners', to: COMMUNITY_LINKS.owners, external: true },
      { label: 'Breakfast Club', to: COMMUNITY_LINKS.breakfastClub, external: true },
    ],
  },
];

/** The additional menus once signed in. */
const signedInMenus: MenuSpec[] = [{ label: 'Tools' }, { label: 'Resources' }, { label: 'My Space' }];

/** A menu's links: its links of the site's nav (src/shared/site-nav.ts), then its outside links. */
function menuItem({ label, external = [] }: MenuSpec): NavItem {
  const placed = siteNav.filter((link) => link.menu === label);
  const children: NavChild[] = [...placed.map(({ label: text, to }) => ({ label: text, to })), ...external];
  const first = children[0];
  if (!first) throw new Error(`The site's nav has no link in the ${label} menu`);
  // A menu of one link named like the menu is a plain link.
  return children.length === 1 && first.label === label ? { label, to: first.to } : { label, to: first.to, children };
}

/** Links for everyone (spec §2, navigation bar). */
export const publicNav: NavItem[] = publicMenus.map(menuItem);

/** Additional links once signed in. */
export const signedInNav: NavItem[] = signedInMenus.map(menuItem);

/** Whether the current pathname belongs to an item (its link or any inside sub-item). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.children ?? []).filter((c) => !c.external).map((c) => c.to)];
  return paths.some((to) => {
    const path = to.split('?')[0] ?? to;
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}

/** The id of the phone menu's panel (mobile-menu.tsx, loaded when first opened). */
export const MOBILE_MENU_ID = 'mobile-menu';
