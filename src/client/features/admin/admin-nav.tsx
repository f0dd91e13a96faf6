import { ADMIN_HOME, currentAdminPath } from '@shared/admin-nav';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { PendingBadge } from '@/components/ui/pending-badge';
import { useAdminAreas } from './use-admin-areas';

function AdminLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex min-h-9 items-center gap-2 rounded-lg px-3 py-1.5 text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-500',
        current && 'bg-brand-50 font-semibold text-brand-900',
      )}
    >
      {children}
    </Link>
  );
}

/**
 * The admin area's navigation (docs/decisions/0152-admin-frame.md): every admin screen the
 * signed-in user opens, in groups from the people to the system, with the count of items waiting
 * where the product counts them; the current screen is marked. A column beside the page from
 * 1024 px; on a phone, an "Admin menu" button that opens the same list over the page's top.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const groups = useAdminAreas();
  const current = currentAdminPath(pathname);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav aria-label="Admin" onKeyDown={onKeyDown} className="text-sm">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 font-semibold text-brand-900 shadow-card focus-visible:outline-2 focus-visible:outline-accent-500 lg:hidden"
      >
        <LayoutGrid aria-hidden="true" className="size-4 text-brand-700" />
        Admin menu
        <ChevronDown aria-hidden="true" className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={listId}
        className={cn(
          'mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-card lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          open ? 'block' : 'hidden',
        )}
      >
        <ul>
          <li>
            <AdminLink to={ADMIN_HOME} current={current === ADMIN_HOME}>
              Overview
            </AdminLink>
          </li>
        </ul>
        <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-1">
          {groups.map((group) => (
            <div key={group.name} className="mt-3">
              <p
                id={`${id}-${group.name}`}
                className="px-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase"
              >
                {group.name}
              </p>
              <ul aria-labelledby={`${id}-${group.name}`}>
                {group.areas.map((area) => (
                  <li key={area.path}>
                    <AdminLink to={area.path} current={current === area.path}>
                      <span className="min-w-0 flex-1">{area.title}</span>
                      <PendingBadge count={area.pending} />
                    </AdminLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
