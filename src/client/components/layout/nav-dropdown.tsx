import { ChevronDown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { MenuButton, menuItemHandlers } from '@/components/ui/menu-button';
import { cn } from '@/lib/utils';
import type { NavChild } from './nav-items';

export const menuContentClasses =
  'z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-pop data-[state=open]:animate-fade-in';
export const menuItemClasses =
  'flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none select-none hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50 focus:text-brand-900 aria-disabled:opacity-50';

interface NavDropdownProps {
  label: string;
  items: NavChild[];
  active: boolean;
}

/** The chevron next to a top-level link that opens its sub-items; arrow keys move through them. */
export function NavDropdown({ label, items, active }: NavDropdownProps) {
  return (
    <MenuButton
      label={`${label} menu`}
      triggerClassName={cn(
        'group flex h-9 items-center rounded-r-lg pr-2 pl-1 text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-900',
        'data-[state=open]:bg-brand-50 data-[state=open]:text-brand-900',
        active && 'text-brand-900',
      )}
      trigger={
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      }
      contentClassName={menuContentClasses}
    >
      {(close) =>
        items.map((item) =>
          item.external ? (
            <a
              key={item.to}
              role="menuitem"
              {...menuItemHandlers}
              className={menuItemClasses}
              href={item.to}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {item.label}
              <ExternalLink aria-hidden="true" className="size-3.5 text-slate-500" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <Link
              key={item.to}
              role="menuitem"
              {...menuItemHandlers}
              className={menuItemClasses}
              to={item.to}
              onClick={close}
            >
              {item.label}
            </Link>
          ),
        )
      }
    </MenuButton>
  );
}
