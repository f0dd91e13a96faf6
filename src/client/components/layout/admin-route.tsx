import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth, usePermissions } from '@/features/accounts';

/**
 * An admin route: open to admins and to anyone holding one of `anyOf` (the screen's permission;
 * for the /admin area, any admin screen's); a visitor or anyone else goes to / (spec §2).
 */
export function AdminRoute({ children, anyOf = [] }: { children: ReactNode; anyOf?: readonly string[] }) {
  const { user, isLoading } = useAuth();
  const permissions = usePermissions();
  const checking = isLoading || (user && !user.isAdmin && anyOf.length > 0 && permissions.isLoading);
  if (checking) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/" replace />;
  if (!user.isAdmin && !permissions.hasAnyPermission([...anyOf])) return <Navigate to="/" replace />;
  return children;
}
