import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { adminScreenPermissions } from '@shared/site-basics';
import { Link } from 'react-router';
import { MenuButton, menuItemHandlers } from '@/components/ui/menu-button';
import { useAuth, usePermissions, type User } from '@/features/accounts';
import { initialsOf } from '@/lib/utils';
import { menuContentClasses, menuItemClasses } from './nav-dropdown';

/** Which of the account's own areas the user opens: the gym's access requests, the admin area. */
export function useAccountAreas(user: User | null) {
  const { hasPermission, hasAnyPermission } = usePermissions();
  return {
    approvesGym: user?.gymAccess === 'approved' && hasPermission('gym.manage'),
    seesAdmin: Boolean(user?.isAdmin) || hasAnyPermission([...adminScreenPermissions]),
  };
}

/**
 * Initials and first name; Profile, Gym access (the gym's approvers), Admin (admins and holders of
 * an admin screen's permission) and Logout (spec §2).
 */
export function UserMenu({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  const { approvesGym, seesAdmin } = useAccountAreas(user);
  const firstName = user.firstName || user.username;
  return (
    <MenuButton
      label={`Account menu for ${firstName}`}
      align="end"
      triggerClassName="group flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-brand-900 transition-colors hover:border-brand-200 hover:bg-brand-50 data-[state=open]:bg-brand-50"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-accent-300"
          >
            {initialsOf(user.firstName, user.lastName, user.username)}
          </span>
          <span>{firstName}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
          />
        </>
      }
      contentClassName={menuContentClasses}
    >
      {(close) => (
        <>
          <div role="presentation" className="px-3 pt-1.5 pb-2 text-xs text-slate-500">
            Signed in as <span className="font-semibold text-slate-700">{user.username}</span>
          </div>
          <Link role="menuitem" {...menuItemHandlers} className={menuItemClasses} to="/profile" onClick={close}>
            <span className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4" /> Profile
            </span>
          </Link>
          {approvesGym ? (
            <Link role="menuitem" {...menuItemHandlers} className={menuItemClasses} to="/my-gym/access" onClick={close}>
              <span className="flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4" /> Gym access
              </span>
            </Link>
          ) : null}
          {seesAdmin ? (
            <Link role="menuitem" {...menuItemHandlers} className={menuItemClasses} to="/admin" onClick={close}>
              <span className="flex items-center gap-2">
                <ShieldCheck aria-hidden="true" className="size-4" /> Admin
              </span>
            </Link>
          ) : null}
          <div role="separator" className="my-1 h-px bg-slate-200" />
          <button
            type="button"
            role="menuitem"
            {...menuItemHandlers}
            className={menuItemClasses}
            aria-disabled={logoutMutation.isPending || undefined}
            onClick={() => {
              if (logoutMutation.isPending) return;
              close();
              logoutMutation.mutate();
            }}
          >
            <span className="flex items-center gap-2">
              <LogOut aria-hidden="true" className="size-4" /> Logout
            </span>
          </button>
        </>
      )}
    </MenuButton>
  );
}
