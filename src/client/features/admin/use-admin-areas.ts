import { adminGroups, type AdminGroupName, type AdminScreen } from '@shared/admin-nav';
import { GYM_SUBMISSIONS_ADMIN_PATH } from '@shared/gym-submissions';
import { useAuth, usePermissions } from '@/features/accounts';
import { usePendingChapterCounts } from '@/features/chapters';
import { usePendingAccessRequestCount } from '@/features/gym-access';
import { usePendingCount } from '@/lib/pending-count';

export interface AdminArea extends AdminScreen {
  /** How many items wait for a decision on the screen, where the product counts them. */
  pending?: number | undefined;
}

export interface AdminAreaGroup {
  name: AdminGroupName;
  areas: AdminArea[];
}

/**
 * Whether the signed-in user opens an admin screen: admins all, anyone else by the screen's
 * permission (a screen without one is for admins only), as the route's guard decides
 * (components/layout/admin-route.tsx with routeShape's `anyOf`).
 */
export function useOpensAdminScreen() {
  const { user } = useAuth();
  const { hasPermission } = usePermissions();
  return (permission: string | undefined) => Boolean(user?.isAdmin) || (!!permission && hasPermission(permission));
}

/** The permission of an admin screen of the groups, by its address. */
function permissionOf(path: string) {
  return adminGroups.flatMap((g) => g.screens).find((s) => s.path === path)?.permission;
}

/**
 * The admin screens the signed-in user opens, in their groups (an empty group is left out), each
 * with its count of items waiting, asked only of the lists the user may read.
 */
export function useAdminAreas(): AdminAreaGroup[] {
  const opens = useOpensAdminScreen();
  const chapters = usePendingChapterCounts(opens(permissionOf('/admin/breakfast-club')));
  const submissions = usePendingCount(GYM_SUBMISSIONS_ADMIN_PATH, opens(permissionOf('/admin/gym-submissions')));
  const accessRequests = usePendingAccessRequestCount(opens(permissionOf('/admin/gym-access')));
  const pending: Record<string, number | undefined> = {
    '/admin/breakfast-club':
      chapters.applications === undefined && chapters.joinRequests === undefined
        ? undefined
        : (chapters.applications ?? 0) + (chapters.joinRequests ?? 0),
    '/admin/gym-submissions': submissions,
    '/admin/gym-access': accessRequests,
  };
  return adminGroups
    .map(({ name, screens }) => ({
      name,
      areas: screens.filter((s) => opens(s.permission)).map((s) => ({ ...s, pending: pending[s.path] })),
    }))
    .filter((group) => group.areas.length > 0);
}
