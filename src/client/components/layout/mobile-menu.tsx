import { ChevronDown, ExternalLink, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth, type User } from '@/features/accounts';
import { cn, initialsOf } from '@/lib/utils';
import { MOBILE_MENU_ID, type NavChild, type NavItem } from './nav-items';
import { useAccountAreas } from './user-menu';

const rowClasses =
  'flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-brand-900 hover:bg-brand-50';
const subClasses =
  'flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900';

function SubLink({ item }: { item: NavChild }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={subClasses}>
        {item.label}
        <ExternalLink aria-hidden="true" className="size-3.5 text-slate-500" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={item.to} className={subClasses}>
      {item.label}
    </Link>
  );
}

/** One top-level link; with sub-items, a button beside it expands the group. */
function MobileGroup({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const groupId = `mobile-group-${useId()}`;
  if (!item.children) {
    return (
      <li>
        <Link to={item.to} className={rowClasses}>
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <div className="flex items-center gap-1">
        <Link to={item.to} className={cn(rowClasses, 'flex-1')}>
          {item.label}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={groupId}
          aria-label={`${open ? 'Hide' : 'Show'} ${item.label} links`}
          onClick={() => setOpen(!open)}
          className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-900"
        >
          <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <ul id={groupId} hidden={!open} className="mt-1 mb-2 ml-3 border-l-2 border-accent-300 pl-2">
        {item.children.map((child) => (
          <li key={child.to}>
            <SubLink item={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function AccountLinks({ user }: { user: User | null }) {
  const { logoutMutation } = useAuth();
  const { approvesGym, seesAdmin } = useAccountAreas(user);
  if (!user) {
    return (
      <Button asChild variant="accent" size="lg" className="w-full">
        <Link to="/auth">Login/Register</Link>
      </Button>
    );
  }
  return (
    <div>
      <p className="flex items-center gap-3 px-3 pb-2 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-accent-300"
        >
          {initialsOf(user.firstName, user.lastName, user.username)}
        </span>
        <span className="font-semibold text-brand-900">{user.firstName || user.username}</span>
      </p>
      <Link to="/profile" className={subClasses}>
        <UserRound aria-hidden="true" className="size-4" /> Profile
      </Link>
      {approvesGym ? (
        <Link to="/my-gym/access" className={subClasses}>
          <UserRound aria-hidden="true" className="size-4" /> Gym access
        </Link>
      ) : null}
      {seesAdmin ? (
        <Link to="/admin" className={subClasses}>
          <ShieldCheck aria-hidden="true" className="size-4" /> Admin
        </Link>
      ) : null}
      <button
        type="button"
        className={cn(subClasses, 'w-full')}
        disabled={logoutMutation.isPending}
        onClick={() => logoutMutation.mutate()}
      >
        <LogOut aria-hidden="true" className="size-4" /> Logout
      </button>
    </div>
  );
}

/** The collapsible menu of small screens, with expandable groups. */
export default function MobileMenu({ items, user, hidden }: { items: NavItem[]; user: User | null; hidden: boolean }) {
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Mobile"
      hidden={hidden}
      className="border-t border-slate-200 bg-white lg:hidden"
    >
      <div className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 py-4 sm:px-6">
        <ul className="space-y-1">
          {items.map((item) => (
            <MobileGroup key={item.label} item={item} />
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AccountLinks user={user} />
        </div>
      </div>
    </nav>
  );
}
