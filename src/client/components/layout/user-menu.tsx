import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { User } from '@/features/accounts/types';
import { useAuth } from '@/features/accounts/use-auth';
import { initialsOf } from '@/lib/utils';
import { menuContentClasses, menuItemClasses } from './nav-dropdown';

/** Initials and first name; Profile, Admin (admins only) and Logout (spec §2). */
export function UserMenu({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  const firstName = user.firstName || user.username;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${firstName}`}
        className="group flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-brand-900 transition-colors hover:border-brand-200 hover:bg-brand-50 data-[state=open]:bg-brand-50"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-accent-300">
          {initialsOf(user.firstName, user.lastName, user.username)}
        </span>
        <span>{firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs text-slate-500">
            Signed in as <span className="font-semibold text-slate-700">{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/profile">
              <span className="flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4" /> Profile
              </span>
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={menuItemClasses}>
              <Link to="/admin">
                <span className="flex items-center gap-2">
                  <ShieldCheck aria-hidden="true" className="size-4" /> Admin
                </span>
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItemClasses} disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
            <span className="flex items-center gap-2">
              <LogOut aria-hidden="true" className="size-4" /> Logout
            </span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
