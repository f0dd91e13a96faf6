import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { NavDropdown } from './nav-dropdown';
import { isItemActive, type NavItem } from './nav-items';

/** The wide-screen links: each top-level link, with a dropdown of its sub-items where it has any. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {items.map((item) => {
        const active = isItemActive(item, pathname);
        return (
          <li
            key={item.label}
            className={cn('flex items-center rounded-lg', active && 'bg-brand-50')}
            data-active={active || undefined}
          >
            <Link
              to={item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              className={cn(
                'flex h-9 items-center px-3 text-sm font-semibold transition-colors hover:text-brand-900',
                item.children ? 'rounded-l-lg pr-1.5' : 'rounded-lg',
                active ? 'text-brand-900' : 'text-slate-700',
              )}
            >
              {item.label}
            </Link>
            {item.children ? <NavDropdown label={item.label} items={item.children} active={active} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
